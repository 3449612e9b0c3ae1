import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createAdjustmentPayloadSchema,
  type Adjustment,
  type CreateAdjustmentPayload,
} from '@portal/shared/schemas/balance-adjustments';
import type { MemberDetail } from '@portal/shared/schemas/operator-members';
import { Field, TextArea, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert, Notice } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { currentLocale } from '../../lib/i18n';
import { formatAmount } from '../../lib/format';
import { memberPath, useAdjustmentThreshold, useOperatorAction } from './api';

/**
 * A credit or debit of the member's main wallet. Up to the site's threshold it applies at once;
 * above it, it waits for a second staff member (the answer says which happened).
 */
export function AdjustDialog({
  member,
  open,
  onOpenChange,
}: {
  member: MemberDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const threshold = useAdjustmentThreshold();
  const [done, setDone] = useState<Adjustment | null>(null);
  const form = useZodForm(createAdjustmentPayloadSchema, { amount: '', reason: '' });
  const adjust = useOperatorAction<Adjustment, CreateAdjustmentPayload>((values) => [
    `${memberPath(member.id)}/adjustments`,
    { body: values },
  ]);
  const locale = currentLocale();
  const change = (next: boolean) => {
    if (!next) {
      form.reset();
      adjust.reset();
      setDone(null);
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    let result: Adjustment;
    try {
      result = await adjust.mutateAsync(values);
    } catch {
      return; // The server's refusal shows in the dialog (adjust.error).
    }
    toast(
      t(result.status === 'pending' ? 'adjust.pending' : 'adjust.applied', {
        reference: result.reference,
      }),
    );
    setDone(result);
  });
  const limit = threshold.data ? formatAmount(threshold.data.approvalThreshold, locale) : '…';
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t('adjust.title', { username: member.username })}
      description={t('adjust.description', { threshold: `${limit} ${member.currency}` })}
    >
      {done ? (
        <>
          <Notice>
            {t(done.status === 'pending' ? 'adjust.pending' : 'adjust.applied', {
              reference: done.reference,
            })}
            {done.balanceAfter !== null
              ? ` ${t('adjust.mainBalance', { amount: `${formatAmount(done.balanceAfter, locale)} ${done.currency}` })}`
              : null}
          </Notice>
          <DialogFooter>
            <Button variant="primary" onClick={() => change(false)}>
              {t('action.close', { ns: 'common' })}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label={`${t('adjust.amount')} (${member.currency})`}
            hint={t('adjust.amountHint')}
            error={form.formState.errors.amount?.message}
          >
            {(props) => (
              <TextInput
                {...props}
                inputMode="decimal"
                autoComplete="off"
                {...form.register('amount')}
              />
            )}
          </Field>
          <Field
            label={t('adjust.reason')}
            hint={t('adjust.reasonHint')}
            error={form.formState.errors.reason?.message}
          >
            {(props) => (
              <TextArea {...props} rows={3} maxLength={255} {...form.register('reason')} />
            )}
          </Field>
          <ErrorAlert error={adjust.error} />
          <DialogFooter>
            <Button onClick={() => change(false)}>{t('action.cancel', { ns: 'common' })}</Button>
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('adjust.submit')}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
