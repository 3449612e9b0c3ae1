import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './state.module.css';

export interface EmptyStateProps {
  /** Defaults to the translated "No data". */
  title?: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}

export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  const { t } = useTranslation('modal');
  return (
    <div className={[styles.state, compact && styles.compact].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? (
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <path d="M3 13h5l2 3h4l2-3h5" />
            <path d="M5 13 7.5 5h9L19 13v6H5z" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      <p className={styles.title}>{title ?? t('ui.emptyTitle')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
