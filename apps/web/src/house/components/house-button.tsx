import type { ButtonHTMLAttributes } from 'react';
import styles from './house-button.module.css';

interface HouseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  size?: 'md' | 'lg';
  /** Shows a spinner and blocks presses while the call runs. */
  busy?: boolean;
}

/**
 * The game pages' button, styled like the portal's from the same theme tokens; its own so that
 * a game page never loads the portal's layout code.
 */
export function HouseButton({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: HouseButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], styles[size], className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </button>
  );
}
