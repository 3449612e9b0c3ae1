import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { BrandLogo } from './brand-logo';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  /** The notice marquee, across the top bar. */
  marquee: ReactNode;
  /** Language picker and theme switch: inline on desktop, behind the menu button on phones. */
  tools: ReactNode;
  /** Login and Register buttons, or the member's panel. */
  account: ReactNode;
  nav: ReactNode;
  /** Links to pages outside the category bar: drawn in the phone menu once it is opened. */
  menuLinks?: ReactNode;
}

/** The header frame: top bar, brand bar and the bottom nav. */
export function SiteHeader({ marquee, tools, account, nav, menuLinks }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const toolsId = useId();
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <div className={styles.marquee}>{marquee}</div>
          <div id={toolsId} className={styles.tools} data-open={menuOpen}>
            {tools}
            {menuOpen && menuLinks && <div className={styles.menuLinks}>{menuLinks}</div>}
          </div>
        </div>
      </div>
      <div className={styles.brandBar}>
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={toolsId}
            aria-label={t('menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" />
          </button>
          <Link to={paths.home} className={styles.brand}>
            <BrandLogo />
          </Link>
          <div className={styles.account}>{account}</div>
        </div>
      </div>
      {nav}
    </header>
  );
}
