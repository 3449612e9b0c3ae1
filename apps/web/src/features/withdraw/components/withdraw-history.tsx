import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@portal/shared/schemas/withdrawal';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import { useMoney } from '../withdraw-format';
import { StatusBadge } from './status-badge';
import styles from './withdraw.module.css';

/** The member's withdrawals, newest first, each with its state and what happened to the money. */
export function WithdrawHistory() {
  const { t } = useTranslation('withdraw');
  const headingId = useId();
  const [pageNo, setPageNo] = useState(1);
  const history = useWithdrawHistory(pageNo);

  let body;
  if (history.isPending) body = <Spinner />;
  else if (history.isError) {
    body = (
      <ErrorState
        compact
        title={t('history.loadFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (history.data.list.length === 0) {
    body = <EmptyState compact title={t('history.empty')} />;
  } else {
    body = (
      <>
        <ul className={styles.history}>
          {history.data.list.map((order) => (
            <OrderRow key={order.orderNo} order={order} />
          ))}
        </ul>
        <Pager
          page={history.data.pageNo}
          totalPages={history.data.totalPages}
          onPageChange={setPageNo}
          compact
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('history.heading')}
      </h3>
      {body}
    </section>
  );
}

function OrderRow({ order }: { order: Withdrawal }) {
  const { t, i18n } = useTranslation('withdraw');
  const money = useMoney();
  const notes = [
    order.rejectReason && t('history.reason', { reason: order.rejectReason }),
    order.receivedAmount !== null && t('history.received', { amount: money(order.receivedAmount) }),
    order.remainderAmount !== null &&
      t('history.remainder', { amount: money(order.remainderAmount) }),
    order.refundedAmount !== null && t('history.refunded', { amount: money(order.refundedAmount) }),
  ].filter((note): note is string => Boolean(note));

  return (
    <li className={styles.order} data-testid="withdrawal-order">
      <div className={styles.orderHead}>
        <span className={styles.orderAmount}>{money(order.amount)}</span>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles.orderMeta}>
        <span>{formatDateTime(order.createdAt, i18n.language)}</span>
        <span>
          {order.bankName} <span className={styles.number}>{order.accountNumber}</span>
        </span>
        <span>
          {t('history.orderNo')} {order.orderNo}
        </span>
      </p>
      {notes.length > 0 && (
        <p className={styles.orderNotes}>
          {notes.map((note) => (
            <span key={note}>{note}</span>
          ))}
        </p>
      )}
    </li>
  );
}
