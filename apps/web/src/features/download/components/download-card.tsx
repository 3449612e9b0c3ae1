import { useTranslation } from 'react-i18next';
import type { Resource } from '@portal/shared/schemas/system';
import { absoluteUrl } from '../../../components/ui/absolute-url';
import { AndroidIcon, AppleIcon } from '../../../components/ui/brand-icons';
import { DownloadIcon } from '../../../components/ui/icons';
import { QrCode } from '../../../components/ui/qr-code';
import { safeHref } from '../../../components/ui/safe-href';
import styles from './app-download.module.css';

const STEP_COUNT = 4;

export function DownloadCard({ resource }: { resource: Resource }) {
  const { t } = useTranslation('download');
  const type = resource.resourceType;
  const title = t(`${type}.title`);
  const label = resource.labelName || resource.labelNameEn;
  const href = safeHref(resource.url);
  const Icon = type === 'ANDROID' ? AndroidIcon : AppleIcon;
  const headingId = `download-${type}`;
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
      <div className={styles.qr}>
        <QrCode
          value={absoluteUrl(resource.qrCodeUrl || resource.url)}
          label={t('qrLabel', { app: title })}
          size={160}
          logoSrc="/favicon.svg"
        />
        <p className={styles.qrHint}>{t('scanHint')}</p>
      </div>
      {href && (
        <a className={styles.action} href={href} target="_blank" rel="noopener noreferrer">
          <DownloadIcon size={20} />
          {t(`${type}.action`)}
        </a>
      )}
      <div className={styles.steps}>
        <h3 className={styles.stepsTitle}>{t('stepsTitle')}</h3>
        <ol className={styles.stepList}>
          {Array.from({ length: STEP_COUNT }, (_, i) => (
            <li key={i}>{t(`${type}.step${i + 1}`)}</li>
          ))}
        </ol>
      </div>
    </li>
  );
}
