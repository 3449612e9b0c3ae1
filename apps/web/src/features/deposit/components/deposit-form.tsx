import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateDepositValue, DepositChannel } from '@portal/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../session/components/text-field';
import { useDepositChannels } from '../api/get-deposit-channels';
import {
  amountToMinor,
  formatAmount,
  newReference,
  parseAmountText,
  quickAmounts,
  useMoney,
  withSiteTheme,
} from '../deposit-format';
import { useCreateDeposit } from '../hooks/use-create-deposit';
import { BankAccount } from './bank-account';
import { ChannelChoice } from './channel-choice';
import { ReceiptField, type ReceiptValue } from './receipt-field';
import styles from './deposit.module.css';

/** Loads the channels, then shows the form (or why there is none). */
export function DepositForm({ onShowHistory }: { onShowHistory: () => void }) {
  const { t, i18n } = useTranslation('deposit');
  const channels = useDepositChannels(i18n.language);

  if (channels.isPending) return <Spinner />;
  if (channels.isError) {
    return (
      <ErrorState
        title={t('loadFailed')}
        error={channels.error}
        onRetry={() => void channels.refetch()}
        retrying={channels.isFetching}
      />
    );
  }
  if (channels.data.length === 0) return <EmptyState description={t('noChannels')} />;
  return <Form channels={channels.data} onShowHistory={onShowHistory} />;
}

type FieldName = 'amount' | 'payerName' | 'receipt';
type Errors = Partial<Record<FieldName | 'form', string>>;

interface Submitted {
  order: CreateDepositValue;
  /** Minor units. */
  amount: bigint;
}

/**
 * The deposit: a channel, an amount within its limits (quick amounts help), and for a bank
 * transfer the account to pay into, the payer's name and an optional receipt. A gateway order
 * opens the gateway's page in this tab; a bank transfer waits for an operator. One reference
 * per attempt, so a retry after a lost answer cannot make a second order.
 */
function Form({
  channels,
  onShowHistory,
}: {
  channels: DepositChannel[];
  onShowHistory: () => void;
}) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const groupName = useId();
  const [channelId, setChannelId] = useState<number>(channels[0]!.id);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [receipt, setReceipt] = useState<ReceiptValue | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [reference, setReference] = useState(newReference);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const send = useCreateDeposit();

  const channel = channels.find((candidate) => candidate.id === channelId) ?? channels[0]!;
  const isBank = channel.type === 'bank_transfer';

  // A changed request is a new attempt with a reference of its own.
  const edit = (name: FieldName | 'channel', apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
    setReference(newReference());
  };

  const validate = (): Errors => {
    const minor = parseAmountText(amount);
    let amountError: string | undefined;
    if (minor === null) amountError = t('form.errors.amount');
    else if (minor < amountToMinor(channel.minAmount))
      amountError = t('form.errors.min', { min: money(channel.minAmount) });
    else if (minor > amountToMinor(channel.maxAmount))
      amountError = t('form.errors.max', { max: money(channel.maxAmount) });
    return {
      amount: amountError,
      payerName: isBank && payerName.trim().length < 2 ? t('form.errors.payerName') : undefined,
    };
  };

  /** Puts a refusal next to the field it is about; anything else above the button. */
  const showRefusal = (error: unknown) => {
    const code = error instanceof ApiError ? error.errorCode : null;
    const path = error instanceof ApiError ? error.details[0]?.path : undefined;
    if (code === 'AMOUNT_BELOW_MINIMUM') {
      setErrors({ amount: t('form.errors.min', { min: money(channel.minAmount) }) });
    } else if (code === 'AMOUNT_ABOVE_MAXIMUM') {
      setErrors({ amount: t('form.errors.max', { max: money(channel.maxAmount) }) });
    } else if (code === 'INVALID_AMOUNT') {
      setErrors({ amount: t('form.errors.amount') });
    } else if (code === 'INVALID_IMAGE') {
      setErrors({ receipt: t('form.errors.receiptInvalid') });
    } else if (code === 'VALIDATION_FAILED' && path === 'payerName') {
      setErrors({ payerName: t('form.errors.payerName') });
    } else {
      setErrors({ form: errorMessage(error) });
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const typed = amount.trim().replace(/,/g, '');
    const minor = parseAmountText(typed);
    if (minor === null) return;
    send.mutate(
      {
        channelId: channel.id,
        amount: typed,
        reference,
        ...(isBank ? { payerName: payerName.trim() } : {}),
        ...(isBank && receipt ? { receiptImage: receipt.dataUrl } : {}),
      },
      {
        onSuccess: (order) => {
          if (order.redirectUrl) {
            // The gateway's page replaces this one; it sends the member back with the result.
            setRedirecting(true);
            window.location.assign(withSiteTheme(order.redirectUrl));
            return;
          }
          setSubmitted({ order, amount: minor });
          setAmount('');
          setReceipt(null);
          setReference(newReference());
        },
        onError: showRefusal,
      },
    );
  };

  if (submitted) {
    return (
      <div className={styles.result} role="status" data-testid="deposit-submitted">
        <h3 className={styles.heading}>{t('submitted.title')}</h3>
        <p className={styles.resultText}>
          {t('submitted.text', {
            orderNo: submitted.order.orderNo,
            amount: money(submitted.amount),
          })}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => setSubmitted(null)}>{t('submitted.another')}</Button>
          <Button variant="secondary" onClick={onShowHistory}>
            {t('submitted.history')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <ChannelChoice
        channels={channels}
        selected={channel.id}
        name={groupName}
        onSelect={(next) => edit('channel', () => setChannelId(next.id))}
      />

      <div className={styles.field}>
        <TextField
          label={t('form.amount')}
          value={amount}
          onChange={(value) => edit('amount', () => setAmount(value))}
          error={errors.amount}
          hint={t('form.amountHint', {
            min: money(channel.minAmount),
            max: money(channel.maxAmount),
          })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
        />
        <div className={styles.quick} role="group" aria-label={t('form.quickAmounts')}>
          {quickAmounts(channel.minAmount, channel.maxAmount).map((quick) => (
            <button
              key={quick}
              type="button"
              className={styles.quickAmount}
              aria-pressed={parseAmountText(amount) === amountToMinor(quick)}
              onClick={() => edit('amount', () => setAmount(formatAmount(quick).replace(/,/g, '')))}
            >
              {formatAmount(quick)}
            </button>
          ))}
        </div>
      </div>

      {channel.turnoverMultiplier > 0 && (
        <p className={styles.hint}>
          {t('form.turnover', { multiplier: channel.turnoverMultiplier.toFixed(2) })}
        </p>
      )}

      {isBank && channel.bankAccount && <BankAccount account={channel.bankAccount} />}

      {isBank && (
        <>
          <TextField
            label={t('form.payerName')}
            value={payerName}
            onChange={(value) => edit('payerName', () => setPayerName(value))}
            error={errors.payerName}
            hint={t('form.payerNameHint')}
            autoComplete="name"
            maxLength={100}
          />
          <ReceiptField
            value={receipt}
            onChange={(value) => edit('receipt', () => setReceipt(value))}
            error={errors.receipt}
          />
        </>
      )}

      {errors.form && (
        <p role="alert" className={styles.alert}>
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={send.isPending || redirecting} size="lg">
          {redirecting
            ? t('form.redirecting')
            : isBank
              ? t('form.submitBank')
              : t('form.submitGateway')}
        </Button>
      </div>
    </form>
  );
}
