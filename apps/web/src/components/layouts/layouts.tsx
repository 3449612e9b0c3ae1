import type { ReactNode } from 'react';
import { MainView } from './main-view';
import styles from './layouts.module.css';

interface FullLayoutProps {
  header: ReactNode;
  banner: ReactNode;
  sideBar?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** Header, banner, main view, right-side bar and footer: most screens. */
export function FullLayout({ header, banner, sideBar, footer, children }: FullLayoutProps) {
  return (
    <div className={styles.page}>
      {header}
      {banner}
      <MainView>{children}</MainView>
      {sideBar}
      {footer}
    </div>
  );
}

/** The full layout without the right-side bar (points mall). */
export function NoSideBarLayout(props: Omit<FullLayoutProps, 'sideBar'>) {
  return <FullLayout {...props} />;
}

/** Only the header above a main view that fills the rest of the viewport (game frames). */
export function HeaderOnlyLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.page} ${styles.viewport}`}>
      {header}
      <MainView fill>{children}</MainView>
    </div>
  );
}

/** No header, banner or footer (the help page for embedding). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <MainView>{children}</MainView>
    </div>
  );
}
