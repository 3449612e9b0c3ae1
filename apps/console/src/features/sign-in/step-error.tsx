import { useTranslation } from 'react-i18next';
import { formatAge } from '../../lib/format';
import { ErrorAlert } from '../../components/ui/primitives';
import { refusalValue } from './sign-in-api';
import styles from './sign-in.module.css';

/**
 * A refused sign-in step: the server's message (in the console's language), and what it adds to
 * it: how many tries the challenge has left, or how long a lock lasts.
 */
export function StepError({ error }: { error: unknown }) {
  const { t } = useTranslation('signIn');
  if (!error) return null;
  const { attemptsLeft, retryAfterSeconds } = refusalValue(error);
  return (
    <div className={styles.stepError}>
      <ErrorAlert error={error} />
      {attemptsLeft !== undefined && attemptsLeft > 0 ? (
        <p className={styles.hint} role="status">
          {t('triesLeft', { count: attemptsLeft })}
        </p>
      ) : null}
      {retryAfterSeconds !== undefined ? (
        <p className={styles.hint} role="status">
          {t('lockedFor', { time: formatAge(retryAfterSeconds) })}
        </p>
      ) : null}
    </div>
  );
}
