import { useTranslation } from 'react-i18next';
import type { ContractKind, SettlementView } from '@portal/shared/schemas/contracts';
import { formatAmount } from '../../../lib/money';
import { formatSiteTime, tierRates } from '../contract-format';
import styles from './agency.module.css';

/**
 * The team figures a kind's settlement shows: net loss (less the net win carried in) pays a
 * dividend, wins and losses real-time.
 */
type Figure = 'validBets' | 'netLoss' | 'carryIn' | 'wins' | 'losses';

interface SettlementTableProps {
  kind: ContractKind;
  list: SettlementView[];
  currency: string;
}

/** One row per settled period: the team's figures, the tier reached, and what was paid. */
export function SettlementTable({ kind, list, currency }: SettlementTableProps) {
  const { t, i18n } = useTranslation('contracts');
  const money = (key: string) => t(key, { currency });
  const ratesLabel = kind === 'realtime' ? 'records.ratesRealtime' : 'records.rates';
  const columns: { key: Figure; label: string }[] = [
    { key: 'validBets', label: money('records.validBetsOf') },
    ...(kind === 'dividend'
      ? [
          { key: 'netLoss' as const, label: money('records.netLossOf') },
          { key: 'carryIn' as const, label: money('records.carryInOf') },
        ]
      : []),
    ...(kind === 'realtime'
      ? [
          { key: 'wins' as const, label: money('records.winsOf') },
          { key: 'losses' as const, label: money('records.lossesOf') },
        ]
      : []),
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{t('records.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.period')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={styles.number}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={styles.number}>
              {t('records.active')}
            </th>
            <th scope="col">{t('records.tier')}</th>
            <th scope="col" className={styles.number}>
              {t(ratesLabel)}
            </th>
            <th scope="col" className={styles.number}>
              {money('records.grossOf')}
            </th>
            <th scope="col" className={styles.number}>
              {money('records.downlineGrossOf')}
            </th>
            <th scope="col" className={styles.number}>
              {money('records.amountOf')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.id} data-testid="settlement-row">
              <th scope="row" className={styles.time}>
                {t('records.range', {
                  from: formatSiteTime(row.periodStart, i18n.language),
                  to: formatSiteTime(row.periodEnd, i18n.language),
                })}
                <span className={`${styles.subtle} ${styles.reference}`}>{row.reference}</span>
              </th>
              {columns.map((column) => (
                <td key={column.key} className={styles.number} data-label={column.label}>
                  {formatAmount(row[column.key])}
                </td>
              ))}
              <td className={styles.number} data-label={t('records.active')}>
                {row.activeMembers}
              </td>
              <td className={styles.nowrap} data-label={t('records.tier')}>
                {row.tier > 0 ? t('tiers.name', { number: row.tier }) : t('records.noTier')}
              </td>
              <td className={styles.number} data-label={t(ratesLabel)}>
                {row.tier > 0 ? tierRates(kind, row.rates) : '—'}
              </td>
              <td className={styles.number} data-label={money('records.grossOf')}>
                {formatAmount(row.gross)}
              </td>
              <td className={styles.number} data-label={money('records.downlineGrossOf')}>
                {formatAmount(row.downlineGross)}
              </td>
              <td
                className={`${styles.number} ${styles.strong}`}
                data-tone={row.amount > 0 ? 'up' : undefined}
                data-label={money('records.amountOf')}
              >
                {formatAmount(row.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
