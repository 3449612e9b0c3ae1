import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form.module.css';

export interface FieldProps {
  label: ReactNode;
  /** The field's message from the form's validation (react-hook-form's fieldState.error). */
  error?: string | undefined;
  hint?: ReactNode;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled form control with its hint and its validation message, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function TextInput({ className, ...props }, ref) {
    return (
      <input
        ref={ref}
        className={[styles.control, className].filter(Boolean).join(' ')}
        {...props}
      />
    );
  },
);

export const SelectInput = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectInput({ className, ...props }, ref) {
    return (
      <select
        ref={ref}
        className={[styles.control, className].filter(Boolean).join(' ')}
        {...props}
      />
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ className, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      className={[styles.control, className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

/** Form fields side by side, wrapping on narrow screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** A filter-bar field the caller reads when its form is sent (a search with a Find button). */
export function FilterInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.filter}>
      {label}
      <input className={styles.control} {...input} />
    </label>
  );
}

/**
 * A list's text filter: typing waits 300 ms before changing the URL (and the call), Enter
 * applies at once.
 */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
  type = 'search',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text' | 'number' | 'date';
}) {
  const [text, setText] = useState(value);
  // The latest callback: a timer set before Enter or another filter changed the URL must not
  // write the URL it was created with.
  const latest = useRef(onChange);
  latest.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value || type === 'date') return;
    timer.current = setTimeout(() => latest.current(text.trim()), 300);
    return () => clearTimeout(timer.current);
    // The timer follows the text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <label className={styles.filter}>
      {label}
      <input
        className={styles.control}
        type={type}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (type === 'date') onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          onChange(text.trim());
        }}
      />
    </label>
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  /** The first option, meaning no filter. */
  allLabel?: string;
}) {
  return (
    <label className={styles.filter}>
      {label}
      <select
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
