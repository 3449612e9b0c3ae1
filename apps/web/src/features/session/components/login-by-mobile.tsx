import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { MobileField, useMobileNumber } from './mobile-field';
import type { AuthFormProps } from './login-form';
import { SmsCodeField } from './sms-code-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

export function LoginByMobile({ onSuccess }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const setToken = useSession((state) => state.setToken);
  const loginCall = useLogin();
  const number = useMobileNumber();
  const [code, setCode] = useState('');
  const { errors, validate, bind } = useFormErrors<'mobile' | 'code'>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      mobile: number.error(),
      code: code.trim() ? undefined : t('form.required', { field: t('form.smsCode') }),
    });
    if (!valid) return;
    loginCall.mutate(
      { username: number.mobile.trim(), password: code.trim(), type: 'sms' },
      {
        onSuccess: (value) => {
          setToken(value.token);
          onSuccess();
        },
      },
    );
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
      {loginCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(loginCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={loginCall.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
