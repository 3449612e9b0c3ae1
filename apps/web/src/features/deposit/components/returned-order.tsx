import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@portal/shared/schemas/deposit';
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

  useEffect(() => {
    if (status === 'success') void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [status, queryClient]);

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

function Result({
  order,
  onClose,
  onShowHistory,
}: {
  order: DepositOrder;
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
