import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTypes, type RecordType } from '@portal/shared/schemas/account-records';
import { RangePicker } from '../../../components/records/range-picker';
import type { RangeChoice } from '../../../components/records/use-range-choice';
import styles from '../../../components/records/records.module.css';

interface RecordsFiltersProps {
  choice: RangeChoice;
  /** The last day that can be chosen ("yyyy-mm-dd"). */
  today: string;
  type: RecordType | '';
  onChoice: (choice: RangeChoice) => void;
  onType: (type: RecordType | '') => void;
}

/** The range (presets or two days) and the type of movement to show. */
export function RecordsFilters({ choice, today, type, onChoice, onType }: RecordsFiltersProps) {
  const { t } = useTranslation('records');
  const typeId = useId();

  return (
    <div className={styles.filters}>
      <RangePicker
        choice={choice}
        onChoice={onChoice}
        today={today}
        ns="records"
        keyPrefix="records.range"
      />
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
