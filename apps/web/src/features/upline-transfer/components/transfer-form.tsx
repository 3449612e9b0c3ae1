import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type {
  UplineTransferInfo,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { TextField } from '../../session/components/text-field';
import { useTransferToUpline } from '../api/transfer-to-upline';
import {
  amountProblem,
  amountToMinor,
  newReference,
  parseAmountText,
  useMoney,
} from '../transfer-format';
import styles from './upline-transfer.module.css';

const SIX_DIGITS = /^\d{6}$/;

type Step =
  | { name: 'amount' }
  | { name: 'confirm'; amount: bigint }
  | { name: 'done'; result: UplineTransferResult };

interface TransferFormProps {
  info: UplineTransferInfo;
  onSetPassword: () => void;
}

/**
 * Amount, then a confirmation that names the upline and asks for the payment password, then
 * the result. One reference per amount: confirming again after a lost answer cannot send twice.
 */
export function TransferForm({ info, onSetPassword }: TransferFormProps) {
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState(newReference);
  const send = useTransferToUpline();

  const changeAmount = (value: string) => {
    setAmount(value);
    setReference(newReference());
    send.reset();
  };
  const startOver = () => {
    changeAmount('');
    setStep({ name: 'amount' });
  };

  if (step.name === 'done') return <TransferDone result={step.result} onAgain={startOver} />;
  if (step.name === 'confirm') {
    return (
      <ConfirmStep
        info={info}
        amount={step.amount}
        busy={send.isPending}
        error={send.error}
        onSetPassword={onSetPassword}
        onBack={() => {
          send.reset();
          setStep({ name: 'amount' });
        }}
        onConfirm={(paymentPassword) =>
          send.mutate(
            { amount: fromMinor(step.amount), paymentPassword, reference },
            { onSuccess: (result) => setStep({ name: 'done', result }) },
          )
        }
      />
    );
  }
  return (
    <AmountStep
      info={info}
      amount={amount}
      onChange={changeAmount}
      onNext={(minor) => setStep({ name: 'confirm', amount: minor })}
    />
  );
}

function AmountStep({
  info,
  amount,
  onChange,
  onNext,
}: {
  info: UplineTransferInfo;
  amount: string;
  onChange: (value: string) => void;
  onNext: (amount: bigint) => void;
}) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const [error, setError] = useState<string | undefined>();

  const fillAll = () => {
    const balance = amountToMinor(info.balance);
    const max = amountToMinor(info.max);
    onChange(fromMinor(balance < max ? balance : max));
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountText(amount);
    const problem = amountProblem(minor, info);
    if (problem) {
      setError(
        t(`upline.errors.${problem}`, {
          min: money(info.min),
          max: money(info.max),
          balance: money(info.balance),
        }),
      );
      return;
    }
    onNext(minor!);
  };

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('upline.amount')}
        value={amount}
        onChange={(value) => {
          onChange(value);
          setError(undefined);
        }}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        addon={
          <Button variant="secondary" onClick={fillAll} title={t('upline.allLabel')}>
            {t('upline.all')}
          </Button>
        }
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!info.hasPaymentPassword}>
          {t('upline.next')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  info,
  amount,
  busy,
  error,
  onSetPassword,
  onBack,
  onConfirm,
}: {
  info: UplineTransferInfo;
  amount: bigint;
  busy: boolean;
  error: Error | null;
  onSetPassword: () => void;
  onBack: () => void;
  onConfirm: (paymentPassword: string) => void;
}) {
  const { t } = useTranslation('records');
  const money = useMoney();
  const explain = useTransferError(info);
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(password)) {
      setPasswordError(t('upline.errors.paymentPassword'));
      return;
    }
    onConfirm(password);
  };
  const balanceAfter = amountToMinor(info.balance) - amount;
  const notSet = error instanceof ApiError && error.errorCode === 'PAYMENT_PASSWORD_NOT_SET';

  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.subheading}>
        {t('upline.confirmTitle')}
      </h4>
      <dl className={styles.details}>
        <div>
          <dt>{t('upline.to')}</dt>
          <dd>{info.upline}</dd>
        </div>
        <div>
          <dt>{t('upline.amount')}</dt>
          <dd className={styles.amount}>{money(amount)}</dd>
        </div>
        <div>
          <dt>{t('upline.balanceAfter')}</dt>
          <dd>{money(balanceAfter > 0n ? balanceAfter : 0n)}</dd>
        </div>
      </dl>
      <TextField
        label={t('upline.paymentPassword')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
        error={passwordError}
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        autoFocus
      />
      {error && (
        <div role="alert" className={styles.alert}>
          <p>{explain(error)}</p>
          {notSet && (
            <Button size="sm" variant="secondary" onClick={onSetPassword}>
              {t('upline.setPassword')}
            </Button>
          )}
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('upline.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('upline.back')}
        </Button>
      </div>
    </form>
  );
}

function TransferDone({ result, onAgain }: { result: UplineTransferResult; onAgain: () => void }) {
  const { t, i18n } = useTranslation('records');
  const money = useMoney();
  return (
    <div className={styles.card}>
      <p role="status" className={styles.notice}>
        {t('upline.done', { amount: money(result.amount), upline: result.upline })}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t('upline.newBalance')}</dt>
          <dd className={styles.amount}>{money(result.balance)}</dd>
        </div>
        <div>
          <dt>{t('upline.time')}</dt>
          <dd>{formatDateTime(result.time, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('upline.reference')}</dt>
          <dd className={styles.reference}>{result.reference}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('upline.again')}
        </Button>
      </div>
    </div>
  );
}

/** The failure in words; the limits are filled in where the sentence names them. */
function useTransferError(info: UplineTransferInfo): (error: unknown) => string {
  const { t } = useTranslation('errors');
  const errorMessage = useErrorMessage();
  const money = useMoney();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.errorCode === 'AMOUNT_BELOW_MINIMUM') {
        return t('code.AMOUNT_BELOW_MINIMUM', { min: money(info.min) });
      }
      if (error instanceof ApiError && error.errorCode === 'AMOUNT_ABOVE_MAXIMUM') {
        return t('code.AMOUNT_ABOVE_MAXIMUM', { max: money(info.max) });
      }
      return errorMessage(error);
    },
    [t, errorMessage, money, info.min, info.max],
  );
}
