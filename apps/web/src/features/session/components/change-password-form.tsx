import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';
import { login } from '../api/login';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFieldRules } from '../hooks/use-field-rules';
import { useFormErrors } from '../hooks/use-form-errors';
import { readRememberedUser } from '../hooks/remembered-user';
import { useSession } from '../hooks/use-session';
import type { AuthFormProps } from './auth-form-props';
import { PasswordField } from './password-field';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Server failures that belong to one field of the form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  OLD_PASSWORD_WRONG: 'oldPassword',
  PASSWORD_MISMATCH: 'confirmNewPassword',
  WEAK_PASSWORD: 'newPassword',
};

/**
 * Change-password modal: forced after a login with the weak default or an expired password
 * (spec sections 2 and 4). The current password is not asked for when the member just typed
 * it. After the change the member logs in again with the new password and goes to /.
 */
export function ChangePasswordForm({ onSuccess, onOpen, context }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storedAccount = useSession((state) => state.member?.account);
  const account = context.account ?? storedAccount ?? '';
  const known = context.knownPassword;
  // A known current password has no field: its failure shows above the button.
  const fieldOf = (error: unknown) => {
    const field = error instanceof ApiError ? FIELD_OF_CODE[error.errorCode] : undefined;
    return field === 'oldPassword' && known ? undefined : field;
  };
  const rules = useFieldRules();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');
  const { errors, formRef, validate, show, bind } = useFormErrors<Field>();

  const changeCall = useMutation({
    mutationFn: async (payload: Record<Field, string>) => {
      await changePassword(payload);
      // The password change ended the session: sign in again with the new password.
      useSession.getState().clear();
      queryClient.removeQueries({ queryKey: ['member'] });
      return login({
        username: account,
        password: payload.newPassword,
        type: 'username',
        ...(readRememberedUser() === account ? { remember: true } : {}),
      });
    },
    onSuccess: (value) => {
      useSession.getState().signIn(value);
      onSuccess();
      void navigate(paths.home);
    },
    onError: (error) => {
      if (useSession.getState().token === null) {
        // Changed, but the new login did not go through: the member logs in by hand.
        onOpen('login');
        return;
      }
      const field = fieldOf(error);
      if (field) show({ [field]: errorMessage(error) });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const current = known ?? oldPassword.trim();
    const next = newPassword.trim();
    const confirm = confirmNewPassword.trim();
    const valid = validate({
      oldPassword: current ? undefined : t('form.required', { field: t('form.oldPassword') }),
      newPassword: rules.check('password', t('form.newPassword'), next, true),
      confirmNewPassword: !confirm
        ? t('form.required', { field: t('field.confirmPassword') })
        : confirm !== next
          ? t('form.passwordsMustMatch')
          : undefined,
    });
    if (valid) {
      changeCall.mutate({ oldPassword: current, newPassword: next, confirmNewPassword: confirm });
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {context.forced && <p className={styles.intro}>{t('change.forcedIntro')}</p>}
      {account && (
        <p className={styles.account}>
          {t('change.account')} <strong>{account}</strong>
        </p>
      )}
      {!known && (
        <PasswordField
          label={t('form.oldPassword')}
          value={oldPassword}
          onChange={bind('oldPassword', setOldPassword)}
          error={errors.oldPassword}
          autoComplete="current-password"
        />
      )}
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
      {changeCall.isError && !fieldOf(changeCall.error) && (
        <p role="alert" className={styles.alert}>
          {errorMessage(changeCall.error)}
        </p>
      )}
      <Button type="submit" size="lg" block busy={changeCall.isPending}>
        {t('change.submit')}
      </Button>
    </form>
  );
}
