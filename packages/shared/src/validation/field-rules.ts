import { registrationFieldNames } from '../constants/registration-fields.js';
import type { RegistrationRule } from '../schemas/system.js';
import { checkMobile } from './mobile.js';
import { matchesPattern, patternById } from './patterns.js';

/**
 * The operator's registration rules (GET /wps/system/setting/register) applied to values, the
 * same way by the site's forms and by the server (spec section 5).
 */
export type FieldReason = 'required' | 'tooShort' | 'tooLong' | 'pattern';
export type RegistrationFieldName = (typeof registrationFieldNames)[number];
export type FieldRule = Omit<RegistrationRule, 'field' | 'message'>;

/** Spec section 3: a '*' pattern is treated as match-anything. */
export const MATCH_ANYTHING = '*';

const acceptedPatterns = new Map<string, RegExp | null>();

/**
 * The server's pattern source as a regular expression, compiled once. Unicode mode first so a
 * source written for it works; a source that compiles in neither mode is ignored (null) and the
 * catalogue pattern of the rule still applies, so a broken setting never lets anything through.
 */
function acceptedPattern(source: string): RegExp | null {
  let regex = acceptedPatterns.get(source);
  if (regex === undefined) {
    regex = compile(source, 'u') ?? compile(source, '');
    acceptedPatterns.set(source, regex);
  }
  return regex;
}

function compile(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/**
 * Why `value` breaks `rule`, or null when it is fine. An empty value is fine unless required.
 * Lengths count characters (code points, after composing accents), not UTF-16 units; a
 * maxLength of 0 sets no upper bound. The value must match both the rule's `acceptedPattern`
 * ('*' matches anything and skips the catalogue too) and the catalogue pattern of `patternId`.
 */
export function checkField(rule: FieldRule, value: string | null | undefined): FieldReason | null {
  if (value === undefined || value === null || value === '') {
    return rule.required ? 'required' : null;
  }
  const text = value.normalize('NFC');
  const length = [...text].length;
  if (length < rule.minLength) return 'tooShort';
  if (rule.maxLength > 0 && length > rule.maxLength) return 'tooLong';
  if (rule.acceptedPattern === MATCH_ANYTHING) return null;
  const accepted = acceptedPattern(rule.acceptedPattern);
  if (accepted && !accepted.test(text)) return 'pattern';
  if (patternById(rule.patternId) && !matchesPattern(rule.patternId, text)) return 'pattern';
  return null;
}

/**
 * Fields of each registration call: PUT /wps/member/register takes them all, PUT
 * /wps/member/register/mobile these few.
 */
export const MODE_FIELDS: Record<RegistrationMode, readonly RegistrationFieldName[]> = {
  username: registrationFieldNames,
  mobile: [
    'mobileNum',
    'verificationCode',
    'password',
    'confirmPassword',
    'affiliateCode',
    'captcha',
  ],
};

/** Required in that mode whatever the operator's rule says (spec section 5). */
const ALWAYS_REQUIRED: Record<RegistrationMode, readonly RegistrationFieldName[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum'],
};

export type RegistrationMode = 'username' | 'mobile';

export interface CheckFormOptions {
  mode: RegistrationMode;
  /** Fields the form does not show this time, e.g. the password when mobileRegPass is off. */
  omit?: readonly RegistrationFieldName[];
  /** Fields required whatever their rule says, e.g. the SMS code when REGMOBVERF3 is on. */
  require?: readonly RegistrationFieldName[];
}

export type FormProblems = Partial<Record<RegistrationFieldName, FieldReason>>;

const isForced = (field: RegistrationFieldName, options: CheckFormOptions) =>
  ALWAYS_REQUIRED[options.mode].includes(field) || (options.require?.includes(field) ?? false);

/**
 * The fields a registration form has this time: those the operator's rules enable and those the
 * mode always needs, less the omitted ones. A value for any other field was not asked for.
 */
export function formFields(
  rules: readonly RegistrationRule[],
  options: CheckFormOptions,
): RegistrationFieldName[] {
  const enabled = new Set(rules.filter((rule) => rule.enabled).map((rule) => rule.field));
  return MODE_FIELDS[options.mode].filter(
    (field) =>
      !(options.omit?.includes(field) ?? false) && (enabled.has(field) || isForced(field, options)),
  );
}

/**
 * The problems of a registration form, by field. Fields whose rule is disabled are skipped
 * unless the mode always needs them. With `countryDialingCode` among the values, the mobile
 * number must also have the length of its region (a wrong length counts as 'pattern').
 * Whether the confirmation equals the password is for the caller: it is not a field rule.
 */
export function checkForm(
  rules: readonly RegistrationRule[],
  values: Readonly<Record<string, unknown>>,
  options: CheckFormOptions,
): FormProblems {
  const problems: FormProblems = {};
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  for (const field of formFields(rules, options)) {
    const forced = isForced(field, options);
    const rule = byField.get(field);
    const applied = rule?.enabled ? rule : undefined;
    const value = text(field);
    // A forced field without an enabled rule can only be checked for presence.
    const checked = applied ? { ...applied, required: applied.required || forced } : null;
    const reason = checked ? checkField(checked, value) : value ? null : 'required';
    if (reason) {
      problems[field] = reason;
      continue;
    }
    const dialingCode = text('countryDialingCode');
    if (field === 'mobileNum' && value && dialingCode !== undefined) {
      if (checkMobile(dialingCode, value)) problems[field] = 'pattern';
    }
  }
  return problems;
}
