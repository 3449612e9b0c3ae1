import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { totpCodeSchema } from '@portal/shared/schemas/operator';
import { ME_QUERY_KEY } from '../../auth/staff-context';
import { Field, TextInput } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogFooter } from '../../components/ui/dialog';
import { ErrorAlert } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { RecoveryCodes } from './recovery-codes';
import { regenerateRecoveryCodes } from './sign-in-api';

const schema = z.object({ code: totpCodeSchema });

/**
 * New recovery codes against a current authenticator code; the new codes are shown once, with
 * copy, download and "I have saved them" like at enrolment.
 */
export function RegenerateCodesDialog({
  open,
  onOpenChange,
  username,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
}) {
  const { t } = useTranslation('signIn');
  const queryClient = useQueryClient();
  const toast = useToast();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useZodForm(schema, { code: '' });

  const change = (next: boolean) => {
    if (!next) {
      setCodes(null);
      setError(null);
      form.reset({ code: '' });
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const value = await regenerateRecoveryCodes(code);
      setCodes(value.recoveryCodes);
      toast(t('account.regenerated'));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (failure) {
      setError(failure);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={codes ? t('recovery.title') : t('account.regenerateTitle')}
      description={codes ? t('recovery.lead') : t('account.regenerateLead')}
    >
      {codes ? (
        <RecoveryCodes
          codes={codes}
          username={username}
          continueLabel={t('account.done')}
          onContinue={() => change(false)}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Field
            label={t('code.label')}
            error={form.formState.errors.code ? t('code.invalid') : undefined}
          >
            {(props) => (
              <TextInput
                {...props}
                autoFocus
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                placeholder="123456"
                {...form.register('code')}
              />
            )}
          </Field>
          <ErrorAlert error={error} />
          <DialogFooter>
            <Button onClick={() => change(false)}>{t('common:action.cancel')}</Button>
            <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
              {t('account.regenerateSubmit')}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
