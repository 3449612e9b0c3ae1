import type { ReactNode } from 'react';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  title: string;
  message: string;
  /** The retry or back button(s). */
  actions: ReactNode;
  /** Full page (no header around it) or inside the main view. */
  fullPage?: boolean;
}

/** A failure explained in words, with a way forward. */
export function ErrorScreen({ title, message, actions, fullPage = false }: ErrorScreenProps) {
  return (
    <section
      className={fullPage ? `${styles.screen} ${styles.fullPage}` : styles.screen}
      role="alert"
    >
      <svg
        className={styles.icon}
        width="48"
        height="48"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <path
          d="M12 3 2 20h20L12 3Z"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
        <path
          d="M12 10v4.5M12 17v.5"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** The class of a screen's main action, for a router link. */
export const screenActionClass = styles.button;

export function ScreenButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {children}
    </button>
  );
}
