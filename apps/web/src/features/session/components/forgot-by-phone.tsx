import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { sendLoginCode } from '../api/send-login-code';
import { setPasswordByPhone, type SetPasswordByPhonePayload } from '../api/set-password-by-phone';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useFormErrors } from '../hooks/use-form-errors';
import type { AuthFormProps } from './auth-form-props';
import { MobileField, useMobileNumber } from './mobile-field';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

type Field = 'mobile' | 'code' | 'password';

/** Server failures that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  SMS_CODE_INVALID: 'code',
  SMS_CODE_EXPIRED: 'code',
  MOBILE_NOT_FOUND: 'mobile',
  WEAK_PASSWORD: 'password',
};
const fieldOf = (error: unknown) =>
  error instanceof ApiError ? FIELD_OF_CODE[error.errorCode] : undefined;

/**
 * A new password proven by an SMS code to the member's number; the answer signs the member in
 * with that number and the modal closes (spec section 4).
 */
export function ForgotByPhone({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const finishLogin = useFinishLogin(onSuccess);
  const rules = useFieldRules();
  const number = useMobileNumber();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, formRef, validate, show, bind } = useFormErrors<Field>();

  const setPasswordCall = useMutation({
    mutationFn: (payload: SetPasswordByPhonePayload) => setPasswordByPhone(payload),
    onSuccess: (value, payload) => finishLogin(value, payload.newPassword),
    onError: (error) => {
      const field = fieldOf(error);
      if (field) show({ [field]: errorMessage(error) });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const newPassword = password.trim();
    const verificationCode = code.trim();
    const valid = validate({
      mobile: number.error(),
      code: verificationCode ? undefined : t('form.codeRequired'),
      password: rules.check('password', t('form.newPassword'), newPassword, true),
    });
    if (!valid) return;
    setPasswordCall.mutate({ ...number.payload(), newPassword, verificationCode });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <MobileField
        number={number}
        onChange={bind('mobile', number.setMobile)}
        error={errors.mobile}
      />
      <SmsCodeField
        value={code}
        onChange={bind('code', setCode)}
        error={errors.code}
        canSend={() => validate({ mobile: number.error() })}
        send={() => sendLoginCode(number.payload())}
      />
      <PasswordField
        label={t('form.newPassword')}
        value={password}
        onChange={bind('password', setPassword)}
        error={errors.password}
        hint={rules.hint('password')}
        autoComplete="new-password"
      />
      {setPasswordCall.isError && !fieldOf(setPasswordCall.error) && (
        <p role="alert" className={styles.alert}>
          {errorMessage(setPasswordCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={setPasswordCall.isPending}>
        {t('forgot.submit')}
      </Button>
      <p className={styles.row}>
        <button type="button" className={styles.link} onClick={() => onOpen('login')}>
          {t('register.toLogin')}
        </button>
      </p>
    </form>
  );
}
