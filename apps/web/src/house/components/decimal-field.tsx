import { useId, type ReactNode } from 'react';
import styles from './controls.module.css';

interface DecimalFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The sentence under the field once the player tried to play with a bad value. */
  problem: string | null;
  /** The sentence under the field otherwise (the limits). */
  hint: string;
  /** Buttons beside the input. */
  children?: ReactNode;
}

/** A labelled amount input of the instant games, with its hint or problem underneath. */
export function DecimalField({
  label,
  value,
  onChange,
  disabled,
  problem,
  hint,
  children,
}: DecimalFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.inputRow}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      <p id={`${id}-hint`} className={problem ? styles.problem : styles.hint}>
        {problem ?? hint}
      </p>
    </div>
  );
}
