import { useTranslation } from 'react-i18next';
import type { TeamBetsValue } from '@portal/shared/schemas/agency';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/money';
import { signedOrZero, tone } from '../agency-format';
import styles from './agency.module.css';

interface TeamBetsTableProps {
  list: TeamBetsValue['list'];
  currency: string;
  busy: boolean;
}

/** The downline's rounds of one page: who played, what, and what it won or lost. */
export function TeamBetsTable({ list, currency, busy }: TeamBetsTableProps) {
  const { t, i18n } = useTranslation(['agency', 'bets', 'nav']);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('bets.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('bets:records.columns.time')}</th>
            <th scope="col">{t('bets:records.columns.game')}</th>
            <th scope="col" className={styles.number}>
              {t('bets:records.columns.stake', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets:records.columns.validBet', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets:records.columns.payout', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets:records.columns.winLoss', { currency })}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((bet) => (
            <tr key={bet.id} data-testid="team-bet">
              <th scope="row" className={styles.accountCell}>
                <span className={styles.accountName}>{bet.account}</span>
                <span className={styles.subtle}>{t('downlines.level', { level: bet.level })}</span>
              </th>
              <td className={styles.time} data-label={t('bets:records.columns.time')}>
                {formatDateTime(bet.time, i18n.language)}
              </td>
              <td className={styles.gameCell} data-label={t('bets:records.columns.game')}>
                <span className={styles.accountName}>
                  {bet.gameName}{' '}
                  {bet.status !== 'settled' && (
                    <span className={styles.status} data-status={bet.status}>
                      {t(`bets:status.${bet.status}`)}
                    </span>
                  )}
                </span>
                <span className={styles.subtle}>
                  {t(`nav:category.${bet.gameType}`)} · {bet.vendorName}
                </span>
                <span className={styles.roundId} title={bet.roundId}>
                  {bet.roundId}
                </span>
              </td>
              <td
                className={styles.number}
                data-label={t('bets:records.columns.stake', { currency })}
              >
                {formatAmount(bet.stake)}
              </td>
              <td
                className={styles.number}
                data-label={t('bets:records.columns.validBet', { currency })}
              >
                {formatAmount(bet.validBet)}
              </td>
              <td
                className={styles.number}
                data-label={t('bets:records.columns.payout', { currency })}
              >
                {formatAmount(bet.payout)}
              </td>
              <td
                className={`${styles.number} ${styles.strong}`}
                data-tone={tone(bet.winLoss)}
                data-label={t('bets:records.columns.winLoss', { currency })}
              >
                {signedOrZero(bet.winLoss)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
