import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEnabledGameMenus } from '../../../api/get-game-menus';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import { categoryPaths, paths } from '../../../config/paths';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { CategoryEntry } from './category-entry';
import styles from './bottom-nav.module.css';

const HOME_PATHS: readonly string[] = [paths.home, ...paths.homeAliases];

function firstSegment(pathname: string): string {
  return `/${pathname.split('/')[1] ?? ''}`;
}

/** Home, one entry per game category (with its vendors), and Promotions. */
export function BottomNav() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const { menus } = useEnabledGameMenus();
  const promotionsOn = useModuleEnabled('PROMOTIONS');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const section = firstSegment(pathname);

  return (
    <nav className={styles.nav} aria-label={t('label')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link
            to={paths.home}
            className={styles.link}
            aria-current={HOME_PATHS.includes(pathname) ? 'page' : undefined}
          >
            {t('home')}
          </Link>
        </li>
        {menus.map((menu) => (
          <CategoryEntry
            key={menu.gameCategory}
            menu={menu}
            active={section === categoryPaths[menu.gameCategory]}
            asSheet={isPhone}
          />
        ))}
        {promotionsOn && (
          <li className={styles.item}>
            <Link
              to={paths.promotions}
              className={styles.link}
              aria-current={section === paths.promotions ? 'page' : undefined}
            >
              {t('promotions')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
