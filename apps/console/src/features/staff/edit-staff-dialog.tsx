import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  STAFF_ROLES,
  staffPasswordSchema,
  updateStaffPayloadSchema,
  type StaffAccount,
  type UpdateStaffPayload,
} from '@portal/shared/schemas/operator';
import { ME_QUERY_KEY } from '../../auth/staff-context';
import { Field, SelectInput, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert, Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { setStaffPassword, STAFF_LIST_KEY, updateStaff } from './staff-api';

const editSchema = z.object({
  displayName: updateStaffPayloadSchema.shape.displayName.unwrap(),
  role: z.enum(STAFF_ROLES),
});

/** Display name and role of a staff member; an admin's own role stays (the server refuses it). */
export function EditStaffDialog({
  staff,
  self,
  onClose,
}: {
  staff: StaffAccount;
  self: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(editSchema, { displayName: staff.displayName, role: staff.role });

  const submit = form.handleSubmit(async (values) => {
    const patch: UpdateStaffPayload = {
      ...(values.displayName !== staff.displayName ? { displayName: values.displayName } : {}),
      ...(!self && values.role !== staff.role ? { role: values.role } : {}),
    };
    if (Object.keys(patch).length === 0) return onClose();
    setError(null);
    try {
      await updateStaff(staff.id, patch);
      await queryClient.invalidateQueries({ queryKey: STAFF_LIST_KEY });
      if (self) await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast(t('saved'));
      onClose();
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('editTitle', { name: staff.username })}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={t('form.displayName')}
          error={form.formState.errors.displayName ? t('form.displayNameRule') : undefined}
        >
          {(props) => <TextInput {...props} autoComplete="off" {...form.register('displayName')} />}
        </Field>
        {self ? (
          <Notice>{t('form.ownRole')}</Notice>
        ) : (
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
        )}
        <ErrorAlert error={error} />
        <DialogFooter>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('common:action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

const passwordSchema = z.object({ password: staffPasswordSchema });

/** A new password for a staff member, who is signed out everywhere. */
export function PasswordDialog({ staff, onClose }: { staff: StaffAccount; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const toast = useToast();
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(passwordSchema, { password: '' });

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await setStaffPassword(staff.id, password);
      toast(t('passwordSet'));
      onClose();
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('passwordTitle', { name: staff.username })}
      description={t('passwordLead')}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={t('form.password')}
          hint={t('form.passwordHint')}
          error={form.formState.errors.password ? t('form.passwordRule') : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              type="password"
              autoComplete="new-password"
              autoFocus
              {...form.register('password')}
            />
          )}
        </Field>
        <ErrorAlert error={error} />
        <DialogFooter>
          <Button onClick={onClose}>{t('common:action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {t('common:action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
