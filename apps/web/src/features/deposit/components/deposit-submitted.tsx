import { useTranslation } from 'react-i18next';
import type { CreateDepositValue } from '@portal/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import type { DepositMatch } from '../deposit-bonus';
import { useMoney } from '../deposit-format';
import styles from './deposit.module.css';

export interface SubmittedDeposit {
  order: CreateDepositValue;
  /** Minor units. */
  amount: bigint;
  /** The deposit match chosen with it. */
  promotion: DepositMatch | null;
}

interface DepositSubmittedProps extends SubmittedDeposit {
  onAnother: () => void;
  onShowHistory: () => void;
}

/** A bank transfer's order waits for an operator: its number, the amount and the match taken. */
export function DepositSubmitted({
  order,
  amount,
  promotion,
  onAnother,
  onShowHistory,
}: DepositSubmittedProps) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  return (
    <div className={styles.result} role="status" data-testid="deposit-submitted">
      <h3 className={styles.heading}>{t('submitted.title')}</h3>
      <p className={styles.resultText}>
        {t('submitted.text', { orderNo: order.orderNo, amount: money(amount) })}
      </p>
      {promotion && (
        <p className={styles.resultText}>{t('submitted.bonus', { title: promotion.title })}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onAnother}>{t('submitted.another')}</Button>
        <Button variant="secondary" onClick={onShowHistory}>
          {t('submitted.history')}
        </Button>
      </div>
    </div>
  );
}
