import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SocialLinkRequiredValue } from '@portal/shared/schemas/social-sign-in';
import { Button } from '../../../components/ui/button';
import { linkSocialAccount } from '../api/social-sign-in';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFormErrors } from '../hooks/use-form-errors';
import { PasswordField } from './password-field';
import { socialOutcome, type SocialOutcomeHandlers } from './social-outcome';
import styles from './form.module.css';

const NAMES = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram' };

interface SocialLinkFormProps extends Omit<SocialOutcomeHandlers, 'onLink'> {
  link: SocialLinkRequiredValue;
  onBack: () => void;
}

/**
 * A provider gave the email of an existing member: that member's password links the two
 * (decision 056), and the login goes on as any other.
 */
export function SocialLinkForm({ link, onBack, ...handlers }: SocialLinkFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const [password, setPassword] = useState('');
  const { errors, formRef, validate, bind } = useFormErrors<'password'>();
  const outcome = socialOutcome({ ...handlers, onLink: () => undefined });
  const call = useMutation({
    mutationFn: () => linkSocialAccount({ ticket: link.ticket, password }),
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = validate({
      password: password ? undefined : t('form.required', { field: t('field.password') }),
    });
    if (valid) call.mutate();
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <h3 className={styles.stepTitle}>{t('social.linkTitle')}</h3>
      <p className={styles.intro}>
        {t('social.linkIntro', { email: link.maskedEmail, provider: NAMES[link.provider] })}
      </p>
      <PasswordField
        label={t('field.password')}
        value={password}
        onChange={bind('password', setPassword)}
        error={errors.password}
        autoComplete="current-password"
      />
      {call.isError && !outcome.handled(call.error) && (
        <p role="alert" className={styles.alert}>
          {errorMessage(call.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={call.isPending}>
        {t('social.linkSubmit')}
      </Button>
      <p className={styles.row}>
        <button type="button" className={styles.link} onClick={onBack}>
          {t('register.toLogin')}
        </button>
      </p>
    </form>
  );
}
