import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@portal/shared/schemas/system';
import { AndroidIcon, AppleIcon } from '../../../components/ui/brand-icons';
import { absoluteUrl } from '../../../components/ui/absolute-url';
import { safeHref } from '../../../components/ui/safe-href';
import styles from './right-bar.module.css';
import qrStyles from './app-qr-item.module.css';

// The QR drawing code loads only when someone opens a code.
const QrCode = lazy(() =>
  import('../../../components/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

/**
 * One app resource. On a desktop it shows its QR code beside the bar on hover or click;
 * on a phone (where scanning one's own screen is impossible) it is a plain download link.
 */
export function AppQrItem({ resource }: { resource: Resource }) {
  const { t } = useTranslation('rightbar');
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const name = t(`apps.${resource.resourceType}`);
  const href = safeHref(resource.url);
  const Icon = resource.resourceType === 'ANDROID' ? AndroidIcon : AppleIcon;
  const content = (
    <>
      <span className={styles.iconWrap}>
        <Icon size={22} />
      </span>
      <span className={styles.label}>{name}</span>
    </>
  );

  return (
    <li
      className={qrStyles.appItem}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className={`${styles.entry} ${styles.desktopOnly}`}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((value) => !value)}
      >
        {content}
      </button>
      {href && (
        <a
          className={`${styles.entry} ${styles.phoneOnly}`}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {content}
        </a>
      )}
      <div id={popoverId} className={qrStyles.qrPopover} hidden={!open}>
        {open && (
          <Suspense fallback={<div className={qrStyles.qrPlaceholder} />}>
            <QrCode
              value={absoluteUrl(resource.qrCodeUrl || resource.url)}
              label={t('qrLabel', { app: name })}
              logoSrc="/favicon.svg"
            />
          </Suspense>
        )}
        <p className={qrStyles.qrCaption}>{t('qrCaption', { app: name })}</p>
      </div>
    </li>
  );
}
