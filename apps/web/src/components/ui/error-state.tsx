import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/error-message';
import { Button } from './button';
import styles from './state.module.css';

export interface ErrorStateProps {
  /** What failed, e.g. "We could not load the announcements." Defaults to a generic title. */
  title?: string;
  /** The failure; its stable error code is explained in the `errors` namespace. */
  error?: unknown;
  onRetry?: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  compact?: boolean;
}

export function ErrorState({
  title,
  error,
  onRetry,
  retrying = false,
  compact = false,
}: ErrorStateProps) {
  const { t } = useTranslation(['modal', 'errors']);
  const description =
    error === undefined
      ? t('ui.errorDescription')
      : t([errorMessageKey(error), 'code.SYSTEM_ERROR'], {
          ns: 'errors',
          defaultValue: t('ui.errorDescription'),
        });
  return (
    <div
      role="alert"
      className={[styles.state, compact && styles.compact].filter(Boolean).join(' ')}
    >
      <span className={[styles.icon, styles.danger].join(' ')} aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.2v.3" strokeLinecap="round" />
        </svg>
      </span>
      <p className={styles.title}>{title ?? t('ui.errorTitle')}</p>
      <p className={styles.description}>{description}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
          {t('ui.retry')}
        </Button>
      )}
    </div>
  );
}
