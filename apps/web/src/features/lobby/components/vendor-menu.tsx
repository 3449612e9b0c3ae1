import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_ARROWS_ABOVE } from '@portal/shared/constants/limits';
import type { Vendor } from '@portal/shared/schemas/system';
import { ChevronIcon } from '../../../components/ui/icons';
import styles from './vendor-menu.module.css';

interface VendorMenuProps {
  vendors: readonly Vendor[];
  selected: string;
  onSelect: (vassalage: string) => void;
}

/** The lobby's vendors as tabs; arrows scroll the strip when there are more than 8. */
export function VendorMenu({ vendors, selected, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('pages');
  const stripRef = useRef<HTMLDivElement>(null);
  const withArrows = vendors.length > VENDOR_ARROWS_ABOVE;

  const scroll = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (strip) strip.scrollBy({ left: direction * strip.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div className={styles.menu}>
      {withArrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(-1)}
          aria-label={t('lobby.previousVendors')}
        >
          <ChevronIcon direction="left" />
        </button>
      )}
      <div ref={stripRef} className={styles.strip} role="group" aria-label={t('lobby.vendors')}>
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            aria-pressed={vendor.vassalage === selected}
            className={styles.vendor}
            onClick={() => onSelect(vendor.vassalage)}
          >
            {vendor.icon ? (
              <img src={vendor.icon} alt="" width={36} height={36} loading="lazy" />
            ) : (
              <span className={styles.initial} aria-hidden="true">
                {vendor.title.charAt(0)}
              </span>
            )}
            <span className={styles.name}>{vendor.title}</span>
            {vendor.maintenance && <span className={styles.badge}>{t('lobby.maintenance')}</span>}
            {!vendor.maintenance && vendor.isHot && (
              <span className={`${styles.badge} ${styles.hot}`}>{t('lobby.hot')}</span>
            )}
          </button>
        ))}
      </div>
      {withArrows && (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => scroll(1)}
          aria-label={t('lobby.nextVendors')}
        >
          <ChevronIcon direction="right" />
        </button>
      )}
    </div>
  );
}
