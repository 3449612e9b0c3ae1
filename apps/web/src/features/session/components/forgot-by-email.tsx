import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchesPattern } from '@portal/shared/validation/patterns';
import { resetPasswordByEmail } from '../api/reset-password-by-email';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFormErrors } from '../hooks/use-form-errors';
import type { AuthFormProps } from './auth-form-props';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

/** Catalogue pattern 3: an email address (spec section 5). */
const EMAIL_PATTERN_ID = 3;

/** Username and email: the server emails a reset link (spec section 4). */
export function ForgotByEmail({ onOpen }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const resetCall = useMutation({ mutationFn: resetPasswordByEmail });
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const { errors, formRef, validate, bind } = useFormErrors<'username' | 'email'>();

  if (resetCall.isSuccess) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {t('forgot.emailSent')}
        </p>
        <Button size="lg" block isDefault onClick={() => onOpen('login')}>
          {t('form.confirm')}
        </Button>
      </div>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const address = email.trim();
    const valid = validate({
      username: name ? undefined : t('form.required', { field: t('field.username') }),
      email: !address
        ? t('form.required', { field: t('field.email') })
        : matchesPattern(EMAIL_PATTERN_ID, address)
          ? undefined
          : t('form.invalidEmail'),
    });
    if (valid) resetCall.mutate({ username: name, email: address });
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
      <TextField
        label={t('field.email')}
        value={email}
        onChange={bind('email', setEmail)}
        error={errors.email}
        type="email"
        autoComplete="email"
        maxLength={254}
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
