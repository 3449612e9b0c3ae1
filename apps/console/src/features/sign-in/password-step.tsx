import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffLoginPayloadSchema, type StaffLoginValue } from '@portal/shared/schemas/operator';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { logIn } from './sign-in-api';
import { StepError } from './step-error';
import styles from './sign-in.module.css';

/** The first step: username and password answer a challenge for the code step. */
export function PasswordStep({
  onPassed,
}: {
  onPassed: (value: StaffLoginValue, username: string) => void;
}) {
  const { t } = useTranslation('signIn');
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(staffLoginPayloadSchema, { username: '', password: '' });

  const submit = form.handleSubmit(async (payload) => {
    setError(null);
    try {
      onPassed(await logIn(payload), payload.username);
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <StepError error={error} />
      <Field
        label={t('username')}
        error={form.formState.errors.username ? t('usernameRequired') : undefined}
      >
        {(props) => (
          <TextInput {...props} autoComplete="username" autoFocus {...form.register('username')} />
        )}
      </Field>
      <Field
        label={t('password')}
        error={form.formState.errors.password ? t('passwordRequired') : undefined}
      >
        {(props) => (
          <TextInput
            {...props}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <Button
        type="submit"
        variant="primary"
        busy={form.formState.isSubmitting}
        className={styles.submit}
      >
        {t('submit')}
      </Button>
    </form>
  );
}
