import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../lib/use-copy';
import { Button } from '../../../components/ui/button';
import styles from './bets-table.module.css';

/** A round's whole id in its details, with a button that copies it (for the provider's support). */
export function RoundId({ roundId }: { roundId: string }) {
  const { t } = useTranslation('bets');
  const { copied, copy } = useCopy(roundId);

  return (
    <p className={styles.roundLine}>
      <span className={styles.roundLabel}>{t('records.columns.round')}</span>
      <span className={styles.roundFull} data-testid="bet-round-id">
        {roundId}
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={copy}
        aria-label={t('records.copyRound', { round: roundId })}
      >
        {copied === null
          ? t('records.copy')
          : copied
            ? t('records.copied')
            : t('records.copyFailed')}
      </Button>
      <span className={styles.srOnly} role="status">
        {copied ? t('records.copied') : ''}
      </span>
    </p>
  );
}
