import { useId } from 'react';
import records from '../../../components/records/records.module.css';

interface SelectFilterProps<V extends string> {
  label: string;
  /** The first choice, which filters nothing (the value ""). */
  all: string;
  options: readonly V[];
  optionLabel: (option: V) => string;
  value: V | '';
  onChange: (value: V | '') => void;
}

/** A report filter that picks one of a list, or all of them. */
export function SelectFilter<V extends string>({
  label,
  all,
  options,
  optionLabel,
  value,
  onChange,
}: SelectFilterProps<V>) {
  const id = useId();
  return (
    <div className={records.filter}>
      <label htmlFor={id} className={records.label}>
        {label}
      </label>
      <select
        id={id}
        className={records.input}
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
