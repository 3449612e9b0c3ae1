import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveWithdrawalPayloadSchema,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_TYPES,
  type OperatorWithdrawal,
} from '@portal/shared/schemas/withdrawal';
import { Field, TextArea } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { DescriptionList, ErrorAlert } from '../../../components/ui/primitives';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import styles from '../cashier.module.css';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Marks a withdrawal paid: the account to pay shown in full, then an optional payout slip (the
 * bank's confirmation, checked again by the server) and note. The member is asked to confirm.
 */
export function ApproveDialog({
  order,
  onClose,
  onApprove,
}: {
  order: OperatorWithdrawal | null;
  onClose: () => void;
  onApprove: (body: { note?: string; payoutProof?: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation('cashier');
  const { t: common } = useTranslation();
  const [note, setNote] = useState('');
  const [slip, setSlip] = useState<string | null>(null);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    setNote('');
    setSlip(null);
    setSlipError(null);
    setError(null);
  }, [order?.orderNo]);

  if (!order) return null;

  const choose = async (file: File | undefined) => {
    setSlip(null);
    setSlipError(null);
    if (!file) return;
    if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setSlipError(t('withdrawal.slipType'));
      return;
    }
    if (file.size > PROOF_IMAGE_MAX_BYTES) {
      setSlipError(t('withdrawal.slipSize'));
      return;
    }
    setSlip(await readAsDataUrl(file));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = approveWithdrawalPayloadSchema.parse({
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(slip ? { payoutProof: slip } : {}),
    });
    setBusy(true);
    setError(null);
    try {
      await onApprove(body ?? {});
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const amount = `${formatAmount(order.amount, currentLocale())} ${order.currency}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('withdrawal.approveTitle', { orderNo: order.orderNo })}
      description={t('withdrawal.approveText', { amount })}
    >
      <form onSubmit={submit}>
        <div className={styles.payTo}>
          <DescriptionList
            items={[
              [t('withdrawal.bank'), order.bankName],
              [t('withdrawal.accountNumber'), <strong key="n">{order.accountNumber}</strong>],
              [t('column.holder'), order.holderName],
              [t('column.amount'), <strong key="a">{amount}</strong>],
            ]}
          />
        </div>
        <Field
          label={t('withdrawal.slipLabel')}
          hint={t('withdrawal.slipHint')}
          error={slipError ?? undefined}
        >
          {(props) => (
            <input
              {...props}
              type="file"
              accept={PROOF_IMAGE_TYPES.join(',')}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          )}
        </Field>
        {slip ? (
          <img className={styles.preview} src={slip} alt={t('withdrawal.slipPreview')} />
        ) : null}
        <Field label={t('withdrawal.noteLabel')}>
          {(props) => (
            <TextArea
              {...props}
              rows={2}
              maxLength={255}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <ErrorAlert error={error} />
        <DialogFooter>
          <Button onClick={onClose}>{common('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={slipError !== null}>
            {t('withdrawal.approveButton')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
