import { useTranslation } from 'react-i18next';
import type { Resource } from '@portal/shared/schemas/system';
import { absoluteUrl } from '../../../components/ui/absolute-url';
import { appDownloadHref } from '../../../components/ui/app-link';
import { AndroidIcon, AppleIcon } from '../../../components/ui/brand-icons';
import { DownloadIcon } from '../../../components/ui/icons';
import { QrCode } from '../../../components/ui/qr-code';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import styles from './app-download.module.css';

const STEP_COUNT = 4;

/**
 * One app: its QR code and download button, or, while the operator has no link for it, a
 * disabled button saying it is not offered yet. On a phone the first step taps the button
 * instead of scanning a code the phone itself shows.
 */
export function DownloadCard({ resource }: { resource: Resource }) {
  const { t } = useTranslation('download');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const type = resource.resourceType;
  const title = t(`${type}.title`);
  const label = resource.labelName || resource.labelNameEn;
  const href = appDownloadHref(resource.url);
  const qrTarget = href ? appDownloadHref(resource.qrCodeUrl) || href : undefined;
  const Icon = type === 'ANDROID' ? AndroidIcon : AppleIcon;
  const headingId = `download-${type}`;
  const noteId = `download-${type}-note`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={styles.platformIcon} data-platform={type}>
          <Icon size={28} />
        </span>
        <div>
          <h2 id={headingId} className={styles.cardTitle}>
            {title}
          </h2>
          {label && label !== title && <p className={styles.label}>{label}</p>}
        </div>
      </div>
      <p className={styles.requirement}>{t(`${type}.requirement`)}</p>
      {qrTarget ? (
        <div className={styles.qr}>
          <QrCode
            value={absoluteUrl(qrTarget)}
            label={t('qrLabel', { app: title })}
            size={160}
            logoSrc="/favicon.svg"
          />
          <p className={styles.qrHint}>{t('scanHint')}</p>
        </div>
      ) : (
        <p id={noteId} className={styles.notOffered}>
          {t('notOffered', { app: title })}
        </p>
      )}
      {href ? (
        <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
          <DownloadIcon size={20} />
          {t(`${type}.action`)}
        </a>
      ) : (
        <button type="button" className={styles.action} disabled aria-describedby={noteId}>
          {t('notOfferedAction')}
        </button>
      )}
      <div className={styles.steps}>
        <h3 className={styles.stepsTitle}>{t('stepsTitle')}</h3>
        <ol className={styles.stepList}>
          {Array.from({ length: STEP_COUNT }, (_, i) => (
            <li key={i}>{t(i === 0 && isPhone ? `${type}.step1Phone` : `${type}.step${i + 1}`)}</li>
          ))}
        </ol>
      </div>
    </li>
  );
}
