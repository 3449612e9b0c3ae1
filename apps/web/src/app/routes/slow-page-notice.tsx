import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLoading } from '../route-table';
import styles from './slow-page-notice.module.css';

/** How long a page may take to open before the member is told it is slow. */
export const PAGE_SLOW_MS = 6_000;

/**
 * While a page's code takes longer than PAGE_SLOW_MS to arrive, says so and
 * offers a reload (a stalled chunk request on a poor connection does not recover by itself).
 * It goes away as soon as the page opens.
 */
export function SlowPageNotice() {
  const { t } = useTranslation(['errors', 'common']);
  const loading = usePageLoading();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), PAGE_SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!slow) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('errors:text.pageSlow')}</span>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('common:actions.reload')}
      </button>
    </div>
  );
}
