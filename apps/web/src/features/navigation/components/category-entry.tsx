import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VENDORS_PER_NAV_CATEGORY } from '@portal/shared/constants/limits';
import type { GameMenu } from '@portal/shared/schemas/system';
import { categoryPaths } from '../../../config/paths';
import { lazyComponent } from '../../../lib/lazy-component';
import { VendorLinks } from './vendor-links';
import styles from './bottom-nav.module.css';

// Phones only, and only once a category is tapped.
const VendorSheet = lazyComponent(() => import('./vendor-sheet').then((m) => m.VendorSheet));

interface CategoryEntryProps {
  menu: GameMenu;
  active: boolean;
  /** Phones: a tap opens a sheet of vendors instead of a hover flyout. */
  asSheet: boolean;
}

export function CategoryEntry({ menu, active, asSheet }: CategoryEntryProps) {
  const { t } = useTranslation('nav');
  const [sheetOpen, setSheetOpen] = useState(false);
  // The flyout (a link and an icon per vendor) is drawn when first pointed at or focused, not
  // with the page: the first load fetches no vendor icon it does not show.
  const [flyoutWanted, setFlyoutWanted] = useState(false);
  const wantFlyout = () => setFlyoutWanted(true);
  const vendors = menu.vendors.slice(0, VENDORS_PER_NAV_CATEGORY);
  const label = t(`category.${menu.gameCategory}`);
  const current = active ? 'page' : undefined;

  if (asSheet && vendors.length > 0) {
    return (
      <li className={styles.item}>
        <button
          type="button"
          className={styles.link}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          aria-current={current}
          onClick={() => setSheetOpen(true)}
        >
          {label}
        </button>
        {sheetOpen && (
          <Suspense fallback={null}>
            <VendorSheet
              title={label}
              allHref={categoryPaths[menu.gameCategory]}
              category={menu.gameCategory}
              vendors={vendors}
              onClose={() => setSheetOpen(false)}
            />
          </Suspense>
        )}
      </li>
    );
  }

  return (
    <li
      className={`${styles.item} ${styles.hasFlyout}`}
      onPointerEnter={wantFlyout}
      onFocus={wantFlyout}
    >
      <Link to={categoryPaths[menu.gameCategory]} className={styles.link} aria-current={current}>
        {label}
      </Link>
      {flyoutWanted && vendors.length > 0 && (
        <div className={styles.flyout}>
          <VendorLinks category={menu.gameCategory} vendors={vendors} />
        </div>
      )}
    </li>
  );
}
