import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/layouts/header/brand-logo';
import styles from './status-page.module.css';

interface RegionBlockedPageProps {
  title: string;
  /** The visitor's IP address as the server sees it. */
  ip: string;
  info: string;
  action: ReactNode;
}

/** Shown instead of the site when the visitor's region or IP is not served (system status 2). */
export function RegionBlockedPage({ title, ip, info, action }: RegionBlockedPageProps) {
  const { t } = useTranslation('status');
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
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="1.6" />
          <path d="M5.6 5.6l12.8 12.8" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <h1 id="status-title" className={styles.title}>
          {title || t('blocked.title')}
        </h1>
        <p className={styles.info}>{info || t('blocked.info')}</p>
        <p className={styles.meta}>{t('blocked.ip', { ip })}</p>
        {action}
      </section>
    </main>
  );
}
