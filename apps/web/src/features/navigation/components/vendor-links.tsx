import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Vendor } from '@portal/shared/schemas/system';
import { hrefs } from '../../../config/paths';
import styles from './vendor-links.module.css';

interface VendorLinksProps {
  category: GameCategory;
  vendors: readonly Vendor[];
  onNavigate?: () => void;
}

/** A category's vendors, each linking to its lobby. */
export function VendorLinks({ category, vendors, onNavigate }: VendorLinksProps) {
  const { t } = useTranslation('nav');
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link
            to={hrefs.vendorLobby(category, vendor.vassalage)}
            className={styles.vendor}
            onClick={onNavigate}
          >
            {vendor.icon ? (
              <img src={vendor.icon} alt="" width={28} height={28} loading="lazy" />
            ) : (
              <span className={styles.initial} aria-hidden="true">
                {vendor.title.charAt(0)}
              </span>
            )}
            <span className={styles.title}>{vendor.title}</span>
            {vendor.maintenance ? (
              <span className={styles.maintenance}>{t('maintenance')}</span>
            ) : (
              vendor.isHot && <span className={styles.hot}>{t('hot')}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
