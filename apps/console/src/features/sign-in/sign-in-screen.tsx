import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffLoginPayloadSchema, type StaffLoginValue } from '@portal/shared/schemas/operator';
import { api } from '../../api/client';
import { useStaff } from '../../auth/staff-context';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { ErrorAlert, Notice } from '../../components/ui/primitives';
import styles from './sign-in.module.css';

/** Where a signed-in staff member goes: back to the page that asked for sign-in, or home. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  const next = params.get('next') ?? '/';
  // Only paths inside the console: never an address elsewhere.
  return next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignInScreen() {
  const { t } = useTranslation('signIn');
  const { staff, signedIn, endedReason } = useStaff();
  const returnPath = useReturnPath();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(staffLoginPayloadSchema, { username: '', password: '' });

  if (staff) return <Navigate to={returnPath} replace />;

  const submit = form.handleSubmit(async (payload) => {
    setError(null);
    try {
      const value = await api<StaffLoginValue>('/session/login', { body: payload });
      await signedIn(value.token);
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        {endedReason === 'expired' ? <Notice>{t('common:state.sessionEnded')}</Notice> : null}
        <ErrorAlert error={error} />
        <Field label={t('username')} error={form.formState.errors.username?.message}>
          {(props) => (
            <TextInput
              {...props}
              autoComplete="username"
              autoFocus
              {...form.register('username')}
            />
          )}
        </Field>
        <Field label={t('password')} error={form.formState.errors.password?.message}>
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
    </main>
  );
}
