import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createDepositChannelPayloadSchema,
  DEPOSIT_CHANNEL_TYPES,
  GATEWAY_KINDS,
  updateDepositChannelPayloadSchema,
  type OperatorDepositChannel,
} from '@portal/shared/schemas/deposit';
import { api } from '../../../api/client';
import { FieldRow, SelectInput, TextInput } from '../../../components/form/fields';
import { RowField, useFieldError } from './form-parts';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { ErrorAlert } from '../../../components/ui/primitives';
import { useToast } from '../../../components/ui/toast';
import { CHANNELS } from '../deposits/deposit-calls';

/** An empty text field is a field left out (the schemas refuse empty strings). */
const text = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) };
const number = {
  setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
};

/** The names per language the console edits: English and Chinese (others fall back to English). */
function namesOf(en: string, cn: string): Record<string, string> | undefined {
  const names = Object.fromEntries(
    [
      ['EN', en.trim()],
      ['CN', cn.trim()],
    ].filter(([, name]) => name),
  );
  return Object.keys(names).length > 0 ? names : undefined;
}

function useSaveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      api<OperatorDepositChannel>(id === null ? CHANNELS : `${CHANNELS}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', CHANNELS] }),
  });
}

/** A new channel: a bank account members transfer to, or a gateway. */
export function CreateChannelDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation();
  const toast = useToast();
  const save = useSaveChannel();
  const [nameEn, setNameEn] = useState('');
  const [nameCn, setNameCn] = useState('');
  const form = useZodForm(createDepositChannelPayloadSchema, {
    type: 'bank_transfer',
    enabled: true,
    turnoverBps: 10_000,
    sort: 100,
  });
  const type = form.watch('type');
  const errors = form.formState.errors;
  const fieldError = useFieldError();
  const close = () => {
    form.reset();
    setNameEn('');
    setNameCn('');
    save.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const names = namesOf(nameEn, nameCn);
    // A refusal shows in the dialog (save.error), which stays open.
    const channel = await save
      .mutateAsync({ id: null, body: { ...values, ...(names && { names }) } })
      .catch(() => null);
    if (!channel) return;
    toast(t('channel.created', { code: channel.code }));
    close();
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('channel.createTitle')}
      description={t('channel.description')}
      size="wide"
    >
      <form onSubmit={submit} noValidate>
        <FieldRow>
          <RowField
            label={t('channel.code')}
            hint={t('channel.codeHint')}
            error={fieldError(errors.code)}
          >
            {(props) => <TextInput {...props} {...form.register('code', text)} />}
          </RowField>
          <RowField label={t('channel.type')} error={fieldError(errors.type)}>
            {(props) => (
              <SelectInput {...props} {...form.register('type')}>
                {DEPOSIT_CHANNEL_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`deposit.type.${value}`)}
                  </option>
                ))}
              </SelectInput>
            )}
          </RowField>
        </FieldRow>
        <FieldRow>
          <RowField label={t('channel.name')} error={fieldError(errors.name)}>
            {(props) => <TextInput {...props} {...form.register('name', text)} />}
          </RowField>
          <RowField label={t('channel.nameEn')}>
            {(props) => (
              <TextInput {...props} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
            )}
          </RowField>
          <RowField label={t('channel.nameCn')}>
            {(props) => (
              <TextInput {...props} value={nameCn} onChange={(e) => setNameCn(e.target.value)} />
            )}
          </RowField>
        </FieldRow>
        <LimitFields form={form} />
        {type === 'bank_transfer' ? (
          <FieldRow>
            <RowField label={t('channel.bankName')} error={fieldError(errors.bankName)}>
              {(props) => <TextInput {...props} {...form.register('bankName', text)} />}
            </RowField>
            <RowField label={t('channel.accountName')} error={fieldError(errors.accountName)}>
              {(props) => <TextInput {...props} {...form.register('accountName', text)} />}
            </RowField>
            <RowField label={t('channel.accountNumber')} error={fieldError(errors.accountNumber)}>
              {(props) => <TextInput {...props} {...form.register('accountNumber', text)} />}
            </RowField>
          </FieldRow>
        ) : (
          <FieldRow>
            <RowField label={t('channel.gatewayKind')} error={fieldError(errors.gatewayKind)}>
              {(props) => (
                <SelectInput {...props} {...form.register('gatewayKind', text)}>
                  <option value="">—</option>
                  {GATEWAY_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kind}
                    </option>
                  ))}
                </SelectInput>
              )}
            </RowField>
            <RowField
              label={t('channel.gatewaySecret')}
              hint={t('channel.gatewaySecretHint')}
              error={fieldError(errors.gatewaySecret)}
            >
              {(props) => (
                <TextInput
                  {...props}
                  type="password"
                  autoComplete="new-password"
                  {...form.register('gatewaySecret', text)}
                />
              )}
            </RowField>
          </FieldRow>
        )}
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" {...form.register('enabled')} /> {t('channel.enableInNew')}
        </label>
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={close}>{common('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {common('action.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** Minimum, maximum, turnover and order: the fields both forms share. */
function LimitFields({
  form,
}: {
  // Both forms' values hold these four fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: ReturnType<typeof useZodForm<any>>;
}) {
  const { t } = useTranslation('cashier');
  const errors = form.formState.errors as Record<
    string,
    { message?: string; type?: string } | undefined
  >;
  const fieldError = useFieldError();
  return (
    <FieldRow>
      <RowField label={t('channel.min')} error={fieldError(errors.minAmount)}>
        {(props) => (
          <TextInput {...props} inputMode="decimal" {...form.register('minAmount', text)} />
        )}
      </RowField>
      <RowField label={t('channel.max')} error={fieldError(errors.maxAmount)}>
        {(props) => (
          <TextInput {...props} inputMode="decimal" {...form.register('maxAmount', text)} />
        )}
      </RowField>
      <RowField
        label={t('channel.turnover')}
        hint={t('channel.turnoverHint')}
        error={fieldError(errors.turnoverBps)}
      >
        {(props) => (
          <TextInput {...props} type="number" min={0} {...form.register('turnoverBps', number)} />
        )}
      </RowField>
      <RowField label={t('channel.order')} error={fieldError(errors.sort)}>
        {(props) => (
          <TextInput {...props} type="number" min={0} {...form.register('sort', number)} />
        )}
      </RowField>
    </FieldRow>
  );
}

/** Changes a channel's names, limits, order and account (or rotates a gateway's secret). */
export function EditChannelDialog({
  channel,
  onClose,
}: {
  channel: OperatorDepositChannel | null;
  onClose: () => void;
}) {
  if (!channel) return null;
  return <EditChannelForm key={channel.id} channel={channel} onClose={onClose} />;
}

function EditChannelForm({
  channel,
  onClose,
}: {
  channel: OperatorDepositChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation();
  const toast = useToast();
  const save = useSaveChannel();
  const [nameEn, setNameEn] = useState(channel.names.EN ?? '');
  const [nameCn, setNameCn] = useState(channel.names.CN ?? '');
  const bank = channel.bankAccount;
  const form = useZodForm(updateDepositChannelPayloadSchema, {
    name: channel.name,
    minAmount: String(channel.minAmount),
    maxAmount: String(channel.maxAmount),
    turnoverBps: channel.turnoverBps,
    sort: channel.sort,
    ...(bank
      ? {
          bankName: bank.bankName,
          accountName: bank.accountName,
          accountNumber: bank.accountNumber,
        }
      : {}),
  });
  const errors = form.formState.errors;
  const fieldError = useFieldError();
  const submit = form.handleSubmit(async (values) => {
    const names = namesOf(nameEn, nameCn);
    const saved = await save
      .mutateAsync({
        id: channel.id,
        body: { ...values, ...(names && { names: { ...channel.names, ...names } }) },
      })
      .catch(() => null);
    if (!saved) return;
    toast(t('channel.saved', { code: channel.code }));
    onClose();
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('channel.editTitle', { code: channel.code })}
      size="wide"
    >
      <form onSubmit={submit} noValidate>
        <FieldRow>
          <RowField label={t('channel.name')} error={fieldError(errors.name)}>
            {(props) => <TextInput {...props} {...form.register('name', text)} />}
          </RowField>
          <RowField label={t('channel.nameEn')}>
            {(props) => (
              <TextInput {...props} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
            )}
          </RowField>
          <RowField label={t('channel.nameCn')}>
            {(props) => (
              <TextInput {...props} value={nameCn} onChange={(e) => setNameCn(e.target.value)} />
            )}
          </RowField>
        </FieldRow>
        <LimitFields form={form} />
        {bank ? (
          <FieldRow>
            <RowField label={t('channel.bankName')} error={fieldError(errors.bankName)}>
              {(props) => <TextInput {...props} {...form.register('bankName', text)} />}
            </RowField>
            <RowField label={t('channel.accountName')} error={fieldError(errors.accountName)}>
              {(props) => <TextInput {...props} {...form.register('accountName', text)} />}
            </RowField>
            <RowField label={t('channel.accountNumber')} error={fieldError(errors.accountNumber)}>
              {(props) => <TextInput {...props} {...form.register('accountNumber', text)} />}
            </RowField>
          </FieldRow>
        ) : (
          <RowField
            label={t('channel.gatewaySecret')}
            hint={t('channel.rotateSecretHint')}
            error={fieldError(errors.gatewaySecret)}
          >
            {(props) => (
              <TextInput
                {...props}
                type="password"
                autoComplete="new-password"
                {...form.register('gatewaySecret', text)}
              />
            )}
          </RowField>
        )}
        <ErrorAlert error={save.error} />
        <DialogFooter>
          <Button onClick={onClose}>{common('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
            {common('action.save')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
