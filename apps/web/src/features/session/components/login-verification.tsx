import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { answerChallenge, sendChallengeCode } from '../api/login-verification';
import type { LoginChallengeValue, LoginValue, VerificationMethod } from '../types';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFormErrors } from '../hooks/use-form-errors';
import { SmsCodeField } from './sms-code-field';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

interface LoginVerificationProps {
  challenge: LoginChallengeValue;
  /** The proof was accepted: the login goes on as any other. */
  onVerified: (value: LoginValue) => void;
  /** The check ran out: back to the login form, which shows why. */
  onExpired: (error: unknown) => void;
  onBack: () => void;
}

/**
 * The two-factor login check of a login from a new IP address (spec sections 2 and 4): the
 * member proves it is them with one of their own proofs, chosen here.
 */
export function LoginVerification({
  challenge,
  onVerified,
  onExpired,
  onBack,
}: LoginVerificationProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const [method, setMethod] = useState<VerificationMethod | undefined>(challenge.methods[0]);
  const [answer, setAnswer] = useState('');
  const { errors, formRef, validate, bind, reset } = useFormErrors<'answer'>();

  const verifyCall = useMutation({
    mutationFn: (payload: { method: VerificationMethod; answer: string }) =>
      answerChallenge({ ticket: challenge.ticket, ...payload }),
    onSuccess: onVerified,
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'VERIFICATION_EXPIRED') onExpired(error);
    },
  });

  const label = (choice: VerificationMethod) =>
    choice === 'sms'
      ? t('verify.bySms', { mobile: challenge.maskedMobile ?? '' })
      : choice === 'email'
        ? t('verify.byEmail', { email: challenge.maskedEmail ?? '' })
        : choice === 'totp'
          ? t('verify.byTotp')
          : t('verify.byPayeeName');

  const answerLabel =
    method === 'totp'
      ? t('verify.totpCode')
      : method === 'payeeName'
        ? t('verify.payeeName')
        : t('field.verificationCode');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    const text = answer.trim();
    const valid = validate({
      answer: text ? undefined : t('form.required', { field: answerLabel }),
    });
    if (valid) verifyCall.mutate({ method, answer: text });
  };

  const choose = (next: VerificationMethod) => {
    setMethod(next);
    setAnswer('');
    reset();
    verifyCall.reset();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <h3 className={styles.stepTitle}>{t('verify.title')}</h3>
      <p className={styles.intro}>{t('verify.intro')}</p>
      {challenge.methods.length > 1 && (
        <fieldset className={styles.choices}>
          <legend className={styles.label}>{t('verify.method')}</legend>
          {challenge.methods.map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name="verification-method"
                value={choice}
                checked={method === choice}
                onChange={() => choose(choice)}
              />
              {label(choice)}
            </label>
          ))}
        </fieldset>
      )}
      {challenge.methods.length === 1 && method && <p className={styles.intro}>{label(method)}</p>}
      {method === 'sms' || method === 'email' ? (
        <SmsCodeField
          key={method}
          label={answerLabel}
          value={answer}
          onChange={bind('answer', setAnswer)}
          error={errors.answer}
          canSend={() => true}
          send={() => sendChallengeCode({ ticket: challenge.ticket, method })}
        />
      ) : method ? (
        <TextField
          key={method}
          label={answerLabel}
          value={answer}
          onChange={bind('answer', setAnswer)}
          error={errors.answer}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          maxLength={method === 'totp' ? 6 : 100}
        />
      ) : null}
      {verifyCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(verifyCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={verifyCall.isPending} disabled={!method}>
        {t('verify.submit')}
      </Button>
      <p className={styles.row}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('register.toLogin')}
        </button>
      </p>
    </form>
  );
}
