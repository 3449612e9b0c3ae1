import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INCOME_SOURCES, type ProfileFieldState } from '@portal/shared/schemas/member-profile';
import { TextField } from '../../../components/ui/text-field';
import styles from './profile.module.css';

interface FieldProps {
  field: ProfileFieldState;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The label of a field, marked when the site requires it. */
export function useFieldLabel() {
  const { t } = useTranslation('profile');
  return (field: ProfileFieldState) =>
    field.required ? `${t(`field.${field.name}`)} *` : t(`field.${field.name}`);
}

/** A field the member cannot change now: its value and why it is locked. */
export function LockedField({ field }: { field: ProfileFieldState }) {
  const { t } = useTranslation('profile');
  const label = useFieldLabel();
  const shown =
    field.name === 'incomeSource' && field.value ? t(`income.${field.value}`) : field.value;
  return (
    <div className={styles.locked} data-testid={`locked-${field.name}`}>
      <dt>{label(field)}</dt>
      <dd>
        <span className={styles.value}>{shown ?? t('empty')}</span>
        {field.locked && (
          <span className={styles.lockHint}>
            <svg width="12" height="12" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <rect
                x="5"
                y="11"
                width="14"
                height="10"
                rx="2"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t(`lock.${field.locked}`)}
          </span>
        )}
      </dd>
    </div>
  );
}

/** An input the member fills: a list for the source of income, a date for the birthday. */
export function EditableField({ field, value, error, onChange }: FieldProps) {
  const { t } = useTranslation('profile');
  const label = useFieldLabel();
  const id = useId();
  if (field.name === 'incomeSource') {
    return (
      <div className={styles.selectField}>
        <label htmlFor={id} className={styles.label}>
          {label(field)}
        </label>
        <select
          id={id}
          className={styles.select}
          value={value}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('choose')}</option>
          {INCOME_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`income.${source}`)}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <TextField
      label={label(field)}
      value={value}
      onChange={onChange}
      error={error}
      hint={t(`hint.${field.name}`, { defaultValue: '' }) || undefined}
      required={field.required}
      type={field.name === 'birthday' ? 'date' : 'text'}
      maxLength={field.name === 'nationality' ? 2 : 200}
      autoComplete={AUTOCOMPLETE[field.name] ?? 'off'}
    />
  );
}

const AUTOCOMPLETE: Partial<Record<ProfileFieldState['name'], string>> = {
  realName: 'name',
  birthday: 'bday',
  nationality: 'country',
  residentialAddress: 'street-address',
  occupation: 'organization-title',
};
