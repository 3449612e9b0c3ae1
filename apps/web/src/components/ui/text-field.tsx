import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** What the field accepts, shown under it (registration rules). */
  hint?: string | undefined;
  /** What the field is for, shown under its label whatever is typed. */
  help?: string | undefined;
  /** Controls beside the input (show/hide, send code). */
  addon?: ReactNode;
  /** Controls before the input (dialing code). */
  leading?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  help,
  addon,
  leading,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const helpId = `${id}-help`;
  const describedBy = [help && helpId, error && errorId, hint && !error && hintId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      <div className={styles.control}>
        {leading}
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
