import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkForm,
  MODE_FIELDS,
  type RegistrationMode,
} from '@portal/shared/validation/field-rules';
import { useModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { sendRegisterCode } from '../api/send-register-code';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useCaptcha } from '../hooks/use-captcha';
import { useFieldRules, type RuleField } from '../hooks/use-field-rules';
import { useFormErrors, type FieldErrors } from '../hooks/use-form-errors';
import { useHumanCheck } from '../hooks/use-human-check';
import type { AffiliateFromUrl } from '../hooks/use-affiliate-from-url';
import { useReferralCodeFromUrl } from '../hooks/use-referral-code-from-url';
import { useRegisterCall, type RegisterField } from '../hooks/use-register-call';
import { registerFields } from '../register-fields';
import type { AuthFormProps } from './auth-form-props';
import { CaptchaField } from './captcha-field';
import { HumanCheckField } from './human-check-field';
import { MobileField, useMobileNumber } from './mobile-field';
import { PasswordField } from './password-field';
import { RegisterFooter } from './register-footer';
import { SmsCodeField } from './sms-code-field';
import { TextField } from '../../../components/ui/text-field';
import styles from './form.module.css';

const PASSWORD_FIELDS: ReadonlySet<RuleField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

interface RegisterByRulesProps extends AuthFormProps {
  mode: RegistrationMode;
  affiliate: AffiliateFromUrl;
}

/**
 * Registration by username or by mobile number. Which fields show, which are required, their
 * hints and checks all follow the operator's rules (spec section 5) through the same shared
 * checks the server applies; the server's answer is mapped back onto the fields.
 */
export function RegisterByRules({ mode, affiliate, onSuccess, onOpen }: RegisterByRulesProps) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const errorMessage = useAuthErrorMessage();
  const humanCheck = useHumanCheck('register');
  const fieldRules = useFieldRules();
  const { rules, rule } = fieldRules;
  const mobileRegPass = useWhitelabel().data?.register.mobileRegPass ?? false;
  const smsVerification = useModuleEnabled('REGMOBVERF3');
  const number = useMobileNumber();
  const [values, setValues] = useState<Partial<Record<RuleField, string>>>({});
  const [agreed, setAgreed] = useState(false);
  const { errors, formRef, validate, show, clear, reset } = useFormErrors<RegisterField>();
  // A member's referral link fills the referral code in; it can still be changed or removed.
  const referralFromUrl = useReferralCodeFromUrl();

  const { fields, oneCodeField, hasMobile } = registerFields({
    mode,
    rule,
    mobileRegPass,
    smsVerification,
    affiliate,
    referralFromUrl,
  });
  const captcha = useCaptcha(fields.includes('captcha'));

  /** What a link filled in: a code that could not be confirmed, or a member's referral code. */
  const fromUrl = (field: RuleField) => {
    if (field === 'affiliateCode' && affiliate.status === 'invalid') return affiliate.code;
    return field === 'referralCode' ? referralFromUrl : '';
  };
  const raw = (field: RuleField) => values[field] ?? fromUrl(field);
  const value = (field: RuleField) => (field === 'mobileNum' ? number.mobile : raw(field)).trim();
  const label = (field: RuleField) =>
    oneCodeField && field === 'affiliateCode' ? t('field.anyCode') : t(`field.${field}`);
  /** What a code field is for; the one shared field explains both kinds of code. */
  const help = (field: RuleField): string | undefined => {
    if (field === 'affiliateCode') return t(oneCodeField ? 'help.anyCode' : 'help.affiliateCode');
    if (field === 'referralCode') return t('help.referralCode');
    return undefined;
  };
  const setValue = (field: RuleField) => (next: string) => {
    setValues((current) => ({ ...current, [field]: next }));
    clear(field);
  };

  /** Fields the form must have whatever their rule says (spec section 5). */
  const requiredAnyway = fields.filter(
    (field) =>
      field === 'paymentPassword' ||
      (field === 'verificationCode' && (mode === 'mobile' || value('mobileNum') !== '')) ||
      (mode === 'mobile' && (field === 'password' || field === 'confirmPassword')),
  );

  const problemText = (field: RuleField, reason: string): string =>
    field === 'mobileNum' && reason !== 'required'
      ? t('form.invalidMobile')
      : fieldRules.message(field, label(field), reason);

  const { call: registerCall, failure } = useRegisterCall({
    mode,
    fields,
    oneCodeField,
    number,
    onCaptchaSpent: () => {
      captcha.renew();
      setValues((current) => ({ ...current, captcha: '' }));
    },
    humanCheck,
    problemText,
    showErrors: show,
    onSuccess,
  });

  const handleReset = () => {
    setValues({});
    number.setMobile('');
    if (fields.includes('captcha')) captcha.refresh();
    setAgreed(false);
    reset();
    registerCall.reset();
  };

  const check = () => {
    const entered = Object.fromEntries(fields.map((field) => [field, value(field)]));
    const problems = checkForm(
      rules,
      { ...entered, ...(hasMobile ? { countryDialingCode: number.dialingCode } : {}) },
      {
        mode,
        omit: MODE_FIELDS[mode].filter((field) => !fields.includes(field)),
        require: requiredAnyway,
      },
    );
    return { entered, problems };
  };

  /** A field already filled in as its rule asks: its hint has done its job. */
  const liveProblems = check().problems;
  const isValid = (field: RuleField): boolean => {
    if (value(field) === '' || liveProblems[field]) return false;
    if (field === 'mobileNum') return !number.error();
    if (field === 'confirmPassword') return value('confirmPassword') === value('password');
    return true;
  };
  const hintOf = (field: RuleField) => (isValid(field) ? undefined : fieldRules.hint(field));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { entered, problems } = check();
    const next: FieldErrors<RegisterField> = {};
    for (const field of fields) {
      const reason = problems[field];
      if (reason) next[field] = problemText(field, reason);
    }
    if (fields.includes('mobileNum') && !next.mobileNum && value('mobileNum')) {
      next.mobileNum = number.error();
    }
    if (
      fields.includes('confirmPassword') &&
      !next.confirmPassword &&
      value('confirmPassword') !== value('password')
    ) {
      next.confirmPassword = t('form.passwordsMustMatch');
    }
    if (!agreed) next.agreement = t('register.agreementRequired');
    if (humanCheck.missing()) next.humanCheck = tErrors('text.completeVerification');
    if (!validate(next)) return;

    const payload: Partial<Record<RuleField, string>> = {};
    for (const field of fields) if (entered[field]) payload[field] = entered[field];
    // A link's code still being checked goes along; the server judges it.
    if (affiliate.status === 'valid' || affiliate.status === 'checking') {
      payload.affiliateCode = affiliate.code;
    }
    registerCall.mutate(payload);
  };

  if (fieldRules.query.isPending) {
    return <p className={styles.loading} aria-busy="true" role="status" />;
  }
  if (fieldRules.query.isError) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.alert}>
          {errorMessage(fieldRules.query.error)}
        </p>
        <button
          type="button"
          className={styles.link}
          onClick={() => void fieldRules.query.refetch()}
        >
          {t('form.retry')}
        </button>
      </div>
    );
  }

  const renderField = (field: RuleField) => {
    const common = {
      label: label(field),
      value: raw(field),
      onChange: setValue(field),
      error: errors[field],
      hint: hintOf(field),
      help: help(field),
    };
    switch (field) {
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            number={number}
            onChange={(next) => {
              number.setMobile(next);
              clear('mobileNum');
            }}
            error={errors.mobileNum}
            hint={hintOf('mobileNum')}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            value={common.value}
            onChange={common.onChange}
            error={common.error}
            canSend={() => {
              const problem = number.error();
              show({ mobileNum: problem });
              return !problem;
            }}
            send={() => {
              const { mobileNum, countryDialingCode } = number.payload();
              return sendRegisterCode({ mobileNo: mobileNum, countryDialingCode });
            }}
          />
        );
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            captcha={captcha}
            value={common.value}
            onChange={common.onChange}
            error={common.error}
          />
        );
      default:
        if (PASSWORD_FIELDS.has(field)) {
          return <PasswordField key={field} {...common} autoComplete="new-password" />;
        }
        return (
          <TextField
            key={field}
            {...common}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={field === 'username' ? 'username' : field === 'email' ? 'email' : 'off'}
            autoCapitalize={field === 'payeeName' ? 'words' : 'none'}
            spellCheck={false}
            maxLength={rule(field)?.maxLength || 255}
          />
        );
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {affiliate.status === 'valid' && affiliate.agent && (
        <p className={styles.notice}>{t('register.invitedBy', { agent: affiliate.agent })}</p>
      )}
      {fields.map(renderField)}
      <HumanCheckField check={humanCheck} error={errors.humanCheck} />
      <RegisterFooter
        agreed={agreed}
        onAgreedChange={(next) => {
          setAgreed(next);
          clear('agreement');
        }}
        agreementError={errors.agreement}
        error={failure}
        pending={registerCall.isPending}
        onReset={handleReset}
        onLogin={() => onOpen('login')}
      />
    </form>
  );
}
