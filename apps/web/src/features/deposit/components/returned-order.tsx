import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrderDetail } from '@portal/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useDepositOrder } from '../api/get-deposit-order';
import { useMoney, withSiteTheme } from '../deposit-format';
import { BALANCE_KEY } from '../hooks/use-create-deposit';
import { StatusBadge } from './status-badge';
import styles from './deposit.module.css';

interface ReturnedOrderProps {
  orderNo: string;
  onClose: () => void;
  onShowHistory: () => void;
}

/**
 * The result of the order a payment gateway sent the member back with. While the gateway's word
 * has not arrived it keeps asking; once the money is in, the header balance is fetched again.
 */
export function ReturnedOrder({ orderNo, onClose, onShowHistory }: ReturnedOrderProps) {
  const { t } = useTranslation('deposit');
  const order = useDepositOrder(orderNo);
  const queryClient = useQueryClient();
  const status = order.data?.status;
  const bonusNo = order.data?.bonus?.bonusNo;

  // Once the money is in, and again when the bonus that came with it is.
  useEffect(() => {
    if (status === 'success') void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [status, bonusNo, queryClient]);

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    return (
      <ErrorState
        compact
        title={t('result.loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  return <Result order={order.data} onClose={onClose} onShowHistory={onShowHistory} />;
}

/** The deposit match that came with a credited deposit, or word that it is on its way. */
function ArrivedBonus({ order }: { order: DepositOrderDetail }) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const { bonus } = order;
  if (!bonus) {
    if (!order.bonusPending) return null;
    return (
      <p className={styles.resultText} data-testid="deposit-result-bonus-pending">
        <span className={styles.pulse} aria-hidden="true" />
        {t('result.bonusPending')}
      </p>
    );
  }
  const values = {
    bonusNo: bonus.bonusNo,
    amount: money(bonus.amount),
    turnover: money(bonus.turnoverRequired),
  };
  const key =
    bonus.state === 'in_progress'
      ? 'result.bonus'
      : bonus.state === 'completed'
        ? 'result.bonusReleased'
        : 'result.bonusEnded';
  return (
    <p className={styles.resultText} data-testid="deposit-result-bonus">
      {t(key, values)}
    </p>
  );
}

function Result({
  order,
  onClose,
  onShowHistory,
}: {
  order: DepositOrderDetail;
  onClose: () => void;
  onShowHistory: () => void;
}) {
  const { t } = useTranslation('deposit');
  const money = useMoney();
  const text =
    order.status === 'success'
      ? t('result.success', { amount: money(order.amount) })
      : order.status === 'rejected'
        ? t('result.rejected', { reason: order.rejectReason ?? '' })
        : t(`result.${order.status}`);
  return (
    <section
      className={styles.result}
      data-tone={order.status}
      aria-live="polite"
      data-testid="deposit-result"
    >
      <div className={styles.orderHead}>
        <h3 className={styles.heading}>{t('result.title', { orderNo: order.orderNo })}</h3>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles.resultText}>
        {order.status === 'pending' && <span className={styles.pulse} aria-hidden="true" />}
        {text}
      </p>
      {order.status === 'success' && <ArrivedBonus order={order} />}
      <div className={styles.actions}>
        {order.status === 'pending' && order.redirectUrl && (
          <a className={styles.linkButton} href={withSiteTheme(order.redirectUrl)}>
            {t('result.continue')}
          </a>
        )}
        <Button variant="secondary" onClick={onShowHistory}>
          {t('submitted.history')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('result.close')}
        </Button>
      </div>
    </section>
  );
}
