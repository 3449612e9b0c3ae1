import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VENDORS_PER_NAV_CATEGORY } from '@portal/shared/constants/limits';
import type { GameMenu } from '@portal/shared/schemas/system';
import { categoryPaths } from '../../../config/paths';
import { VendorLinks } from './vendor-links';
import { VendorSheet } from './vendor-sheet';
import styles from './bottom-nav.module.css';

interface CategoryEntryProps {
  menu: GameMenu;
  active: boolean;
  /** Phones: a tap opens a sheet of vendors instead of a hover flyout. */
  asSheet: boolean;
}

export function CategoryEntry({ menu, active, asSheet }: CategoryEntryProps) {
  const { t } = useTranslation('nav');
  const [sheetOpen, setSheetOpen] = useState(false);
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
          <VendorSheet
            title={label}
            allHref={categoryPaths[menu.gameCategory]}
            category={menu.gameCategory}
            vendors={vendors}
            onClose={() => setSheetOpen(false)}
          />
        )}
      </li>
    );
  }

  return (
    <li className={`${styles.item} ${styles.hasFlyout}`}>
      <Link to={categoryPaths[menu.gameCategory]} className={styles.link} aria-current={current}>
        {label}
      </Link>
      {vendors.length > 0 && (
        <div className={styles.flyout}>
          <VendorLinks category={menu.gameCategory} vendors={vendors} />
        </div>
      )}
    </li>
  );
}
