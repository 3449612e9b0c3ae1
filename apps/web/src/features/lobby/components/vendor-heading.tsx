import { useTranslation } from 'react-i18next';
import type { Vendor } from '@portal/shared/schemas/system';
import styles from './game-lobby.module.css';

/** The chosen vendor: its icon for this category, its name and how many games it offers. */
export function VendorHeading({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.vendorHeading}>
      {vendor.icon ? (
        <img src={vendor.icon} alt="" width={44} height={44} className={styles.vendorIcon} />
      ) : (
        <span className={styles.vendorInitial} aria-hidden="true">
          {vendor.title.charAt(0)}
        </span>
      )}
      <div>
        <h2 className={styles.vendorTitle}>{vendor.title}</h2>
        <p className={styles.vendorMeta}>{t('lobby.gameCount', { count: vendor.cards })}</p>
      </div>
    </div>
  );
}
