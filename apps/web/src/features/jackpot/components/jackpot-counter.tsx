import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useJackpotValue } from '../hooks/use-jackpot-value';
import { RollingNumber } from './rolling-number';
import styles from './jackpot-counter.module.css';

const JACKPOT_MODULE_ID = 'JACKPOT';

/** The home page's progressive jackpot; nothing unless the whitelabel module JACKPOT is on. */
export function JackpotCounter() {
  const enabled = useModuleEnabled(JACKPOT_MODULE_ID);
  if (!enabled) return null;
  return (
    <Suspense fallback={<Skeleton className={styles.panel} height={112} />}>
      <JackpotPanel />
    </Suspense>
  );
}

function JackpotPanel() {
  const { t } = useTranslation('jackpot');
  const { data } = useWhitelabel();
  const value = useJackpotValue();
  const titleId = useId();
  const symbol = data?.site.currencySymbol ?? '';
  const text = symbol ? `${symbol} ${formatMoney(value)}` : formatMoney(value);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <span className={styles.glow} aria-hidden="true" />
      <h2 id={titleId} className={styles.title}>
        <Star />
        {t('title')}
        <Star />
      </h2>
      <p className={styles.amount}>
        <RollingNumber text={text} />
      </p>
      <p className={styles.caption}>{t('caption')}</p>
    </section>
  );
}

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.star}>
      <path
        fill="currentColor"
        d="M12 2.5l2.6 6.2 6.7.5-5.1 4.4 1.6 6.5L12 16.6l-5.8 3.5 1.6-6.5-5.1-4.4 6.7-.5z"
      />
    </svg>
  );
}
