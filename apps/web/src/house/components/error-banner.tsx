import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorCodeOf } from '../lib/house-api';
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
  const { error, sessionEnded, clearError, transferOffered, requestTransfer } = useHouse();
  const failureText = useFailureText();
  const banner = useRef<HTMLDivElement>(null);
  // On a phone the controls sit far below the banner: bring a new message into view.
  useEffect(() => {
    if (error) banner.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  if (!error && !sessionEnded) return null;
  // A stake the game wallet cannot cover: the portal can move money in from the main wallet.
  const short = transferOffered && !sessionEnded && errorCodeOf(error) === 'INSUFFICIENT_FUNDS';
  return (
    <div className={styles.banner} role="alert" ref={banner}>
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
      {short && (
        <button type="button" className={styles.bannerAction} onClick={requestTransfer}>
          {t('transferIn')}
        </button>
      )}
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
