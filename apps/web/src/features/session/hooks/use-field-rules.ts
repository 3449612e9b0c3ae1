import { useTranslation } from 'react-i18next';
import { checkField, type FieldReason } from '@portal/shared/validation/field-rules';
import { hintText } from '@portal/shared/validation/hint';
import { useRegisterRules } from '../api/get-register-rules';
import type { RegistrationRule } from '../types';

export type RuleField = RegistrationRule['field'];

/**
 * The operator's field rules (GET /wps/system/setting/register) and the texts the forms show
 * for them: the hint under a field and the message of a broken rule (spec section 5).
 */
export function useFieldRules() {
  const { t } = useTranslation('auth');
  const query = useRegisterRules();
  const rules = query.data ?? [];
  const rule = (field: RuleField) => rules.find((candidate) => candidate.field === field);

  /** The server's hint for the field's pattern with its bounds filled in. */
  const hint = (field: RuleField): string | undefined => {
    const found = rule(field);
    if (!found?.enabled || !found.message) return undefined;
    return hintText(found.message, found.minLength, found.maxLength);
  };

  /** The sentence for a broken rule: "X is required." or the rule's hint. */
  const message = (field: RuleField, label: string, reason: FieldReason | string): string => {
    if (reason === 'required') return t('form.required', { field: label });
    return hint(field) ?? t('form.invalidField', { field: label });
  };

  /**
   * Checks a value against the field's rule, required or not as asked; without a rule (none
   * configured, or not loaded) only requiredness is checked and the server judges the rest.
   */
  const check = (
    field: RuleField,
    label: string,
    value: string,
    required: boolean,
  ): string | undefined => {
    const found = rule(field);
    const reason = found
      ? checkField({ ...found, required }, value)
      : required && !value
        ? 'required'
        : null;
    return reason ? message(field, label, reason) : undefined;
  };

  return { query, rules, rule, hint, message, check };
}
