import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan, useStaff } from '../../auth/staff-context';
import { Button } from '../../components/ui/button';
import { Badge, Loading } from '../../components/ui/primitives';
import { changeLanguage, consoleLanguages, type ConsoleLanguage } from '../../lib/i18n';
import { useTheme } from '../../lib/theme';
import { navSections, type ConsoleFeature } from '../feature';
import { currentEntry } from './current-entry';
import styles from './shell.module.css';

/** The frame of every signed-in screen: the sidebar of sections, the top bar, the page. */
export function Shell({ features }: { features: ConsoleFeature[] }) {
  const { t, i18n } = useTranslation();
  const { staff, signOut } = useStaff();
  const can = useCan();
  const [theme, setTheme] = useTheme();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // A tap on a menu entry on a tablet closes the drawer.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const entries = features
    .flatMap((feature) => feature.nav)
    .filter((entry) => can(entry.permission))
    .sort((a, b) => a.order - b.order);
  const current = currentEntry(entries, location.pathname);

  return (
    <div className={styles.shell} data-menu-open={menuOpen || undefined}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <aside className={styles.sidebar} id="console-menu">
        <div className={styles.brand}>
          <img src="/console/favicon.svg" alt="" width={26} height={26} />
          <span>{t('appName')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          {navSections.map((section) => {
            const items = entries.filter((entry) => entry.section === section);
            if (items.length === 0) return null;
            return (
              <div key={section} className={styles.section}>
                <h2 className={styles.sectionTitle}>{t(`nav.section.${section}`)}</h2>
                <ul>
                  {items.map((entry) => (
                    <li key={entry.to}>
                      <Link
                        to={entry.to}
                        className={styles.link}
                        aria-current={entry === current ? 'page' : undefined}
                      >
                        {t(entry.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </aside>
      <button
        type="button"
        className={styles.scrim}
        aria-label={t('nav.close')}
        tabIndex={-1}
        onClick={() => setMenuOpen(false)}
      />
      <div className={styles.main}>
        <header className={styles.topbar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="console-menu"
            aria-label={menuOpen ? t('nav.close') : t('nav.open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <div className={styles.spacer} />
          <label className={styles.compact}>
            <span className="visually-hidden">{t('account.language')}</span>
            <select
              value={i18n.language}
              onChange={(event) => void changeLanguage(event.target.value as ConsoleLanguage)}
            >
              {consoleLanguages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.label}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={`${t('account.theme')}: ${theme === 'dark' ? t('account.dark') : t('account.light')}`}
          >
            {theme === 'dark' ? '☾' : '☀'}
          </Button>
          {staff ? (
            <div className={styles.who}>
              <NavLink to="/account" className={styles.whoName}>
                {staff.displayName}
              </NavLink>
              <Badge tone="info">{t(`role.${staff.role}`)}</Badge>
            </div>
          ) : null}
          <Button size="sm" onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
        </header>
        <main id="main" className={styles.content} tabIndex={-1}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
