import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositChannel } from '@portal/shared/schemas/deposit';
import { usePromotions } from '../../../api/get-promotions';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { DEPOSIT_PROMOTION_PARAM } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { fromMinor } from '@portal/shared/money';
import { formatDecimal } from '../../../lib/money';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../session/hooks/use-session';
import { useDepositChannels } from '../api/get-deposit-channels';
import { depositMatchPreview, depositMatches, type DepositMatch } from '../deposit-bonus';
import { amountToMinor, parseAmountText, useMoney, withSiteTheme } from '../deposit-format';
import { newReference } from '../../../lib/new-reference';
import { useCreateDeposit } from '../hooks/use-create-deposit';
import { AmountField } from './amount-field';
import { BankAccount } from './bank-account';
import { ChannelChoice } from './channel-choice';
import { PromotionChoice } from './promotion-choice';
import { ReceiptField, type ReceiptValue } from './receipt-field';
import { DepositSubmitted, type SubmittedDeposit } from './deposit-submitted';
import styles from './deposit.module.css';

/** Loads the channels, then shows the form (or why there is none). */
export function DepositForm({ onShowHistory }: { onShowHistory: () => void }) {
  const { t, i18n } = useTranslation('deposit');
  const channels = useDepositChannels(i18n.language);
  // The deposit matches on offer; the form never waits for them, nor fails with them.
  const promotions = usePromotions(
    i18n.language,
    undefined,
    useSession((state) => state.token),
  );

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
  return (
    <Form
      channels={channels.data}
      matches={depositMatches(promotions.data?.list ?? [])}
      onShowHistory={onShowHistory}
    />
  );
}

type FieldName = 'amount' | 'payerName' | 'receipt';
type Errors = Partial<Record<FieldName | 'form', string>>;

/**
 * The deposit: a channel, a deposit match to take with it (or none), an amount within its limits
 * (quick amounts help) with the bonus it gets, and for a bank transfer the account to pay into,
 * the payer's name and an optional receipt. A gateway order opens the gateway's page in this tab;
 * a bank transfer waits for an operator. One reference per attempt, so a retry after a lost
 * answer cannot make a second order.
 */
function Form({
  channels,
  matches,
  onShowHistory,
}: {
  channels: DepositChannel[];
  matches: DepositMatch[];
  onShowHistory: () => void;
}) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const groupName = useId();
  const promotionGroup = useId();
  const [search, setSearch] = useSearchParams();
  // `?promotionId=` (a promotion's "Deposit now") preselects it once; the address then drops it.
  const [requested] = useState(() => Number(search.get(DEPOSIT_PROMOTION_PARAM)) || null);
  /** The member's own choice; undefined until they make one. */
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const [channelId, setChannelId] = useState<number>(channels[0]!.id);
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [receipt, setReceipt] = useState<ReceiptValue | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [reference, setReference] = useState(newReference);
  const [submitted, setSubmitted] = useState<SubmittedDeposit | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const send = useCreateDeposit();

  const channel = channels.find((candidate) => candidate.id === channelId) ?? channels[0]!;
  const isBank = channel.type === 'bank_transfer';

  useEffect(() => {
    if (!search.has(DEPOSIT_PROMOTION_PARAM)) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(DEPOSIT_PROMOTION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);

  // A deposit match joined earlier applies to the next deposit anyway: it is the default then.
  const offered = (id: number | null | undefined) =>
    id === null || matches.some((match) => match.id === id);
  const promotionId =
    chosen !== undefined && offered(chosen)
      ? chosen
      : (matches.find((match) => match.id === requested)?.id ??
        matches.find((match) => match.state === 'joined')?.id ??
        null);
  const promotion = matches.find((match) => match.id === promotionId) ?? null;

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
    else if (promotion && depositMatchPreview(minor, promotion.terms).kind === 'belowMinimum')
      amountError = t('promotion.belowMinimumError', { min: money(promotion.terms.minDeposit) });
    return {
      amount: amountError,
      payerName: isBank && payerName.trim().length < 2 ? t('form.errors.payerName') : undefined,
    };
  };

  /** Puts a refusal next to the field it is about; anything else above the button. */
  const showRefusal = (error: unknown) => {
    const code = error instanceof ApiError ? error.errorCode : null;
    const path = error instanceof ApiError ? error.details[0]?.path : undefined;
    if (code === 'AMOUNT_BELOW_MINIMUM' && promotion) {
      // The promotion's minimum (the server names it) or the channel's.
      setErrors({ amount: errorMessage(error) });
    } else if (code === 'AMOUNT_BELOW_MINIMUM') {
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
    const minor = parseAmountText(amount);
    if (minor === null) return;
    send.mutate(
      {
        channelId: channel.id,
        amount: fromMinor(minor),
        reference,
        ...(isBank ? { payerName: payerName.trim() } : {}),
        ...(isBank && receipt ? { receiptImage: receipt.dataUrl } : {}),
        ...(promotion ? { promotionId: promotion.id } : {}),
      },
      {
        onSuccess: (order) => {
          if (order.redirectUrl) {
            // The gateway's page replaces this one; it sends the member back with the result.
            setRedirecting(true);
            window.location.assign(withSiteTheme(order.redirectUrl));
            return;
          }
          setSubmitted({ order, amount: minor, promotion });
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
      <DepositSubmitted
        {...submitted}
        onAnother={() => setSubmitted(null)}
        onShowHistory={onShowHistory}
      />
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

      {matches.length > 0 && (
        <PromotionChoice
          matches={matches}
          selected={promotionId}
          name={promotionGroup}
          // The amount's minimum depends on the promotion: its error goes with the choice.
          onSelect={(id) => edit('amount', () => setChosen(id))}
        />
      )}

      <AmountField
        value={amount}
        onChange={(value) => edit('amount', () => setAmount(value))}
        error={errors.amount}
        channel={channel}
        matches={matches}
        promotionId={promotionId}
      />

      {channel.turnoverMultiplier > 0 && (
        <p className={styles.hint}>
          {t('form.turnover', { multiplier: formatDecimal(channel.turnoverMultiplier) })}
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
