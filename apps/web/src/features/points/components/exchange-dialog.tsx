import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward, RedeemPointRewardValue } from '@portal/shared/schemas/points';
import { Modal } from '../../../components/modals/modal';
import { Button } from '../../../components/ui/button';
import { useRedeemPointReward } from '../api/redeem-point-reward';
import { formatPoints, maxQuantity, signedPoints, useMoney } from '../points-format';
import { newReference } from '../../../lib/new-reference';
import {
  DialogFailure,
  PaymentPasswordField,
  SIX_DIGITS,
  outcomeUnknown,
} from './payment-password';
import { RedeemStatus } from './redeem-status';
import styles from './points.module.css';

interface ExchangeDialogProps {
  reward: PointReward;
  /** The member's points; null while they load. */
  balance: number | null;
  onClose: () => void;
}

/**
 * Exchange points for a reward: the quantity (up to the limit left, the stock, 99 and what the
 * points pay for), the total and what is left, and the payment password. The dialog keeps one
 * reference while its outcome is unknown, so a retry after a lost answer redeems once.
 */
export function ExchangeDialog({ reward, balance, onClose }: ExchangeDialogProps) {
  const { t } = useTranslation('points');
  const redeem = useRedeemPointReward();
  const [result, setResult] = useState<RedeemPointRewardValue | null>(null);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('exchange.title', { name: reward.name })}
      width={460}
      height="auto"
      closable={!redeem.isPending}
    >
      {result ? (
        <ExchangeDone result={result} onClose={onClose} />
      ) : (
        <ExchangeForm
          reward={reward}
          balance={balance}
          busy={redeem.isPending}
          error={redeem.error}
          onClose={onClose}
          onSubmit={(payload, onRefused) =>
            redeem.mutate(payload, {
              onSuccess: setResult,
              onError: (error) => {
                if (!outcomeUnknown(error)) onRefused();
              },
            })
          }
        />
      )}
    </Modal>
  );
}

function ExchangeForm({
  reward,
  balance,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  reward: PointReward;
  balance: number | null;
  busy: boolean;
  error: Error | null;
  onClose: () => void;
  onSubmit: (
    payload: { rewardId: number; quantity: number; paymentPassword: string; reference: string },
    onRefused: () => void,
  ) => void;
}) {
  const { t, i18n } = useTranslation('points');
  const money = useMoney();
  const points = (value: number) => formatPoints(value, i18n.language);
  const [reference, setReference] = useState(newReference);
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const affordable = balance === null ? Infinity : Math.floor(balance / reward.points);
  const max = Math.max(1, Math.min(maxQuantity(reward), affordable));
  const total = reward.points * quantity;
  const after = balance === null ? null : balance - total;
  const setClamped = (value: number) =>
    setQuantity(Number.isFinite(value) ? Math.min(max, Math.max(1, Math.trunc(value))) : 1);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(password)) {
      setPasswordError(t('dialog.passwordInvalid'));
      return;
    }
    onSubmit({ rewardId: reward.id, quantity, paymentPassword: password, reference }, () =>
      setReference(newReference()),
    );
  };

  return (
    <form className={styles.dialogForm} onSubmit={handleSubmit} noValidate>
      <p className={styles.muted}>
        {t('exchange.unitPrice', { points: points(reward.points) })}
        {reward.amount !== null && ` · ${money(reward.amount)}`}
      </p>
      <div className={styles.quantityField}>
        <label htmlFor="points-quantity" className={styles.fieldLabel}>
          {t('exchange.quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => setClamped(quantity - 1)}
            disabled={quantity <= 1 || busy}
            aria-label={t('exchange.less')}
          >
            −
          </button>
          <input
            id="points-quantity"
            className={styles.quantityInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            onChange={(event) => setClamped(Number(event.target.value))}
            aria-describedby="points-quantity-hint"
            disabled={busy}
          />
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => setClamped(quantity + 1)}
            disabled={quantity >= max || busy}
            aria-label={t('exchange.more')}
          >
            +
          </button>
        </div>
        <p id="points-quantity-hint" className={styles.hint}>
          {t('exchange.quantityHint', { max })}
        </p>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{t('exchange.total')}</dt>
          <dd data-testid="exchange-total">{points(total)}</dd>
        </div>
        {balance !== null && (
          <div>
            <dt>{t('exchange.balance')}</dt>
            <dd>{points(balance)}</dd>
          </div>
        )}
        {after !== null && (
          <div>
            <dt>{t('exchange.after')}</dt>
            <dd data-testid="exchange-after">{points(after)}</dd>
          </div>
        )}
      </dl>
      {reward.type === 'physical' && <p className={styles.note}>{t('exchange.physicalNote')}</p>}
      {reward.type === 'bonus' && reward.turnoverMultiple !== null && (
        <p className={styles.note}>
          {t('exchange.bonusNote', { multiple: reward.turnoverMultiple })}
        </p>
      )}
      <PaymentPasswordField
        value={password}
        error={passwordError}
        onChange={(value) => {
          setPassword(value);
          setPasswordError(undefined);
        }}
      />
      {error && <DialogFailure error={error} onLeave={onClose} />}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('exchange.confirm')}
        </Button>
      </div>
    </form>
  );
}

function ExchangeDone({
  result,
  onClose,
}: {
  result: RedeemPointRewardValue;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('points');
  return (
    <div className={styles.dialogForm}>
      <div role="status" className={styles.success}>
        <p className={styles.successTitle}>
          {t(result.status === 'applying' ? 'exchange.doneApplying' : 'exchange.done', {
            name: result.name,
            quantity: result.quantity,
          })}
        </p>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>{t('columns.transNo')}</dt>
          <dd data-testid="exchange-trans-no" className={styles.mono}>
            {result.transNo}
          </dd>
        </div>
        <div>
          <dt>{t('columns.status')}</dt>
          <dd>
            <RedeemStatus status={result.status} />
          </dd>
        </div>
        <div>
          <dt>{t('columns.changedPoints')}</dt>
          <dd>{signedPoints(result.changedPoints, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('columns.balance')}</dt>
          <dd data-testid="exchange-balance-after">
            {formatPoints(result.balanceAfter, i18n.language)}
          </dd>
        </div>
      </dl>
      <div className={styles.dialogActions}>
        <Button onClick={onClose} isDefault>
          {t('dialog.done')}
        </Button>
      </div>
    </div>
  );
}
