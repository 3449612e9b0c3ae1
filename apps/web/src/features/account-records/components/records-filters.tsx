import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTypes, type RecordType } from '@portal/shared/schemas/account-records';
import { dateInputValue, RANGE_PRESETS, type RangePreset } from '../date-range';
import styles from './account-records.module.css';

/** A preset range, or two chosen days ("yyyy-mm-dd", both included). */
export interface RangeChoice {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
}

interface RecordsFiltersProps {
  choice: RangeChoice;
  type: RecordType | '';
  onChoice: (choice: RangeChoice) => void;
  onType: (type: RecordType | '') => void;
}

/** The range (presets or two days) and the type of movement to show. */
export function RecordsFilters({ choice, type, onChoice, onType }: RecordsFiltersProps) {
  const { t } = useTranslation('records');
  const rangeId = useId();
  const typeId = useId();
  const fromId = useId();
  const toId = useId();
  const today = dateInputValue(new Date());

  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <span id={rangeId} className={styles.label}>
          {t('records.range.label')}
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
              {t(`records.range.${preset}`)}
            </button>
          ))}
        </div>
      </div>
      {choice.preset === 'custom' && (
        <div className={styles.days}>
          <div className={styles.filter}>
            <label htmlFor={fromId} className={styles.label}>
              {t('records.range.from')}
            </label>
            <input
              id={fromId}
              type="date"
              className={styles.input}
              value={choice.from}
              max={today}
              onChange={(event) => onChoice({ ...choice, from: event.target.value })}
            />
          </div>
          <div className={styles.filter}>
            <label htmlFor={toId} className={styles.label}>
              {t('records.range.to')}
            </label>
            <input
              id={toId}
              type="date"
              className={styles.input}
              value={choice.to}
              max={today}
              onChange={(event) => onChoice({ ...choice, to: event.target.value })}
            />
          </div>
        </div>
      )}
      <div className={styles.filter}>
        <label htmlFor={typeId} className={styles.label}>
          {t('records.type')}
        </label>
        <select
          id={typeId}
          className={styles.input}
          value={type}
          onChange={(event) => onType(event.target.value as RecordType | '')}
        >
          <option value="">{t('records.allTypes')}</option>
          {recordTypes.map((name) => (
            <option key={name} value={name}>
              {t(`types.${name}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
