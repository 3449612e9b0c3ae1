import styles from './games.module.css';

/**
 * An on/off flag in a table row. Roles that may change it get a switch; others read the flag.
 */
export function FlagSwitch({
  label,
  text,
  checked,
  tone = 'default',
  editable,
  busy = false,
  showText = true,
  onChange,
}: {
  /** The switch's accessible name: which flag of which game. */
  label: string;
  /** The flag's short name shown beside the switch. */
  text: string;
  checked: boolean;
  tone?: 'default' | 'warning' | 'danger';
  editable: boolean;
  busy?: boolean;
  /** Off where the column's header already names the flag (the switch keeps its name). */
  showText?: boolean;
  onChange: (next: boolean) => void;
}) {
  if (!editable) {
    return checked ? (
      <span className={styles.flagRead} data-tone={tone}>
        {text}
      </span>
    ) : (
      <span className={styles.flagOff} aria-label={label}>
        —
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      className={styles.switch}
      data-tone={tone}
      onClick={(event) => {
        event.stopPropagation();
        onChange(!checked);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {showText ? <span className={styles.switchText}>{text}</span> : null}
    </button>
  );
}
