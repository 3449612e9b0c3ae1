import { useCallback, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import styles from './kit.module.css';

/**
 * A form validated by the shared schema of its call: the form's values are turned into the call's
 * body first (`toPayload`: languages left empty dropped, site times made instants), then checked
 * by the very schema the server checks, so the form refuses what the server would, on the same
 * fields.
 */
export function payloadResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (form: TForm) => unknown,
): Resolver<TForm, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => ReturnType<Resolver<TForm, unknown, z.output<S>>>;
  return (values, context, options) => resolve(toPayload(values), context, options);
}

/** The message of a field's error in the console's language. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('content');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const code = error.message ?? '';
      if (code && t(`errors.${code}`, { defaultValue: '' })) return t(`errors.${code}`);
      // A server refusal (showServerDetails) carries the schema's issue code as its message.
      switch (error.type === 'server' ? code : error.type) {
        case 'too_small':
          return t('errors.required');
        case 'too_big':
          return t('errors.tooLong');
        case 'invalid_format':
        case 'invalid_string':
          return t('errors.invalidFormat');
        default:
          return t('errors.invalid');
      }
    },
    [t],
  );
}

/**
 * Puts the server's field refusals (VALIDATION_FAILED details) on the form's fields, so a save
 * the server refused points at what to fix; the whole message shows above the form as well.
 */
export function showServerDetails<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) {
  if (!(error instanceof ApiError)) return;
  for (const detail of error.details) {
    setError(detail.path as Path<T>, { type: 'server', message: detail.reason });
  }
}

/** A labelled checkbox, as the console's forms use them. */
export function CheckboxField({
  label,
  hint,
  ...props
}: { label: ReactNode; hint?: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...props} />
      <span>
        <span>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
    </label>
  );
}

/** Which languages of `translations.<code>.*` hold an error, for the tabs to flag. */
export function invalidLanguages(errors: unknown): string[] {
  const translations = (errors as { translations?: Record<string, unknown> } | undefined)
    ?.translations;
  return translations ? Object.keys(translations).filter((key) => key.length === 2) : [];
}

/** A row of schedule pickers: side by side while they fit. */
export function ScheduleRow({ children }: { children: ReactNode }) {
  return <div className={styles.scheduleRow}>{children}</div>;
}

/** Fields side by side, wrapping on narrow screens, each as tall as its own content. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.formRow}>{children}</div>;
}
