import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type {
  UplineTransferInfo,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../session/components/text-field';
import { useTransferToUpline } from '../api/transfer-to-upline';
import {
  amountProblem,
  amountToMinor,
  newReference,
  parseAmountText,
  useMoney,
} from '../transfer-format';
import { ConfirmStep } from './confirm-step';
import { TransferDone } from './transfer-done';
import styles from './upline-transfer.module.css';

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
