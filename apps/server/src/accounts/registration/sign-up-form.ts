import type { RegisterPayload } from '@portal/shared/schemas/account';
import type { RegistrationRule } from '@portal/shared/schemas/system';
import {
  checkForm,
  formFields,
  MODE_FIELDS,
  type RegistrationMode,
} from '@portal/shared/validation/field-rules';
import { AppError, type ErrorDetail } from '../../lib/app-error.js';

type Field = RegistrationRule['field'];

/** Registration extras kept in the member's profile (spec section 3, registration user). */
const profileFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'referralCode',
] as const satisfies readonly Field[];

/** A value the form left empty counts as not given. */
export const given = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/**
 * Every problem of the form at once, so the site can mark all its fields in one round trip:
 * the shared rule check, a value sent for a field the operator switched off ('disabled'), and a
 * mobile number without its dialing code.
 */
export function assertValid(
  rules: readonly RegistrationRule[],
  values: Partial<Record<Field | 'countryDialingCode', string>>,
  options: { mode: RegistrationMode; require?: readonly Field[]; omit?: readonly Field[] },
): void {
  const problems = checkForm(rules, values, options);
  const shown = new Set<Field>(formFields(rules, options));
  const details: ErrorDetail[] = [];
  for (const field of MODE_FIELDS[options.mode]) {
    const reason =
      problems[field] ?? (!shown.has(field) && given(values[field]) ? 'disabled' : undefined);
    if (reason) details.push({ path: field, reason });
  }
  if (given(values.mobileNum) && values.countryDialingCode === undefined) {
    details.push({ path: 'countryDialingCode', reason: 'required' });
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', {}, details);
}

export function profileOf(payload: RegisterPayload): Record<string, string> {
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = given(payload[field]);
    if (value !== undefined) profile[field] = value.trim();
  }
  return profile;
}
