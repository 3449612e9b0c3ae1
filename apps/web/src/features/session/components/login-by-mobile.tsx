import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { login } from '../api/login';
import { sendLoginCode } from '../api/send-login-code';
import type { LoginPayload } from '../types';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useFormErrors } from '../hooks/use-form-errors';
import { useHumanCheck } from '../hooks/use-human-check';
import { readRememberedMobile, rememberMobile } from '../hooks/remembered-user';
import type { AuthFormProps } from './auth-form-props';
import { HumanCheckField } from './human-check-field';
import { LoginLinks } from './login-links';
import { MobileField, useMobileNumber } from './mobile-field';
import { SmsCodeField } from './sms-code-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

/** Login with a code sent by SMS: the number is the username and the code the password. */
export function LoginByMobile({ onSuccess, onOpen }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const humanCheck = useHumanCheck('smsCode');
  const errorMessage = useAuthErrorMessage();
  const finishLogin = useFinishLogin(onSuccess);
  const [remembered] = useState(readRememberedMobile);
  const number = useMobileNumber(
    remembered
      ? { mobileNum: remembered.mobileNum, countryDialingCode: remembered.countryDialingCode }
      : undefined,
  );
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const { errors, formRef, validate, bind } = useFormErrors<'mobile' | 'code' | 'humanCheck'>();

  const loginCall = useMutation({
    mutationFn: (payload: LoginPayload) => login(payload),
    onSuccess: (value) => {
      rememberMobile(
        remember
          ? { mobileNum: number.mobile.trim(), countryDialingCode: number.dialingCode }
          : null,
      );
      finishLogin(value);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      mobile: number.error(),
      code: code.trim() ? undefined : t('form.codeRequired'),
    });
    if (!valid) return;
    const { mobileNum, countryDialingCode } = number.payload();
    loginCall.mutate({
      username: mobileNum,
      password: code.trim(),
      type: 'sms',
      countryDialingCode,
      ...(remember ? { remember: true } : {}),
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <MobileField
        number={number}
        onChange={bind('mobile', number.setMobile)}
        error={errors.mobile}
      />
      {/* The human check comes before the code is sent: it guards the SMS (decision 064). */}
      <HumanCheckField check={humanCheck} error={errors.humanCheck} />
      <SmsCodeField
        value={code}
        onChange={bind('code', setCode)}
        error={errors.code}
        canSend={() =>
          validate({
            mobile: number.error(),
            humanCheck: humanCheck.missing() ? tErrors('text.completeVerification') : undefined,
          })
        }
        send={() =>
          // One answer asks for one code, sent or refused: the next asks for a new challenge.
          sendLoginCode({ ...number.payload(), ...humanCheck.payload() }).finally(humanCheck.reset)
        }
      />
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
      </div>
      {loginCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(loginCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={loginCall.isPending}>
        {t('login.submit')}
      </Button>
      <LoginLinks onOpen={onOpen} />
    </form>
  );
}
