import { MODE_FIELDS, type RegistrationMode } from '@portal/shared/validation/field-rules';
import type { RegistrationRule } from './types';
import type { AffiliateFromUrl } from './hooks/use-affiliate-from-url';
import type { RuleField } from './hooks/use-field-rules';

interface RegisterFieldsInput {
  mode: RegistrationMode;
  /** The operator's rule of a field, if it has one. */
  rule: (field: RuleField) => RegistrationRule | undefined;
  /** A mobile registration asks for a password too (whitelabel register.mobileRegPass). */
  mobileRegPass: boolean;
  /** A code proves the mobile number of a username registration (module REGMOBVERF3). */
  smsVerification: boolean;
  affiliate: AffiliateFromUrl;
  /** The referral code a member's link filled in, or ''. */
  referralFromUrl: string;
}

/**
 * The fields a registration form shows, in the mode's order (spec section 5), and whether one
 * field takes either kind of code. `hasMobile`: the form has a mobile number.
 */
export function registerFields({
  mode,
  rule,
  mobileRegPass,
  smsVerification,
  affiliate,
  referralFromUrl,
}: RegisterFieldsInput): { fields: RuleField[]; oneCodeField: boolean; hasMobile: boolean } {
  const enabled = (field: RuleField) => rule(field)?.enabled === true;
  const hasMobile = mode === 'mobile' || enabled('mobileNum');
  const visible = (field: RuleField): boolean => {
    if (mode === 'mobile') {
      if (field === 'mobileNum' || field === 'verificationCode') return true;
      if (field === 'password' || field === 'confirmPassword') return mobileRegPass;
    } else {
      if (field === 'username' || field === 'password' || field === 'confirmPassword') return true;
      // A code proves the number only where the operator asks for it (REGMOBVERF3).
      if (field === 'verificationCode') return hasMobile && smsVerification;
    }
    if (field === 'affiliateCode') {
      // The code of a valid link is used as is, without a field; a code that is not valid
      // shows in the field, where it can be corrected or removed.
      if (affiliate.status === 'invalid') return true;
      if (affiliate.status !== 'none') return false;
    }
    return enabled(field);
  };
  const shown = MODE_FIELDS[mode].filter(visible);
  // An agent's invitation code and a friend's referral code are asked for in one field unless
  // the operator requires one of them or a link already filled one in: the code typed there is
  // an invitation when it names an agent and a referral otherwise.
  const oneCodeField =
    shown.includes('affiliateCode') &&
    shown.includes('referralCode') &&
    affiliate.status === 'none' &&
    !referralFromUrl &&
    rule('affiliateCode')?.required !== true &&
    rule('referralCode')?.required !== true;
  const fields = oneCodeField ? shown.filter((field) => field !== 'referralCode') : shown;
  return { fields, oneCodeField, hasMobile };
}
