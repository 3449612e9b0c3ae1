import styles from './rolling-number.module.css';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Shows `text` with every digit on a rolling strip, like an odometer; other characters
 * (separators, currency) stay still. Columns are keyed from the right so a growing number
 * adds a column on the left instead of re-rolling them all. Assistive technology reads the
 * plain text.
 */
export function RollingNumber({ text, className }: { text: string; className?: string }) {
  const chars = [...text];
  return (
    <span className={[styles.number, className].filter(Boolean).join(' ')}>
      <span className={styles.visuallyHidden}>{text}</span>
      <span className={styles.columns} aria-hidden="true">
        {chars.map((char, i) => {
          const key = chars.length - i;
          const digit = DIGITS.indexOf(char);
          if (digit === -1) {
            return (
              <span key={key} className={styles.static}>
                {char}
              </span>
            );
          }
          return (
            <span key={key} className={styles.column}>
              <span className={styles.strip} style={{ transform: `translateY(${-digit * 10}%)` }}>
                {DIGITS.map((d) => (
                  <span key={d} className={styles.digit}>
                    {d}
                  </span>
                ))}
              </span>
            </span>
          );
        })}
      </span>
    </span>
  );
}
