import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VENDORS_PER_NAV_CATEGORY } from '@portal/shared/constants/limits';
import { useEnabledGameMenus } from '../../../api/get-game-menus';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { categoryPaths, hrefs } from '../../../config/paths';
import styles from './category-tiles.module.css';

/** The home page's game categories, each with its vendors. */
export function CategoryTiles() {
  const { t } = useTranslation(['pages', 'nav']);
  const { menus, isPending, error } = useEnabledGameMenus();

  if (isPending) {
    return (
      <div className={styles.tiles} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={180} radius={12} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorState title={t('pages:home.categoriesError')} error={error} compact />;
  if (menus.length === 0) return <EmptyState title={t('pages:home.noCategories')} compact />;

  return (
    <ul className={styles.tiles} role="list">
      {menus.map((menu) => (
        <li key={menu.gameCategory} className={styles.tile} data-category={menu.gameCategory}>
          <Link to={categoryPaths[menu.gameCategory]} className={styles.head}>
            <span className={styles.name}>{t(`nav:category.${menu.gameCategory}`)}</span>
            <span className={styles.count}>
              {t('pages:home.vendorCount', { count: menu.vendors.length })}
            </span>
          </Link>
          <ul className={styles.vendors} role="list">
            {menu.vendors.slice(0, VENDORS_PER_NAV_CATEGORY).map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={hrefs.vendorLobby(menu.gameCategory, vendor.vassalage)}
                  className={styles.vendor}
                >
                  {vendor.title}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
