import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationMode } from '@portal/shared/validation/field-rules';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { getAffiliate } from '../api/get-affiliate';
import { register } from '../api/register';
import { registerMobile } from '../api/register-mobile';
import type { LoginValue } from '../types';
import { useAuthErrorMessage } from './use-auth-error-message';
import type { RuleField } from './use-field-rules';
import type { FieldErrors } from './use-form-errors';
import type { HumanCheck } from './use-human-check';
import { useSession } from './use-session';
import type { MobileNumber } from '../components/mobile-field';

export type RegisterField = RuleField | 'agreement' | 'humanCheck';

/** Server failures that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, RuleField>> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  PASSWORD_MISMATCH: 'confirmPassword',
  WEAK_PASSWORD: 'password',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  INVALID_INVITATION_CODE: 'affiliateCode',
  REFERRAL_CODE_INVALID: 'referralCode',
};

/** The form field a VALIDATION_FAILED detail is about. */
const fieldOfDetail = (path: string) =>
  (path === 'countryDialingCode' ? 'mobileNum' : path) as RuleField;

/** The invitation code typed in the form names no agent: registration stops there. */
class InvalidInvitationCode extends Error {}

interface RegisterCallOptions {
  mode: RegistrationMode;
  /** The fields the form shows. */
  fields: readonly RuleField[];
  /** One field takes an invitation or a referral code (see RegisterByRules). */
  oneCodeField: boolean;
  number: MobileNumber;
  /** The server spent the captcha answer: a new captcha, and its field cleared. */
  onCaptchaSpent: () => void;
  /** The human check of the form (decision 064): its answer goes along, once. */
  humanCheck: HumanCheck;
  /** A field's problem in words. */
  problemText: (field: RuleField, reason: string) => string;
  showErrors: (errors: FieldErrors<RegisterField>) => void;
  onSuccess: () => void;
}

/**
 * The registration call: an invitation code typed in the form is checked first, then the
 * account is created by username or by mobile number and the member is signed in. A refusal is
 * mapped back onto the fields; `failure` is what no field shows, for above the buttons.
 */
export function useRegisterCall({
  mode,
  fields,
  oneCodeField,
  number,
  onCaptchaSpent,
  humanCheck,
  problemText,
  showErrors,
  onSuccess,
}: RegisterCallOptions) {
  const { t: tErrors } = useTranslation('errors');
  const errorMessage = useAuthErrorMessage();
  const navigate = useNavigate();

  const call = useMutation({
    mutationFn: async (entered: Partial<Record<RuleField, string>>): Promise<LoginValue> => {
      let payload = entered;
      const typedCode = fields.includes('affiliateCode') ? payload.affiliateCode : undefined;
      if (typedCode && !(await getAffiliate(typedCode)).valid) {
        if (!oneCodeField) throw new InvalidInvitationCode();
        // Not an agent's: the server judges it as a friend's referral code.
        payload = { ...payload, affiliateCode: undefined, referralCode: typedCode };
      }
      const common = {
        affiliateCode: payload.affiliateCode,
        captcha: payload.captcha,
        agreement: true as const,
        ...humanCheck.payload(),
      };
      if (mode === 'mobile') {
        return registerMobile({
          ...common,
          ...number.payload(),
          verificationCode: payload.verificationCode,
          password: payload.password,
          confirmPassword: payload.confirmPassword,
        });
      }
      const { mobileNum, ...rest } = payload;
      return register({
        ...rest,
        ...common,
        username: payload.username ?? '',
        password: payload.password ?? '',
        confirmPassword: payload.confirmPassword ?? '',
        ...(mobileNum ? number.payload() : {}),
      });
    },
    onSuccess: (login) => {
      useSession.getState().signIn(login);
      onSuccess();
      void navigate(paths.home);
    },
    onError: (error) => {
      // The server spends the captcha answer on every attempt it receives.
      if (error instanceof ApiError && fields.includes('captcha')) onCaptchaSpent();
      // Its human-check answer too, refused or not.
      humanCheck.reset();
      const next: FieldErrors<RegisterField> = {};
      if (error instanceof InvalidInvitationCode) {
        next.affiliateCode = tErrors('text.invitationCode');
      } else if (error instanceof ApiError) {
        for (const detail of error.details) {
          const field = fieldOfDetail(detail.path);
          if (fields.includes(field)) next[field] = problemText(field, detail.reason);
        }
        const coded = FIELD_OF_CODE[error.errorCode];
        const field = oneCodeField && coded === 'referralCode' ? 'affiliateCode' : coded;
        if (field && fields.includes(field)) next[field] = errorMessage(error);
      }
      showErrors(next);
    },
  });

  // A failure not shown at a field is shown above the buttons.
  const failure = call.error instanceof InvalidInvitationCode ? null : call.error;
  const shownAtField =
    failure instanceof ApiError &&
    (failure.details.some((detail) => fields.includes(fieldOfDetail(detail.path))) ||
      fields.includes(FIELD_OF_CODE[failure.errorCode] as RuleField) ||
      (oneCodeField && failure.errorCode === 'REFERRAL_CODE_INVALID'));

  return { call, failure: shownAtField ? null : failure };
}
