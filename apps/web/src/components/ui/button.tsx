import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

/** Marks the button that Enter presses inside a Modal (see components/modals/modal.tsx). */
export const DEFAULT_ACTION_ATTRIBUTE = 'data-default-action';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and blocks clicks while an action runs. */
  busy?: boolean;
  /** The button Enter presses when focus is elsewhere inside a modal. */
  isDefault?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  isDefault = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...(isDefault ? { [DEFAULT_ACTION_ATTRIBUTE]: '' } : {})}
      {...rest}
    >
      {busy && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </button>
  );
}
