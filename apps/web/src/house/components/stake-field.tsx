import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import { formatAmount, minorOf, parseStake } from '../lib/money';
import styles from './controls.module.css';

/** Why a typed stake cannot be played, or null when it can. */
export function stakeProblem(
  text: string,
  min: number,
  max: number,
): { key: string; values?: Record<string, string> } | null {
  const stake = parseStake(text);
  if (stake === null) return { key: 'stake.invalid' };
  if (minorOf(stake) < minorOf(min))
    return { key: 'stake.belowMin', values: { min: formatAmount(min) } };
  if (minorOf(stake) > minorOf(max))
    return { key: 'stake.aboveMax', values: { max: formatAmount(max) } };
  return null;
}

interface StakeFieldProps {
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** The sentence under the field once the player tried to play with a bad stake. */
  problem: string | null;
  disabled: boolean;
  currency: string;
}

/** The stake input of the instant games, with its limits and quick halving and doubling. */
export function StakeField({
  value,
  onChange,
  min,
  max,
  problem,
  disabled,
  currency,
}: StakeFieldProps) {
  const { t } = useTranslation('house');
  const id = useId();
  // In minor units: halving rounds down to the cent, and the limits hold.
  const scale = (times: (minor: bigint) => bigint) => {
    const stake = minorOf(parseStake(value) ?? min);
    const [low, high] = [minorOf(min), minorOf(max)];
    const next = times(stake);
    onChange(fromMinor(next < low ? low : next > high ? high : next));
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('stake.label', { currency })}</label>
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
        <button
          type="button"
          className={styles.step}
          disabled={disabled}
          aria-label={t('stake.half')}
          onClick={() => scale((minor) => minor / 2n)}
        >
          ½
        </button>
        <button
          type="button"
          className={styles.step}
          disabled={disabled}
          aria-label={t('stake.double')}
          onClick={() => scale((minor) => minor * 2n)}
        >
          2×
        </button>
      </div>
      <p id={`${id}-hint`} className={problem ? styles.problem : styles.hint}>
        {problem ?? t('stake.limits', { min: formatAmount(min), max: formatAmount(max) })}
      </p>
    </div>
  );
}
