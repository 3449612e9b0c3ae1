import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/layouts/header/brand-logo';
import { formatDateTime } from '../../../lib/format-date-time';
import styles from './status-page.module.css';

interface MaintenancePageProps {
  title: string;
  info: string;
  /** Planned end, ISO 8601, when the operator gave one. */
  until: string | null;
  /** The customer-service entry point. */
  action: ReactNode;
}

/** Shown instead of the site while it is under maintenance (system status 1). */
export function MaintenancePage({ title, info, until, action }: MaintenancePageProps) {
  const { t, i18n } = useTranslation('status');
  const endText =
    until && !Number.isNaN(Date.parse(until)) ? formatDateTime(until, i18n.language) : null;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="status-title">
        <span className={styles.logo}>
          <BrandLogo />
        </span>
        <svg
          className={styles.icon}
          width="56"
          height="56"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <path
            d="M14.7 6.3a4 4 0 0 0-5.4 5.1l-6 6a1.5 1.5 0 0 0 2.1 2.1l6-6a4 4 0 0 0 5.1-5.4l-2.3 2.3-2-.6-.6-2Z"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="status-title" className={styles.title}>
          {title || t('maintenance.title')}
        </h1>
        <p className={styles.info}>{info || t('maintenance.info')}</p>
        {endText && <p className={styles.meta}>{t('maintenance.until', { time: endText })}</p>}
        {action}
      </section>
    </main>
  );
}
