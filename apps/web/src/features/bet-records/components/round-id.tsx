import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import styles from './bets-table.module.css';

/** A round's whole id in its details, with a button that copies it (for the provider's support). */
export function RoundId({ roundId }: { roundId: string }) {
  const { t } = useTranslation('bets');
  const [copied, setCopied] = useState<boolean | null>(null);

  // The answer goes after a moment, so the next copy is seen as new.
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(roundId);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the id stays there to select.
      setCopied(false);
    }
  };

  return (
    <p className={styles.roundLine}>
      <span className={styles.roundLabel}>{t('records.columns.round')}</span>
      <span className={styles.roundFull} data-testid="bet-round-id">
        {roundId}
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void copy()}
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
