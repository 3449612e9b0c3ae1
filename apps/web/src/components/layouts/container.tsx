import type { ReactNode } from 'react';
import styles from './layouts.module.css';

/** Content width and page padding, for screens inside a full-bleed main view. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.contained}>{children}</div>;
}
