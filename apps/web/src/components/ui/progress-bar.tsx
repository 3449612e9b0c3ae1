import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  /** The accessible name, e.g. "Turnover of B000123". */
  label: string;
  /** What the value means in words, e.g. "RM 120.00 of RM 1,600.00". */
  valueText?: string;
  /** A finished bar is drawn in the success colour. */
  done?: boolean;
  className?: string;
}

/** A determinate progress bar (role=progressbar with its values). */
export function ProgressBar({
  value,
  label,
  valueText,
  done = false,
  className,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.floor(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={[styles.track, className].filter(Boolean).join(' ')}
      data-done={done || undefined}
    >
      <span className={styles.fill} style={{ width: `${clamped}%` }} />
    </div>
  );
}
