import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { login } from '../api/login';
import type { LoginChallengeValue, LoginPayload } from '../types';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useCaptcha } from '../hooks/use-captcha';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useFormErrors } from '../hooks/use-form-errors';
import { useHumanCheck } from '../hooks/use-human-check';
import { readRememberedUser, rememberUser } from '../hooks/remembered-user';
import { isBreakLoginCode, type BreakRefusal } from './break-login';
import { CaptchaField } from './captcha-field';
import { HumanCheckField } from './human-check-field';
import { LoginLinks } from './login-links';
import type { AuthFormProps } from './auth-form-props';
import { PasswordField } from './password-field';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

type Field = 'username' | 'password' | 'captcha' | 'humanCheck';

export interface UsernameLoginProps extends AuthFormProps {
  /** The login waits for a new-IP check: show the verification step. */
  onChallenge: (challenge: LoginChallengeValue, username: string, password: string) => void;
  /** A failure to show when the form appears (the verification step expired). */
  initialError?: unknown;
  /** Back from the verification step: the name typed before; else the remembered one. */
  initialUsername?: string | undefined;
  /** The member is on a break (or back from one): show its state instead of the form. */
  onBreak: (refusal: BreakRefusal) => void;
}

/** A failure says whether the captcha must be shown from now on. */
const asksForCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  (error.value?.captcha === true || error.errorCode === 'CAPTCHA_REQUIRED');

export function LoginByUsername({
  onSuccess,
  onOpen,
  onChallenge,
  onBreak,
  initialError = null,
  initialUsername,
}: UsernameLoginProps) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const errorMessage = useAuthErrorMessage();
  const finishLogin = useFinishLogin(onSuccess);
  const humanCheck = useHumanCheck('login');
  const [username, setUsername] = useState(() => initialUsername ?? readRememberedUser());
  const [password, setPassword] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [remember, setRemember] = useState(() => readRememberedUser() !== '');
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha(needsCaptcha);
  const { errors, formRef, validate, bind } = useFormErrors<Field>();

  const loginCall = useMutation({
    mutationFn: (payload: LoginPayload) => login(payload),
    onSuccess: (value, payload) => {
      rememberUser(remember ? payload.username : null);
      finishLogin(value, payload.password);
    },
    onError: (error, payload) => {
      if (error instanceof ApiError && error.errorCode === 'LOGIN_VERIFICATION_REQUIRED') {
        const challenge = error.value as LoginChallengeValue | null;
        if (challenge?.ticket) {
          rememberUser(remember ? payload.username : null);
          onChallenge(challenge, payload.username, payload.password);
          return;
        }
      }
      if (error instanceof ApiError && isBreakLoginCode(error.errorCode)) {
        rememberUser(remember ? payload.username : null);
        onBreak({ code: error.errorCode, value: error.value ?? null, payload });
        return;
      }
      // Each answer is good for one attempt: a shown captcha always gets a new image, and the
      // human check a new challenge.
      if (needsCaptcha) captcha.renew();
      humanCheck.reset();
      if (asksForCaptcha(error)) setNeedsCaptcha(true);
      setCaptchaAnswer('');
    },
  });

  const failure = loginCall.isIdle ? initialError : loginCall.error;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const secret = password.trim();
    const answer = captchaAnswer.trim();
    const valid = validate({
      username: name ? undefined : t('form.required', { field: t('field.username') }),
      password: secret ? undefined : t('form.required', { field: t('field.password') }),
      captcha:
        !needsCaptcha || answer ? undefined : t('form.required', { field: t('field.captcha') }),
      humanCheck: humanCheck.missing() ? tErrors('text.completeVerification') : undefined,
    });
    if (!valid) return;
    loginCall.mutate({
      username: name,
      password: secret,
      type: 'username',
      ...(needsCaptcha ? { captcha: answer } : {}),
      ...(remember ? { remember: true } : {}),
      ...humanCheck.payload(),
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('field.username')}
        value={username}
        onChange={bind('username', setUsername)}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
      />
      <PasswordField
        label={t('field.password')}
        value={password}
        onChange={bind('password', setPassword)}
        error={errors.password}
        autoComplete="current-password"
      />
      {needsCaptcha && (
        <CaptchaField
          captcha={captcha}
          value={captchaAnswer}
          onChange={bind('captcha', setCaptchaAnswer)}
          error={errors.captcha}
        />
      )}
      <HumanCheckField check={humanCheck} error={errors.humanCheck} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
        <button type="button" className={styles.link} onClick={() => onOpen('forgot')}>
          {t('login.forgot')}
        </button>
      </div>
      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={loginCall.isPending}>
        {t('login.submit')}
      </Button>
      <LoginLinks onOpen={onOpen} />
    </form>
  );
}
