import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor, toMinor } from '@portal/shared/money';
import type { ReceiptOutcome, Withdrawal } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../../components/ui/text-field';
import { confirmReceipt } from '../api/withdraw-calls';
import { useWithdrawMutation } from '../hooks/use-withdraw-mutation';
import { parseAmountText, proofFileProblem, useMoney } from '../withdraw-format';
import { readAsDataUrl } from '../../../lib/image-file';
import styles from './withdraw.module.css';

type Errors = Partial<Record<'receivedAmount' | 'proof', string>>;

/**
 * A paid withdrawal waiting for the member's word (spec section 4): received; not received, with
 * a picture of the statement as proof; or partly received, with the amount that arrived (the
 * remainder is shown as it is typed). Without an answer it counts as received at the deadline.
 */
export function ReceiptPanel({
  order,
  onAnswered,
}: {
  order: Withdrawal;
  /** The answer is recorded; the panel goes away as the order leaves the waiting list. */
  onAnswered: (order: Withdrawal) => void;
}) {
  const { t, i18n } = useTranslation('withdraw');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const proofId = useId();
  const [outcome, setOutcome] = useState<ReceiptOutcome | null>(null);
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const answer = useWithdrawMutation(confirmReceipt, { onSuccess: onAnswered });

  const amount = toMinor(order.amount.toFixed(2));
  const receivedMinor = parseAmountText(received);
  const remainder =
    receivedMinor !== null && receivedMinor < amount ? amount - receivedMinor : null;

  const choose = (next: ReceiptOutcome) => {
    setOutcome(next);
    setErrors({});
    answer.reset();
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProof(null);
    if (!file) return;
    const problem = proofFileProblem(file);
    if (problem) {
      setErrors((current) => ({
        ...current,
        proof: t(problem === 'type' ? 'receipt.errors.proofType' : 'receipt.errors.proofSize'),
      }));
      event.target.value = '';
      return;
    }
    setErrors((current) => ({ ...current, proof: undefined }));
    setProof(await readAsDataUrl(file));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return;
    const next: Errors = {};
    if (outcome === 'not_received' && !proof) next.proof = t('receipt.errors.proof');
    if (outcome === 'partial' && (receivedMinor === null || receivedMinor >= amount)) {
      next.receivedAmount = t('receipt.errors.amount', { max: money(order.amount) });
    }
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    answer.mutate({
      orderNo: order.orderNo,
      outcome,
      ...(outcome === 'partial' && receivedMinor !== null
        ? { receivedAmount: fromMinor(receivedMinor) }
        : {}),
      ...(outcome !== 'received' && proof ? { proofImage: proof } : {}),
    });
  };

  const outcomes: [ReceiptOutcome, string][] = [
    ['received', t('receipt.received')],
    ['not_received', t('receipt.notReceived')],
    ['partial', t('receipt.partial')],
  ];

  return (
    <section aria-labelledby={headingId} className={styles.receipt}>
      <h3 id={headingId} className={styles.heading}>
        {t('receipt.heading')}
      </h3>
      <dl className={styles.receiptFacts}>
        <div>
          <dt>{t('history.amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('history.card')}</dt>
          <dd>
            {order.bankName} <span className={styles.nowrap}>{order.accountNumber}</span>
          </dd>
        </div>
        {order.decidedAt && (
          <div>
            <dt>{t('receipt.paidAt')}</dt>
            <dd>{formatDateTime(order.decidedAt, i18n.language)}</dd>
          </div>
        )}
        <div className={styles.factWide}>
          <dt>{t('history.orderNo')}</dt>
          <dd>{order.orderNo}</dd>
        </div>
      </dl>
      {order.receiptDueAt && (
        <p className={styles.muted}>
          {t('receipt.deadline', { time: formatDateTime(order.receiptDueAt, i18n.language) })}
        </p>
      )}
      <div className={styles.outcomes} role="group" aria-label={t('receipt.heading')}>
        {outcomes.map(([value, label]) => (
          <Button
            key={value}
            variant="secondary"
            className={styles.outcome}
            aria-pressed={outcome === value}
            onClick={() => choose(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      {outcome && (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          {outcome === 'partial' && (
            <>
              <TextField
                label={t('receipt.receivedAmount')}
                value={received}
                onChange={(value) => {
                  setReceived(value);
                  setErrors((current) => ({ ...current, receivedAmount: undefined }));
                }}
                error={errors.receivedAmount}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
              />
              {remainder !== null && (
                <p className={styles.remainder} data-testid="receipt-remainder">
                  {t('receipt.remainder', { amount: money(Number(fromMinor(remainder))) })}
                </p>
              )}
            </>
          )}
          {outcome !== 'received' && (
            <div className={styles.field}>
              <label htmlFor={proofId} className={styles.label}>
                {outcome === 'not_received' ? t('receipt.proof') : t('receipt.proofOptional')}
              </label>
              <input
                id={proofId}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className={styles.file}
                onChange={(event) => void handleFile(event)}
                aria-invalid={errors.proof ? true : undefined}
                aria-describedby={`${proofId}-hint`}
              />
              <p id={`${proofId}-hint`} className={errors.proof ? styles.error : styles.hint}>
                {errors.proof ?? t('receipt.proofHint')}
              </p>
              {proof && <img className={styles.preview} src={proof} alt={t('receipt.preview')} />}
            </div>
          )}
          {answer.isError && (
            <p role="alert" className={styles.alert}>
              {errorMessage(answer.error)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={answer.isPending}>
              {t('receipt.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setOutcome(null)}>
              {t('receipt.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
