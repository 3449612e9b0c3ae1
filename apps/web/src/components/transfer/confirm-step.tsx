import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineTransferInfo } from '@portal/shared/schemas/upline-transfer';
import { Button } from '../ui/button';
import { ApiError } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { TextField } from '../ui/text-field';
import { amountToMinor, useMoney } from './transfer-format';
import styles from './transfer.module.css';

const SIX_DIGITS = /^\d{6}$/;

/** The last look before the money moves: recipient, amount, what is left, payment password. */
export function ConfirmStep({
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
