import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WhitelabelNode } from '@portal/shared/schemas/system';
import { isModuleEnabled } from '../../../api/get-whitelabel';
import { siteLinks } from '../../../config/site-links';
import styles from './site-footer.module.css';

/** Announcements, becoming an agent, the points mall and the app, where their page is on. */
export function FooterSiteLinks({ tree }: { tree: readonly WhitelabelNode[] }) {
  const { t } = useTranslation('footer');
  const links = siteLinks.filter((link) => !link.module || isModuleEnabled(tree, link.module));
  return (
    <nav className={styles.column} aria-labelledby="footer-site">
      <h2 id="footer-site" className={styles.heading}>
        {t('site.title')}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className={styles.link} to={link.to}>
              {t(`site.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
