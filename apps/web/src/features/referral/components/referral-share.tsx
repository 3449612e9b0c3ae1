import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import styles from './referral.module.css';

// The QR drawing code (the right bar's QR component) loads only with this page's share card.
const QrCode = lazy(() =>
  import('../../../components/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

const QR_SIZE = 140;

/** The member's code and link, each with a copy button, and the link as a QR code to scan. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('referral');
  const headingId = useId();
  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t('share.heading')}
      </h4>
      <div className={styles.shareBody}>
        <dl className={styles.shareList}>
          <div className={styles.shareRow}>
            <dt>{t('share.code')}</dt>
            <dd>
              <span className={styles.code} data-testid="referral-code">
                {code}
              </span>
              <CopyButton text={code} label={t('share.copyCode')} />
            </dd>
          </div>
          <div className={styles.shareRow}>
            <dt>{t('share.link')}</dt>
            <dd>
              <span className={styles.link} data-testid="referral-link">
                {link}
              </span>
              <CopyButton text={link} label={t('share.copyLink')} />
            </dd>
          </div>
        </dl>
        <figure className={styles.qr}>
          <Suspense fallback={<div className={styles.qrPlaceholder} />}>
            <QrCode value={link} label={t('share.qrLabel')} size={QR_SIZE} logoSrc="/favicon.svg" />
          </Suspense>
          <figcaption className={styles.qrCaption}>{t('share.qrCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
