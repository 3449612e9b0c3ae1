import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adjustmentSettingsSchema } from '@portal/shared/schemas/balance-adjustments';
import { api } from '../../api/client';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useAdjustmentThreshold } from './api';

/** The approval threshold of balance adjustments, changed by an admin (site.manage). */
export function ThresholdButton() {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const client = useQueryClient();
  const threshold = useAdjustmentThreshold();
  const form = useZodForm(adjustmentSettingsSchema, { approvalThreshold: '' });
  const save = useMutation({
    mutationFn: (body: { approvalThreshold: string | number }) =>
      api<{ approvalThreshold: number }>('/adjustments/settings', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator', '/adjustments/settings'] }),
  });
  const change = (next: boolean) => {
    if (next) form.reset({ approvalThreshold: threshold.data?.approvalThreshold.toFixed(2) ?? '' });
    else save.reset();
    setOpen(next);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return; // Shown in the dialog.
    }
    toast(t('adjustments.thresholdSaved'));
    change(false);
  });
  return (
    <>
      <Button onClick={() => change(true)}>{t('adjustments.thresholdEdit')}</Button>
      <Dialog open={open} onOpenChange={change} title={t('adjustments.thresholdTitle')}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={t('adjustments.threshold')}
            hint={t('adjustments.thresholdHint')}
            error={form.formState.errors.approvalThreshold?.message}
          >
            {(props) => (
              <TextInput {...props} inputMode="decimal" {...form.register('approvalThreshold')} />
            )}
          </Field>
          <ErrorAlert error={save.error} />
          <DialogFooter>
            <Button onClick={() => change(false)}>{t('action.cancel', { ns: 'common' })}</Button>
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('action.save', { ns: 'common' })}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </>
  );
}
