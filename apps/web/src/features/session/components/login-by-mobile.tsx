import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { useErrorMessage } from '../../../lib/error-message';
import { useLogin } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import { MOBILE_PATTERN, useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { DialingCodeSelect, dialingCodeFor } from './dialing-code-select';
import type { AuthFormProps } from './login-form';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

export function LoginByMobile({ onSuccess }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const countryCode = useWhitelabel().data?.location.countryCode;
  const setToken = useSession((state) => state.setToken);
  const loginCall = useLogin();
  const [dialingCode, setDialingCode] = useState(() => dialingCodeFor(countryCode));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const { errors, validate, clear } = useFormErrors<'mobile' | 'code'>();

  const mobileError = () => {
    const number = mobile.trim();
    if (!number) return t('form.required', { field: t('form.mobile') });
    return MOBILE_PATTERN.test(number) ? undefined : t('form.invalidMobile');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      mobile: mobileError(),
      code: code.trim() ? undefined : t('form.required', { field: t('form.smsCode') }),
    });
    if (!valid) return;
    loginCall.mutate(
      { username: mobile.trim(), password: code.trim(), type: 'sms' },
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
