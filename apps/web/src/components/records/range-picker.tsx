import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS } from './date-range';
import type { RangeChoice } from './use-range-choice';
import styles from './records.module.css';

interface PresetDaysPickerProps<P extends string> {
  /** The quick choices, "custom" among them for two chosen days. */
  presets: readonly P[];
  selected: P;
  onSelect: (preset: P) => void;
  /** The chosen days ("yyyy-mm-dd"), shown for "custom". */
  from: string;
  to: string;
  onDay: (end: 'from' | 'to', day: string) => void;
  /** The last day that can be chosen ("yyyy-mm-dd"). */
  today: string;
  /** Where the page keeps its range texts (label, presets, from, to). */
  ns: string;
  keyPrefix: string;
}

/** Quick choices of days and, for "custom", the first and last day. */
export function PresetDaysPicker<P extends string>({
  presets,
  selected,
  onSelect,
  from,
  to,
  onDay,
  today,
  ns,
  keyPrefix,
}: PresetDaysPickerProps<P>) {
  const { t } = useTranslation(ns, { keyPrefix });
  const rangeId = useId();
  const fromId = useId();
  const toId = useId();
  const days = { from, to };
  return (
    <>
      <div className={styles.filter}>
        <span id={rangeId} className={styles.label}>
          {t('label')}
        </span>
        <div className={styles.presets} role="group" aria-labelledby={rangeId}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={selected === preset}
              onClick={() => onSelect(preset)}
            >
              {t(preset)}
            </button>
          ))}
        </div>
      </div>
      {selected === 'custom' && (
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
                value={days[end]}
                max={today}
                onChange={(event) => onDay(end, event.target.value)}
              />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

interface RangePickerProps {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  /** The last day that can be chosen ("yyyy-mm-dd"). */
  today: string;
  /** Where the page keeps its range texts (label, presets, from, to). */
  ns: string;
  keyPrefix: string;
}

const RANGE_CHOICES = [...RANGE_PRESETS, 'custom' as const];

/** The quick ranges and, for "custom", the first and last day. */
export function RangePicker({ choice, onChoice, today, ns, keyPrefix }: RangePickerProps) {
  return (
    <PresetDaysPicker
      presets={RANGE_CHOICES}
      selected={choice.preset}
      onSelect={(preset) => onChoice({ ...choice, preset })}
      from={choice.from}
      to={choice.to}
      onDay={(end, day) => onChoice({ ...choice, [end]: day })}
      today={today}
      ns={ns}
      keyPrefix={keyPrefix}
    />
  );
}
