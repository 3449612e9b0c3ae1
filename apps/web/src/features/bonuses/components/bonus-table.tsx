import { useTranslation } from 'react-i18next';
import type { Bonus } from '@portal/shared/schemas/promotions';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDay, formatTime, useMoney, useWeightsText } from '../bonus-format';
import styles from './bonuses.module.css';

interface BonusTableProps {
  list: Bonus[];
  busy: boolean;
  /** The bonus whose forfeit runs now. */
  forfeiting: number | null;
  onForfeit: (bonus: Bonus) => void;
}

/** One page of bonuses: a table, drawn as cards where the page is narrow. */
export function BonusTable({ list, busy, forfeiting, onForfeit }: BonusTableProps) {
  const { t } = useTranslation('bonuses');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy}>
        <caption className={styles.srOnly}>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.bonusNo')}</th>
            <th scope="col">{t('columns.bonus')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.amount')}
            </th>
            <th scope="col">{t('columns.turnover')}</th>
            <th scope="col">{t('columns.expiry')}</th>
            <th scope="col">{t('columns.state')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((bonus) => (
            <BonusRow
              key={bonus.id}
              bonus={bonus}
              busy={forfeiting === bonus.id}
              onForfeit={() => onForfeit(bonus)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BonusRow({
  bonus,
  busy,
  onForfeit,
}: {
  bonus: Bonus;
  busy: boolean;
  onForfeit: () => void;
}) {
  const { t, i18n } = useTranslation('bonuses');
  const money = useMoney();
  const weightsText = useWeightsText();
  const running = bonus.state === 'in_progress';
  const progressText = t('progressText', {
    played: money(bonus.turnoverPlayed),
    required: money(bonus.turnoverRequired),
    percent: bonus.progressPercent,
  });
  const weights = bonus.turnoverRequired > 0 ? weightsText(bonus.weights) : [];
  // A running bonus shows when it expires; an ended one, when it ended.
  const ended = !running && bonus.endedAt !== null;
  const shownAt = ended ? bonus.endedAt! : bonus.expiresAt;

  return (
    <tr data-testid="bonus-row" data-state={bonus.state}>
      <td className={styles.bonusNo}>
        <span className={styles.cellLabel}>{t('columns.bonusNo')}</span>
        {bonus.bonusNo}
      </td>
      <td className={styles.title}>
        <span className={styles.titleText}>{bonus.title}</span>
        <span className={styles.source}>{t(`source.${bonus.source}`)}</span>
      </td>
      <td className={[styles.number, styles.amount].join(' ')} data-testid="bonus-amount">
        {money(bonus.amount)}
      </td>
      <td className={styles.turnover}>
        {bonus.turnoverRequired > 0 ? (
          <>
            <ProgressBar
              value={bonus.progressPercent}
              label={t('progressLabel', { bonusNo: bonus.bonusNo })}
              valueText={progressText}
              done={bonus.progressPercent >= 100}
            />
            <span className={styles.progressText}>{progressText}</span>
            {weights.length > 0 && <span className={styles.weights}>{weights.join(' · ')}</span>}
          </>
        ) : (
          <span className={styles.progressText}>{t('noTurnover')}</span>
        )}
      </td>
      <td className={styles.expiry}>
        {!ended && <span className={styles.cellLabel}>{t('columns.expiry')}</span>}
        <time dateTime={shownAt} data-testid="bonus-time">
          {ended && <span className={styles.endedTag}>{t('endedLabel')} </span>}
          <span className={styles.day}>{formatDay(shownAt, i18n.language)}</span>{' '}
          <span className={styles.time}>{formatTime(shownAt, i18n.language)}</span>
        </time>
      </td>
      <td className={styles.stateCell}>
        <div className={styles.stateBox}>
          <span className={styles.state} data-state={bonus.state} data-testid="bonus-state">
            {t(`state.${bonus.state}`)}
          </span>
          {running && (
            <button
              type="button"
              className={styles.forfeit}
              onClick={onForfeit}
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={t('forfeitLabel', { bonusNo: bonus.bonusNo })}
            >
              {t('forfeit')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
