import type { ReactNode } from 'react';
import styles from './stack.module.css';

/** Sections of a screen, one under the other with even spacing. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
