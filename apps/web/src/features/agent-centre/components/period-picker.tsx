import { reportPeriods } from '@portal/shared/schemas/agency';
import { PresetDaysPicker } from '../../../components/records/range-picker';
import type { PeriodChoice } from '../hooks/use-period';

interface PeriodPickerProps {
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  /** The last site day that can be chosen ("yyyy-mm-dd"). */
  today: string;
}

/** Today, yesterday, this week, this month, or two chosen site days. */
export function PeriodPicker({ choice, onChoice, today }: PeriodPickerProps) {
  return (
    <PresetDaysPicker
      presets={reportPeriods}
      selected={choice.period}
      onSelect={(period) => onChoice({ ...choice, period })}
      from={choice.from}
      to={choice.to}
      onDay={(end, day) => onChoice({ ...choice, [end]: day })}
      today={today}
      ns="agency"
      keyPrefix="period"
    />
  );
}
