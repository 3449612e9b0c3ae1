import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, minorOf, parseStake } from '../lib/money';
import { amountFieldText } from '../../lib/amount-input';
import { DecimalField } from './decimal-field';
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

/**
 * The typed stake of a game, starting at the minimum. `check` shows why it cannot be played (or
 * clears that) and gives the stake, or null; `field` goes to StakeField.
 */
export function useStake(min: number, max: number) {
  const { t } = useTranslation('house');
  const [text, setText] = useState(() => amountFieldText(minorOf(min)));
  const [problem, setProblem] = useState<string | null>(null);
  function check(): number | null {
    const found = stakeProblem(text, min, max);
    setProblem(found ? t(found.key, found.values) : null);
    return found ? null : parseStake(text);
  }
  return { text, check, field: { value: text, onChange: setText, min, max, problem } };
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
  // In minor units: halving rounds down to the cent, and the limits hold.
  const scale = (times: (minor: bigint) => bigint) => {
    const stake = minorOf(parseStake(value) ?? min);
    const [low, high] = [minorOf(min), minorOf(max)];
    const next = times(stake);
    onChange(amountFieldText(next < low ? low : next > high ? high : next));
  };
  return (
    <DecimalField
      label={t('stake.label', { currency })}
      value={value}
      onChange={onChange}
      disabled={disabled}
      problem={problem}
      hint={t('stake.limits', { min: formatAmount(min), max: formatAmount(max) })}
    >
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
    </DecimalField>
  );
}
