import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/form/fields';
import styles from '../cashier.module.css';

/**
 * A form field of a row that keeps its own height: a neighbour's hint or error does not stretch
 * its input.
 */
export function RowField(props: FieldProps) {
  return (
    <div className={styles.cell}>
      <Field {...props} />
    </div>
  );
}

/**
 * A field's validation message in the console's language. The shared schemas speak zod's
 * English (`expected string, received undefined`); the form says what to do.
 */
export function useFieldError() {
  const { t } = useTranslation('cashier');
  return (error: FieldError | { message?: string; type?: string } | undefined) => {
    if (!error) return undefined;
    const { type, message = '' } = error;
    if (message === 'required' || (type === 'invalid_type' && /undefined/.test(message))) {
      return t('form.required');
    }
    if (message.startsWith('not for')) return t('form.notForType');
    if (type === 'invalid_format') return t('form.format');
    if (type === 'too_big')
      return /character/.test(message) ? t('form.tooLong') : t('form.tooLarge');
    if (type === 'too_small')
      return /character/.test(message) ? t('form.required') : t('form.tooSmall');
    return t('form.invalid');
  };
}
