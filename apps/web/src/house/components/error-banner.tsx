import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/shared/date-time';
import { ApiError } from '../../lib/api-client';
import { errorCodeOf } from '../lib/house-api';
import { formatCurrency } from '../lib/money';
import { useHouse } from './house-context';
import styles from './house.module.css';

const LIMIT_CODES: Readonly<Record<string, 'loss' | 'wager'>> = {
  LOSS_LIMIT_REACHED: 'loss',
  WAGER_LIMIT_REACHED: 'wager',
};
const PERIODS = new Set(['day', 'week', 'month']);

/**
 * A bet refused by the member's own limit or break, in the page's words with the figures the
 * refusal carries (the limit, its period, the room left); null for any other failure.
 */
function useSaferPlayText(): (error: unknown) => string | null {
  const { t, i18n } = useTranslation('house');
  const { currency } = useHouse();
  return (error) => {
    if (!(error instanceof ApiError)) return null;
    const value = error.value ?? {};
    // Compared as text: the refusals' codes are the wallet's, carried through by the house API.
    const code: string = error.errorCode;
    const kind = LIMIT_CODES[code];
    if (kind) {
      const { period, limit, remaining } = value;
      if (typeof period !== 'string' || !PERIODS.has(period)) return null;
      if (typeof limit !== 'number' || typeof remaining !== 'number') return null;
      return t(`errors.limit.${kind}`, {
        period: t(`errors.limit.period.${period}`),
        limit: formatCurrency(limit, currency),
        remaining: formatCurrency(Math.max(0, remaining), currency),
      });
    }
    if (code === 'PLAY_BREAK_ACTIVE') {
      const endsAt = value.endsAt;
      return typeof endsAt === 'string'
        ? t('errors.limit.break', { time: formatDateTime(endsAt, i18n.language) })
        : t('errors.limit.breakPermanent');
    }
    return null;
  };
}

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
  // A bet refused by the member's own limit or break says which, and how much room is left.
  const saferPlayText = useSaferPlayText();
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
        {error ? (saferPlayText(error) ?? failureText(error)) : null}
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
