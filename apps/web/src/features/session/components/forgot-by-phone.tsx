import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { login } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { setPasswordByPhone, type SetPasswordByPhonePayload } from '../api/set-password-by-phone';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { MobileField, useMobileNumber } from './mobile-field';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

/** Sets a new password with an SMS code, then logs in with that number (spec section 4). */
export function ForgotByPhone({ onSuccess }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
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
  const number = useMobileNumber();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { errors, validate, bind } = useFormErrors<'mobile' | 'code' | 'password'>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const mobileNum = number.mobile.trim();
    const newPassword = password.trim();
    const valid = validate({
      mobile: number.error(),
      code: code.trim() ? undefined : t('form.codeRequired'),
      password: newPassword ? undefined : t('form.required', { field: t('form.newPassword') }),
    });
    if (!valid) return;
    setPasswordCall.mutate({ mobileNum, newPassword, verificationCode: code.trim() });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
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
        send={() =>
          sendLoginCode({ mobileNum: number.mobile.trim(), countryDialingCode: number.dialingCode })
        }
      />
      <PasswordField
        label={t('form.newPassword')}
        value={password}
        onChange={bind('password', setPassword)}
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
