import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { useRegisterMobile } from '../api/register-mobile';
import { sendRegisterCode } from '../api/send-register-code';
import { MOBILE_PATTERN, useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { DialingCodeSelect, dialingCodeFor } from './dialing-code-select';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { RegisterFooter } from './register-footer';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';
import styles from './form.module.css';

type Field = 'mobile' | 'code' | 'password' | 'confirmPassword' | 'agreement';

export function RegisterByMobile({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('header');
  const whitelabel = useWhitelabel().data;
  const needsCode = useModuleEnabled('REGMOBVERF3');
  const needsPassword = whitelabel?.register.mobileRegPass ?? false;
  const setToken = useSession((state) => state.setToken);
  const registerCall = useRegisterMobile();
  const [dialingCode, setDialingCode] = useState(() =>
    dialingCodeFor(whitelabel?.location.countryCode),
  );
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, validate, clear, reset } = useFormErrors<Field>();

  const mobileError = () => {
    if (!mobile.trim()) return t('form.required', { field: t('form.mobile') });
    return MOBILE_PATTERN.test(mobile.trim()) ? undefined : t('form.invalidMobile');
  };

  const handleReset = () => {
    for (const set of [setMobile, setCode, setPassword, setConfirmPassword]) set('');
    setAgreed(false);
    reset();
    registerCall.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const secret = password.trim();
    const confirm = confirmPassword.trim();
    const valid = validate({
      mobile: mobileError(),
      code: !needsCode || code.trim() ? undefined : t('form.codeRequired'),
      password:
        !needsPassword || secret ? undefined : t('form.required', { field: t('form.password') }),
      confirmPassword:
        needsPassword && confirm !== secret ? t('form.passwordsMustMatch') : undefined,
      agreement: agreed ? undefined : t('register.agreementRequired'),
    });
    if (!valid) return;
    registerCall.mutate(
      {
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        ...(needsCode ? { verificationCode: code.trim() } : {}),
        ...(needsPassword ? { password: secret, confirmPassword: confirm } : {}),
      },
      {
        onSuccess: (value) => {
          if (value?.token) setToken(value.token);
          onSuccess();
        },
      },
    );
  };

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('form.mobile')}
        value={mobile}
        onChange={edit('mobile', setMobile)}
        error={errors.mobile}
        inputMode="tel"
        autoComplete="tel-national"
        leading={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} />}
      />
      {needsCode && (
        <SmsCodeField
          value={code}
          onChange={edit('code', setCode)}
          error={errors.code}
          canSend={() => validate({ mobile: mobileError() })}
          send={() =>
            sendRegisterCode({ mobileNo: mobile.trim(), countryDialingCode: dialingCode })
          }
        />
      )}
      {needsPassword && (
        <>
          <PasswordField
            label={t('form.password')}
            value={password}
            onChange={edit('password', setPassword)}
            error={errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('form.confirmPassword')}
            value={confirmPassword}
            onChange={edit('confirmPassword', setConfirmPassword)}
            error={errors.confirmPassword}
            autoComplete="new-password"
          />
        </>
      )}
      <RegisterFooter
        agreed={agreed}
        onAgreedChange={(value) => {
          setAgreed(value);
          clear('agreement');
        }}
        agreementError={errors.agreement}
        error={registerCall.error}
        pending={registerCall.isPending}
        onReset={handleReset}
        onLogin={() => onOpen('login')}
      />
    </form>
  );
}
