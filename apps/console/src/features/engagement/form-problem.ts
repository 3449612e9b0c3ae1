import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * What a shared schema refuses in a form, as one line naming the fields (the same rules the
 * server applies, checked before the call).
 */
export function formProblem(
  result: z.ZodSafeParseResult<unknown>,
  t: TFunction<'engagement'>,
): string | null {
  if (result.success) return null;
  const fields = [
    ...new Set(
      result.error.issues.map((issue) =>
        issue.path.length ? issue.path.join('.') : t('form.wholeForm'),
      ),
    ),
  ];
  return t('form.invalid', { fields: fields.join(', ') });
}
