import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
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
  addon,
  leading,
  ...input
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        {leading}
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
