import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type {
  UplineTransferInfo,
  UplineTransferResult,
} from '@portal/shared/schemas/upline-transfer';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { amountFieldText } from '../../../lib/amount-input';
import { ConfirmStep } from '../../../components/transfer/confirm-step';
import { TransferDone } from '../../../components/transfer/transfer-done';
import { amountToMinor, useAmountCheck } from '../../../components/transfer/transfer-format';
import { useTransferSteps } from '../../../components/transfer/use-transfer-steps';
import { useTransferToUpline } from '../api/transfer-to-upline';
import styles from '../../../components/transfer/transfer.module.css';

interface TransferFormProps {
  info: UplineTransferInfo;
  onSetPassword: () => void;
}

/**
 * Amount, then a confirmation that names the upline and asks for the payment password, then
 * the result. One reference per amount: confirming again after a lost answer cannot send twice.
 */
export function TransferForm({ info, onSetPassword }: TransferFormProps) {
  const send = useTransferToUpline();
  const steps = useTransferSteps<UplineTransferResult>(send);
  const { step } = steps;

  if (step.name === 'done') return <TransferDone result={step.result} onAgain={steps.startOver} />;
  if (step.name === 'confirm') {
    return (
      <ConfirmStep
        info={info}
        amount={step.amount}
        busy={send.isPending}
        error={send.error}
        onSetPassword={onSetPassword}
        onBack={steps.back}
        onConfirm={(paymentPassword) =>
          send.mutate(
            { amount: fromMinor(step.amount), paymentPassword, reference: steps.reference },
            { onSuccess: steps.done },
          )
        }
      />
    );
  }
  return (
    <AmountStep
      info={info}
      amount={steps.amount}
      onChange={steps.changeAmount}
      onNext={steps.confirm}
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
  const [error, setError] = useState<string | undefined>();
  const checkAmount = useAmountCheck(info, (problem, values) =>
    t(`upline.errors.${problem}`, values),
  );

  const fillAll = () => {
    const balance = amountToMinor(info.balance);
    const max = amountToMinor(info.max);
    onChange(amountFieldText(balance < max ? balance : max));
    setError(undefined);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount);
    if ('error' in checked) setError(checked.error);
    else onNext(checked.minor);
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
