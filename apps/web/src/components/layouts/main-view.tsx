import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pathClassName } from '../../lib/path-class';
import styles from './layouts.module.css';

/** The main view; it carries a class named after the current path (spec section 2). */
export function MainView({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  const { pathname } = useLocation();
  const classes = [styles.main, fill ? styles.fill : styles.contained, pathClassName(pathname)];
  return (
    <main id="main-content" tabIndex={-1} className={classes.join(' ')}>
      {children}
    </main>
  );
}
