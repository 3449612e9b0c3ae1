import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPeriods } from '@portal/shared/schemas/agency';
import type { PeriodChoice } from '../hooks/use-period';
import records from '../../../components/records/records.module.css';

interface PeriodPickerProps {
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  /** The last site day that can be chosen ("yyyy-mm-dd"). */
  today: string;
}

/** Today, yesterday, this week, this month, or two chosen site days. */
export function PeriodPicker({ choice, onChoice, today }: PeriodPickerProps) {
  const { t } = useTranslation('agency');
  const groupId = useId();
  const fromId = useId();
  const toId = useId();
  return (
    <>
      <div className={records.filter}>
        <span id={groupId} className={records.label}>
          {t('period.label')}
        </span>
        <div className={records.presets} role="group" aria-labelledby={groupId}>
          {reportPeriods.map((period) => (
            <button
              key={period}
              type="button"
              className={records.preset}
              aria-pressed={choice.period === period}
              onClick={() => onChoice({ ...choice, period })}
            >
              {t(`period.${period}`)}
            </button>
          ))}
        </div>
      </div>
      {choice.period === 'custom' && (
        <div className={records.days}>
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className={records.filter}>
              <label htmlFor={end === 'from' ? fromId : toId} className={records.label}>
                {t(`period.${end}`)}
              </label>
              <input
                id={end === 'from' ? fromId : toId}
                type="date"
                className={records.input}
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
