import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useHouse } from './house-context';
import styles from './house.module.css';

/**
 * The server words its messages in the page's language (the `Language` header); a failure
 * without one (the network, an unreadable answer) gets the page's own sentence.
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation('house');
  return (error) => {
    if (error instanceof ApiError && error.errorCode === 'NETWORK_ERROR')
      return t('errors.network');
    if (error instanceof ApiError && error.message) return error.message;
    return t('errors.generic');
  };
}

export function ErrorBanner({ back }: { back: string }) {
  const { t } = useTranslation('house');
  const { error, sessionEnded, clearError } = useHouse();
  const failureText = useFailureText();
  if (!error && !sessionEnded) return null;
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.bannerText}>
        {error ? failureText(error) : null}
        {sessionEnded && (
          <>
            {' '}
            {t('errors.reopen')}{' '}
            <a href={back} target="_top">
              {t('exit')}
            </a>
          </>
        )}
      </p>
      {error && !sessionEnded ? (
        <button
          type="button"
          className={styles.bannerClose}
          onClick={clearError}
          aria-label={t('dismiss')}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
