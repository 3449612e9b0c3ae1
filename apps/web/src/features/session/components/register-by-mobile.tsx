import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { useRegisterMobile } from '../api/register-mobile';
import { sendRegisterCode } from '../api/send-register-code';
import { useFormErrors } from '../hooks/use-form-errors';
import { useSession } from '../hooks/use-session';
import { MobileField, useMobileNumber } from './mobile-field';
import type { AuthFormProps } from './login-form';
import { PasswordField } from './password-field';
import { RegisterFooter } from './register-footer';
import { SmsCodeField } from './sms-code-field';
import styles from './form.module.css';

type Field = 'mobile' | 'code' | 'password' | 'confirmPassword' | 'agreement';

export function RegisterByMobile({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('header');
  const whitelabel = useWhitelabel().data;
  const needsCode = useModuleEnabled('REGMOBVERF3');
  const needsPassword = whitelabel?.register.mobileRegPass ?? false;
  const setToken = useSession((state) => state.setToken);
  const registerCall = useRegisterMobile();
  const number = useMobileNumber();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { errors, validate, clear, reset, bind } = useFormErrors<Field>();

  const handleReset = () => {
    for (const set of [number.setMobile, setCode, setPassword, setConfirmPassword]) set('');
    setAgreed(false);
    reset();
    registerCall.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const secret = password.trim();
    const confirm = confirmPassword.trim();
    const valid = validate({
      mobile: number.error(),
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
        mobileNum: number.mobile.trim(),
        countryDialingCode: number.dialingCode,
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

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <MobileField
        number={number}
        onChange={bind('mobile', number.setMobile)}
        error={errors.mobile}
      />
      {needsCode && (
        <SmsCodeField
          value={code}
          onChange={bind('code', setCode)}
          error={errors.code}
          canSend={() => validate({ mobile: number.error() })}
          send={() =>
            sendRegisterCode({
              mobileNo: number.mobile.trim(),
              countryDialingCode: number.dialingCode,
            })
          }
        />
      )}
      {needsPassword && (
        <>
          <PasswordField
            label={t('form.password')}
            value={password}
            onChange={bind('password', setPassword)}
            error={errors.password}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('form.confirmPassword')}
            value={confirmPassword}
            onChange={bind('confirmPassword', setConfirmPassword)}
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
