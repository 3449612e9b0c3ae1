import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../api/reset-password';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFormErrors } from '../hooks/use-form-errors';
import type { AuthFormProps } from './auth-form-props';
import { PasswordField } from './password-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

type Field = 'newPassword' | 'confirmNewPassword';

/** The page of an emailed reset link (?resetPassword=...): a new password, then log in. */
export function ResetPasswordForm({ onOpen, context }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const rules = useFieldRules();
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const { errors, formRef, validate, bind } = useFormErrors<Field>();

  const resetCall = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => onOpen('login', { notice: 'passwordReset' }),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = newPassword.trim();
    const confirm = confirmNewPassword.trim();
    const valid = validate({
      newPassword: rules.check('password', t('form.newPassword'), next, true),
      confirmNewPassword: !confirm
        ? t('form.required', { field: t('field.confirmPassword') })
        : confirm !== next
          ? t('form.passwordsMustMatch')
          : undefined,
    });
    if (!valid) return;
    resetCall.mutate({
      token: context.resetToken ?? '',
      newPassword: next,
      confirmNewPassword: confirm,
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.intro}>{t('reset.intro')}</p>
      <PasswordField
        label={t('form.newPassword')}
        value={newPassword}
        onChange={bind('newPassword', setNewPassword)}
        error={errors.newPassword}
        hint={rules.hint('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('field.confirmPassword')}
        value={confirmNewPassword}
        onChange={bind('confirmNewPassword', setConfirmNewPassword)}
        error={errors.confirmNewPassword}
        autoComplete="new-password"
      />
      {resetCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(resetCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={resetCall.isPending}>
        {t('reset.submit')}
      </Button>
      <p className={styles.row}>
        <button type="button" className={styles.link} onClick={() => onOpen('forgot')}>
          {t('reset.newLink')}
        </button>
      </p>
    </form>
  );
}
