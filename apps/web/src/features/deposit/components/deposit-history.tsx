import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_HISTORY_PAGE_SIZE,
  DEPOSIT_STATUSES,
  type DepositOrder,
} from '@portal/shared/schemas/deposit';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDepositHistory, type HistoryFilter } from '../api/get-deposit-history';
import { useMoney, withSiteTheme } from '../deposit-format';
import { StatusBadge } from './status-badge';
import styles from './deposit.module.css';

/** The member's deposits, newest first, with their states; filtered by state, a page at a time. */
export function DepositHistory() {
  const { t } = useTranslation('deposit');
  const headingId = useId();
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<HistoryFilter>('');
  const history = useDepositHistory(page, status);

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
    const totalPages = Math.max(1, Math.ceil(history.data.total / DEPOSIT_HISTORY_PAGE_SIZE));
    body = (
      <>
        <ul className={styles.history} aria-busy={history.isFetching}>
          {history.data.list.map((order) => (
            <OrderRow key={order.orderNo} order={order} />
          ))}
        </ul>
        <Pager page={history.data.page} totalPages={totalPages} onPageChange={setPage} compact />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHead}>
        <h3 id={headingId} className={styles.heading}>
          {t('history.heading')}
        </h3>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.label}>
            {t('history.filter')}
          </label>
          <select
            id={filterId}
            className={styles.select}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as HistoryFilter);
              setPage(1);
            }}
          >
            <option value="">{t('history.all')}</option>
            {DEPOSIT_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`status.${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </section>
  );
}

function OrderRow({ order }: { order: DepositOrder }) {
  const { t, i18n } = useTranslation('deposit');
  const money = useMoney();
  return (
    <li className={styles.order} data-testid="deposit-order">
      <div className={styles.orderHead}>
        <span className={styles.orderAmount}>{money(order.amount)}</span>
        <StatusBadge status={order.status} />
      </div>
      <p className={styles.orderMeta}>
        <span>{formatDateTime(order.createdAt, i18n.language)}</span>
        <span>{order.channel.name}</span>
        <span>
          {t('history.orderNo')} <span className={styles.number}>{order.orderNo}</span>
        </span>
      </p>
      {(order.rejectReason || order.creditedAt || order.hasReceipt || order.redirectUrl) && (
        <p className={styles.orderNotes}>
          {order.creditedAt && (
            <span>
              {t('history.credited', { time: formatDateTime(order.creditedAt, i18n.language) })}
            </span>
          )}
          {order.rejectReason && <span>{t('history.reason', { reason: order.rejectReason })}</span>}
          {order.hasReceipt && <span>{t('history.receipt')}</span>}
          {order.redirectUrl && (
            <a href={withSiteTheme(order.redirectUrl)}>{t('history.continue')}</a>
          )}
        </p>
      )}
    </li>
  );
}
