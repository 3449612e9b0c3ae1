import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type {
  DownlineMember,
  DownlineTransferInfo,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../session/components/text-field';
import { ConfirmStep } from '../../upline-transfer/components/confirm-step';
import { TransferDone } from '../../upline-transfer/components/transfer-done';
import {
  amountProblem,
  newReference,
  parseAmountText,
  useMoney,
} from '../../upline-transfer/transfer-format';
import { useTransferToDownline } from '../api/transfer-to-downline';
import styles from './agency.module.css';

type Step =
  | { name: 'amount' }
  | { name: 'confirm'; amount: bigint }
  | { name: 'done'; result: DownlineTransferResult };

interface DownlineTransferFormProps {
  info: DownlineTransferInfo;
  member: DownlineMember;
  onSetPassword: () => void;
  onClose: () => void;
}

/**
 * Amount, then the confirmation with the payment password, then the result: the steps of the
 * transfer to the upline, pointed at a downline. One reference per amount, kept across retries,
 * so confirming again after a lost answer or a double press cannot send twice.
 */
export function DownlineTransferForm({
  info,
  member,
  onSetPassword,
  onClose,
}: DownlineTransferFormProps) {
  const { t } = useTranslation('agency');
  const money = useMoney();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reference, setReference] = useState(newReference);
  const send = useTransferToDownline();
  // The upline transfer's steps name the other side "upline"; here it is the downline.
  const stepInfo = { ...info, allowed: true, upline: member.account };

  const changeAmount = (value: string) => {
    setAmount(value);
    setError(undefined);
    setReference(newReference());
    send.reset();
  };

  if (step.name === 'done') {
    return (
      <div className={styles.dialogBody}>
        <TransferDone
          result={{ ...step.result, upline: step.result.downline }}
          onAgain={() => {
            changeAmount('');
            setStep({ name: 'amount' });
          }}
        />
        <Button variant="ghost" onClick={onClose}>
          {t('transfer.close')}
        </Button>
      </div>
    );
  }
  if (step.name === 'confirm') {
    return (
      <ConfirmStep
        info={stepInfo}
        amount={step.amount}
        busy={send.isPending}
        error={send.error}
        onSetPassword={onSetPassword}
        onBack={() => {
          send.reset();
          setStep({ name: 'amount' });
        }}
        onConfirm={(paymentPassword) => {
          // A press while the first is on its way would only repeat it.
          if (send.isPending) return;
          send.mutate(
            { memberId: member.id, amount: fromMinor(step.amount), paymentPassword, reference },
            { onSuccess: (result) => setStep({ name: 'done', result }) },
          );
        }}
      />
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountText(amount);
    const problem = amountProblem(minor, info);
    if (problem) {
      setError(
        t(`transfer.errors.${problem}`, {
          min: money(info.min),
          max: money(info.max),
          balance: money(info.balance),
        }),
      );
      return;
    }
    setStep({ name: 'confirm', amount: minor! });
  };

  return (
    <form className={styles.dialogBody} onSubmit={handleSubmit} noValidate>
      <dl className={styles.facts}>
        <div>
          <dt>{t('transfer.to')}</dt>
          <dd data-testid="transfer-to">{member.account}</dd>
        </div>
        <div>
          <dt>{t('transfer.balance')}</dt>
          <dd data-testid="transfer-balance">{money(info.balance)}</dd>
        </div>
        <div>
          <dt>{t('transfer.limits')}</dt>
          <dd>
            <span className={styles.nowrap}>{money(info.min)}</span> –{' '}
            <span className={styles.nowrap}>{money(info.max)}</span>
          </dd>
        </div>
      </dl>
      {!info.hasPaymentPassword && (
        <div className={styles.warning} role="status">
          <p>{t('transfer.passwordMissing')}</p>
          <Button size="sm" onClick={onSetPassword}>
            {t('transfer.setPassword')}
          </Button>
        </div>
      )}
      <TextField
        label={t('transfer.amount')}
        value={amount}
        onChange={changeAmount}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        autoFocus
      />
      <div className={styles.formActions}>
        <Button type="submit" disabled={!info.hasPaymentPassword}>
          {t('transfer.next')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('transfer.cancel')}
        </Button>
      </div>
    </form>
  );
}
