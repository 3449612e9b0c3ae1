import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromMinor, toMinor } from '@portal/shared/money';
import { kycRequiredValueSchema, type KycRequiredValue } from '@portal/shared/schemas/kyc';
import type { WithdrawInfo } from '@portal/shared/schemas/withdrawal';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { TextField } from '../../../components/ui/text-field';
import { withdrawKeys } from '../api/get-withdraw-info';
import { requestWithdrawal } from '../api/withdraw-calls';
import { useWithdrawMutation } from '../hooks/use-withdraw-mutation';
import { amountFieldText } from '../../../lib/amount-input';
import { parseAmountText, useMoney } from '../withdraw-format';
import { newReference } from '../../../lib/new-reference';
import styles from './withdraw.module.css';

const SIX_DIGITS = /^\d{6}$/;

type FieldName = 'card' | 'amount' | 'paymentPassword';

/**
 * The withdrawal request: card, amount (within the limits, "all" fills in what may be taken) and
 * the payment password, sent encrypted. While turnover is still to be played the form says so and
 * cannot be sent. One reference per attempt, so a retry after a lost answer cannot pay twice. A
 * refusal because a bonus still owes turnover leads to the bonus details, where it can be seen
 * or given up.
 */
export function WithdrawForm({
  info,
  onOpenBonuses,
  onOpenKyc,
}: {
  info: WithdrawInfo;
  onOpenBonuses: () => void;
  /** Opens "Verify my identity", where a KYC_REQUIRED refusal leads. */
  onOpenKyc: () => void;
}) {
  const { t } = useTranslation('withdraw');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const cardsId = useId();
  const blockedId = useId();
  const [cardId, setCardId] = useState<number | null>(info.cards[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [reference, setReference] = useState(newReference);
  const [done, setDone] = useState<string | null>(null);
  const send = useWithdrawMutation(requestWithdrawal, {
    onSuccess: (order) => {
      setDone(t('form.submitted', { orderNo: order.orderNo }));
      setAmount('');
      setPaymentPassword('');
      setReference(newReference());
    },
  });

  const blocked = info.turnoverRemaining > 0;
  const min = toMinor(info.min.toFixed(2));
  const max = toMinor(info.max.toFixed(2));
  const balance = toMinor(info.balance.toFixed(2));
  const selected = info.cards.some((card) => card.id === cardId) ? cardId : null;

  // A changed request is a new attempt with a reference of its own.
  const edit = (name: FieldName, apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [name]: undefined }));
    setDone(null);
    if (name !== 'paymentPassword' && send.isError) send.reset();
    if (name !== 'paymentPassword') setReference(newReference());
  };

  const fillAll = () => {
    const all = balance < max ? balance : max;
    edit('amount', () => setAmount(amountFieldText(all)));
  };

  const validate = (): Partial<Record<FieldName, string>> => {
    const minor = parseAmountText(amount);
    let amountError: string | undefined;
    if (minor === null) amountError = t('form.errors.amount');
    else if (minor < min) amountError = t('form.errors.min', { min: money(info.min) });
    else if (minor > max) amountError = t('form.errors.max', { max: money(info.max) });
    else if (minor > balance)
      amountError = t('form.errors.balance', { balance: money(info.balance) });
    return {
      card: selected === null ? t('form.errors.card') : undefined,
      amount: amountError,
      paymentPassword: SIX_DIGITS.test(paymentPassword)
        ? undefined
        : t('form.errors.paymentPassword'),
    };
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const next = validate();
    setErrors(next);
    const minor = parseAmountText(amount);
    if (Object.values(next).some(Boolean) || selected === null || minor === null) return;
    send.mutate(
      {
        bankCardId: selected,
        amount: fromMinor(minor),
        paymentPassword,
        reference,
      },
      {
        // Something began to block since the page was read (a bonus given a moment ago): the
        // page reads it again, so the list above the form names it.
        onError: (error) => {
          if (isRequirementRefusal(error)) {
            void queryClient.invalidateQueries({ queryKey: withdrawKeys.info });
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${cardsId}-heading`} className={styles.card}>
      <h3 id={`${cardsId}-heading`} className={styles.heading}>
        {t('form.heading')}
      </h3>
      {blocked && (
        <p id={blockedId} role="status" className={styles.warning}>
          {t('form.turnoverBlocked', { amount: money(info.turnoverRemaining) })}
        </p>
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <fieldset
          className={styles.field}
          aria-describedby={errors.card ? `${cardsId}-error` : undefined}
        >
          <legend className={styles.label}>{t('form.card')}</legend>
          <div className={styles.choices}>
            {info.cards.map((card) => (
              <label key={card.id} className={styles.choice}>
                <input
                  type="radio"
                  name={cardsId}
                  checked={selected === card.id}
                  onChange={() => edit('card', () => setCardId(card.id))}
                />
                <span className={styles.choiceText}>
                  <span className={styles.bankName}>{card.bankName}</span>
                  <span className={styles.number}>{card.accountNumber}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.card && (
            <p id={`${cardsId}-error`} className={styles.error}>
              {errors.card}
            </p>
          )}
        </fieldset>
        <TextField
          label={t('form.amount')}
          value={amount}
          onChange={(value) => edit('amount', () => setAmount(value))}
          error={errors.amount}
          hint={t('form.amountHint', { min: money(info.min), max: money(info.max) })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          addon={
            <Button variant="secondary" className={styles.allButton} onClick={fillAll}>
              {t('form.all')}
            </Button>
          }
        />
        <TextField
          label={t('form.paymentPassword')}
          type="password"
          value={paymentPassword}
          onChange={(value) => edit('paymentPassword', () => setPaymentPassword(value))}
          error={errors.paymentPassword}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
        {send.isError && isBonusRefusal(send.error) && (
          <div role="alert" className={styles.bonusBlocked} data-testid="withdraw-bonus-blocked">
            <p className={styles.bonusBlockedText}>{errorMessage(send.error)}</p>
            <Button variant="secondary" size="sm" onClick={onOpenBonuses}>
              {t('form.openBonuses')}
            </Button>
          </div>
        )}
        {send.isError && kycRefusal(send.error) && (
          <div role="alert" className={styles.bonusBlocked} data-testid="withdraw-kyc-required">
            <p className={styles.bonusBlockedText}>
              {t(
                kycRefusal(send.error)!.reason === 'lifetime'
                  ? 'form.kycLifetime'
                  : 'form.kycAmount',
                {
                  threshold: money(kycRefusal(send.error)!.threshold),
                },
              )}
            </p>
            <Button variant="secondary" size="sm" onClick={onOpenKyc}>
              {t('form.openKyc')}
            </Button>
          </div>
        )}
        {send.isError && !isBonusRefusal(send.error) && !kycRefusal(send.error) && (
          <p role="alert" className={styles.alert}>
            {errorMessage(send.error)}
          </p>
        )}
        {done && (
          <p role="status" className={styles.notice}>
            {done}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={send.isPending}
            disabled={blocked}
            aria-describedby={blocked ? blockedId : undefined}
          >
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Turnover still blocks: the deposits' own or a running bonus's. */
const isRequirementRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.errorCode === 'TURNOVER_NOT_MET' || error.errorCode === 'BONUS_TURNOVER_UNMET');

/** A withdrawal above the site's thresholds waits for a verified identity (decision 053). */
const kycRefusal = (error: unknown): KycRequiredValue | null => {
  if (!(error instanceof ApiError) || error.errorCode !== 'KYC_REQUIRED') return null;
  const parsed = kycRequiredValueSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
};

/** A running bonus has not met its turnover yet (decision 025). */
const isBonusRefusal = (error: unknown) =>
  error instanceof ApiError && error.errorCode === 'BONUS_TURNOVER_UNMET';
