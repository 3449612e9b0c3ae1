import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createStaffPayloadSchema, STAFF_ROLES } from '@portal/shared/schemas/operator';
import { Field, SelectInput, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert, Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { createStaff, STAFF_LIST_KEY } from './staff-api';

const blank = { username: '', displayName: '', role: 'viewer' as const, password: '' };

/** A new staff account with a first password; the first sign-in enrols their authenticator. */
export function CreateStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(createStaffPayloadSchema, blank);
  const errors = form.formState.errors;

  const change = (next: boolean) => {
    if (!next) {
      form.reset(blank);
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async (payload) => {
    setError(null);
    try {
      const created = await createStaff(payload);
      await queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY });
      toast(t('created', { name: created.username }));
      change(false);
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <Dialog open={open} onOpenChange={change} title={t('createTitle')}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('form.username')}
          hint={t('form.usernameHint')}
          error={errors.username ? t('form.usernameRule') : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              autoComplete="off"
              spellCheck={false}
              {...form.register('username')}
            />
          )}
        </Field>
        <Field
          label={t('form.displayName')}
          error={errors.displayName ? t('form.displayNameRule') : undefined}
        >
          {(props) => <TextInput {...props} autoComplete="off" {...form.register('displayName')} />}
        </Field>
        <Field label={t('form.role')}>
          {(props) => (
            <SelectInput {...props} {...form.register('role')}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`common:role.${role}`)}
                </option>
              ))}
            </SelectInput>
          )}
        </Field>
        <Field
          label={t('form.password')}
          hint={t('form.passwordHint')}
          error={errors.password ? t('form.passwordRule') : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
          )}
        </Field>
        <Notice>{t('form.firstSignIn')}</Notice>
        <ErrorAlert error={error} />
        <DialogFooter>
          <Button onClick={() => change(false)}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('common:action.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
