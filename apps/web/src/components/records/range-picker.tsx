import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS } from './date-range';
import type { RangeChoice } from './use-range-choice';
import styles from './records.module.css';

interface RangePickerProps {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  /** The last day that can be chosen ("yyyy-mm-dd"). */
  today: string;
  /** Where the page keeps its range texts (label, presets, from, to). */
  ns: string;
  keyPrefix: string;
}

/** The quick ranges and, for "custom", the first and last day. */
export function RangePicker({ choice, onChoice, today, ns, keyPrefix }: RangePickerProps) {
  const { t } = useTranslation(ns, { keyPrefix });
  const rangeId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div className={styles.filter}>
        <span id={rangeId} className={styles.label}>
          {t('label')}
        </span>
        <div className={styles.presets} role="group" aria-labelledby={rangeId}>
          {[...RANGE_PRESETS, 'custom' as const].map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={choice.preset === preset}
              onClick={() => onChoice({ ...choice, preset })}
            >
              {t(preset)}
            </button>
          ))}
        </div>
      </div>
      {choice.preset === 'custom' && (
        <div className={styles.days}>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className={styles.filter}>
              <label htmlFor={end === 'from' ? fromId : toId} className={styles.label}>
                {t(end)}
              </label>
              <input
                id={end === 'from' ? fromId : toId}
                type="date"
                className={styles.input}
                value={choice[end]}
                max={today}
                onChange={(event) => onChoice({ ...choice, [end]: event.target.value })}
              />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
