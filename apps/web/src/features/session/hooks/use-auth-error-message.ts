import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';

/** A wait in minutes and seconds, e.g. "2 min 05 s", in the interface language. */
export function formatWait(
  t: (key: string, options: Record<string, unknown>) => string,
  totalSeconds: number,
): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('wait.seconds', { seconds: rest });
  return t('wait.minutes', { minutes, seconds: String(rest).padStart(2, '0') });
}

/** Seconds to wait that a failure carries (ACCOUNT_LOCKED, SMS_TOO_MANY), if any. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = error.value?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * The translated sentence of a failure, as everywhere on the site; a locked account also
 * says how long to wait.
 */
export function useAuthErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  return (error) => {
    const wait = retryAfterSeconds(error);
    if (error instanceof ApiError && error.errorCode === 'ACCOUNT_LOCKED' && wait !== null) {
      return t('login.lockedFor', { wait: formatWait(t, wait) });
    }
    return errorMessage(error);
  };
}
