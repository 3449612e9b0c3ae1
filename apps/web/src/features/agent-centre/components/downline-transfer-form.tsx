import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '@portal/shared/money';
import type {
  DownlineMember,
  DownlineTransferInfo,
  DownlineTransferResult,
} from '@portal/shared/schemas/agency';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ConfirmStep } from '../../../components/transfer/confirm-step';
import { TransferDone } from '../../../components/transfer/transfer-done';
import { useAmountCheck, useMoney } from '../../../components/transfer/transfer-format';
import { useTransferSteps } from '../../../components/transfer/use-transfer-steps';
import { PaymentPasswordForm } from '../../security-centre/components/payment-password-form';
import { agencyKeys } from '../api/agency-keys';
import { useTransferToDownline } from '../api/transfer-to-downline';
import styles from './agency.module.css';

interface DownlineTransferFormProps {
  info: DownlineTransferInfo;
  member: DownlineMember;
  onClose: () => void;
}

/**
 * Amount, then the confirmation with the payment password, then the result: the steps of the
 * transfer to the upline, pointed at a downline. One reference per amount, kept across retries,
 * so confirming again after a lost answer or a double press cannot send twice. Without a payment
 * password the agent sets one here, in the dialog, and comes back to the same step and amount.
 */
export function DownlineTransferForm({ info, member, onClose }: DownlineTransferFormProps) {
  const { t } = useTranslation('agency');
  const queryClient = useQueryClient();
  const [settingPassword, setSettingPassword] = useState(false);
  const [passwordSaved, setPasswordSaved] = useState(false);
  const money = useMoney();
  const [error, setError] = useState<string | undefined>();
  const send = useTransferToDownline();
  const steps = useTransferSteps<DownlineTransferResult>(send);
  const checkAmount = useAmountCheck(info, (problem, values) =>
    t(`transfer.errors.${problem}`, values),
  );
  const { step, amount } = steps;
  // The upline transfer's steps name the other side "upline"; here it is the downline.
  const stepInfo = { ...info, allowed: true, upline: member.account };

  const onSetPassword = () => setSettingPassword(true);
  const passwordSet = () => {
    queryClient.setQueryData<DownlineTransferInfo>(agencyKeys.transferInfo, (current) =>
      current ? { ...current, hasPaymentPassword: true } : current,
    );
    void queryClient.invalidateQueries({ queryKey: agencyKeys.transferInfo });
    send.reset();
    setSettingPassword(false);
    setPasswordSaved(true);
  };

  if (settingPassword) {
    return (
      <div className={styles.dialogBody} data-testid="set-payment-password">
        <p>{t('transfer.setPasswordHere')}</p>
        <PaymentPasswordForm onDone={passwordSet} onCancel={() => setSettingPassword(false)} />
      </div>
    );
  }

  const changeAmount = (value: string) => {
    steps.changeAmount(value);
    setError(undefined);
  };

  if (step.name === 'done') {
    return (
      <div className={styles.dialogBody}>
        <TransferDone
          result={{ ...step.result, upline: step.result.downline }}
          onAgain={() => {
            setError(undefined);
            steps.startOver();
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
        onBack={steps.back}
        onConfirm={(paymentPassword) => {
          // A press while the first is on its way would only repeat it.
          if (send.isPending) return;
          send.mutate(
            {
              memberId: member.id,
              amount: fromMinor(step.amount),
              paymentPassword,
              reference: steps.reference,
            },
            { onSuccess: steps.done },
          );
        }}
      />
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAmount(amount);
    if ('error' in checked) setError(checked.error);
    else steps.confirm(checked.minor);
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
      {passwordSaved && info.hasPaymentPassword && (
        <p className={styles.notice} role="status">
          {t('transfer.passwordSaved')}
        </p>
      )}
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
