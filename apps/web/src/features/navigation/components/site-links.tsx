import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { siteLinks } from '../../../config/site-links';
import styles from './site-links.module.css';

/**
 * Points mall, announcements, becoming an agent and the app: the phone menu lists them beside
 * the language and theme, since the category bar has no room for them there.
 */
export function SiteLinks() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const tree = useWhitelabel().data?.whitelabel ?? [];
  const links = siteLinks.filter((link) => !link.module || isModuleEnabled(tree, link.module));
  if (links.length === 0) return null;
  return (
    <nav className={styles.siteLinks} aria-label={t('siteLinks.label')}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className={styles.link}
              aria-current={pathname === link.to ? 'page' : undefined}
            >
              {t(`siteLinks.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
