import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';
import { useFormErrors } from '../hooks/use-form-errors';
import type { AuthFormProps } from './login-form';
import { TextField } from './text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotByEmail({ onOpen }: AuthFormProps) {
  const { t } = useTranslation('header');
  const errorMessage = useErrorMessage();
  const resetCall = useResetPasswordByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { errors, validate, bind } = useFormErrors<'username' | 'email'>();

  if (resetCall.isSuccess) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {t('forgot.emailSent')}
        </p>
        <Button size="lg" block isDefault onClick={() => onOpen('login')}>
          {t('forgot.confirm')}
        </Button>
      </div>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const address = email.trim();
    const valid = validate({
      username: name ? undefined : t('form.required', { field: t('form.username') }),
      email: !address
        ? t('form.required', { field: t('form.email') })
        : EMAIL_PATTERN.test(address)
          ? undefined
          : t('form.invalidEmail'),
    });
    if (valid) resetCall.mutate({ username: name, email: address });
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('form.username')}
        value={username}
        onChange={bind('username', setUsername)}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
      />
      <TextField
        label={t('form.email')}
        value={email}
        onChange={bind('email', setEmail)}
        error={errors.email}
        type="email"
        autoComplete="email"
      />
      {resetCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(resetCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={resetCall.isPending}>
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
