import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_ARROWS_ABOVE, VENDOR_CAROUSEL_SLIDES } from '@portal/shared/constants/limits';
import type { Vendor } from '@portal/shared/schemas/system';
import { ChevronIcon } from '../../../components/ui/icons';
import styles from './vendor-menu.module.css';

interface VendorMenuProps {
  vendors: readonly Vendor[];
  selected: string;
  onSelect: (vassalage: string) => void;
}

/** The space between two slides (px), as in the stylesheet: a view is its width plus one gap. */
const SLIDE_GAP = 8;

/** Keys that move between vendors: the next, the previous, the first and the last. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The lobby's vendors as a carousel (spec section 9: 10 slides a view on a wide screen): arrows
 * turn a whole view when there are more than 8 vendors, the arrow keys, Home and End move
 * between vendors (the strip follows focus), and a finger swipes the strip, which snaps to a
 * slide.
 */
export function VendorMenu({ vendors, selected, onSelect }: VendorMenuProps) {
  const { t } = useTranslation('pages');
  const stripRef = useRef<HTMLDivElement>(null);
  const withArrows = vendors.length > VENDOR_ARROWS_ABOVE;

  const scroll = (direction: 1 | -1) => {
    const strip = stripRef.current;
    if (strip) {
      strip.scrollBy({ left: direction * (strip.clientWidth + SLIDE_GAP), behavior: 'smooth' });
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const buttons = Array.from(stripRef.current?.querySelectorAll('button') ?? []);
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  return (
    <div
      className={styles.menu}
      role="region"
      aria-roledescription={t('lobby.carousel')}
      aria-label={t('lobby.vendors')}
      style={{ '--slides': VENDOR_CAROUSEL_SLIDES } as CSSProperties}
    >
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
      <div
        ref={stripRef}
        className={styles.strip}
        role="group"
        aria-label={t('lobby.vendors')}
        onKeyDown={handleKeyDown}
      >
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
