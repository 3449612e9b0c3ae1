import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { useErrorMessage } from '../../../lib/error-message';
import { login } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { setPasswordByPhone, type SetPasswordByPhonePayload } from '../api/set-password-by-phone';
import { MOBILE_PATTERN, useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { DialingCodeSelect, dialingCodeFor } from './dialing-code-select';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

/** Sets a new password with an SMS code, then logs in with that number (spec section 4). */
export function ForgotByPhone({ onSuccess }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const countryCode = useWhitelabel().data?.location.countryCode;
  const setToken = useSession((state) => state.setToken);
  const setPasswordCall = useMutation({
    mutationFn: async (payload: SetPasswordByPhonePayload) => {
      await setPasswordByPhone(payload);
      return login({
        username: payload.mobileNum,
        password: payload.newPassword,
        type: 'username',
      });
    },
    onSuccess: (value) => {
      setToken(value.token);
      onSuccess();
    },
  });
  const [dialingCode, setDialingCode] = useState(() => dialingCodeFor(countryCode));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, validate, clear } = useFormErrors<'mobile' | 'code' | 'password'>();

  const mobileError = () => {
    if (!mobile.trim()) return t('form.required', { field: t('form.mobile') });
    return MOBILE_PATTERN.test(mobile.trim()) ? undefined : t('form.invalidMobile');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const mobileNum = mobile.trim();
    const newPassword = password.trim();
    const valid = validate({
      mobile: mobileError(),
      code: code.trim() ? undefined : t('form.codeRequired'),
      password: newPassword ? undefined : t('form.required', { field: t('form.newPassword') }),
    });
    if (!valid) return;
    setPasswordCall.mutate({ mobileNum, newPassword, verificationCode: code.trim() });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('form.mobile')}
        value={mobile}
        onChange={(value) => {
          setMobile(value);
          clear('mobile');
        }}
        error={errors.mobile}
        inputMode="tel"
        autoComplete="tel-national"
        leading={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
      />
      <SmsCodeField
        value={code}
        onChange={(value) => {
          setCode(value);
          clear('code');
        }}
        error={errors.code}
        canSend={() => validate({ mobile: mobileError() })}
        send={() => sendLoginCode({ mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
      />
      <PasswordField
        label={t('form.newPassword')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          clear('password');
        }}
        error={errors.password}
        autoComplete="new-password"
      />
      {setPasswordCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(setPasswordCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={setPasswordCall.isPending}>
        {t('forgot.submit')}
      </Button>
    </form>
  );
}
