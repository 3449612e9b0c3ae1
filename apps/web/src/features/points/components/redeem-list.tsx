import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINT_REDEEM_STATUSES } from '@portal/shared/schemas/points/constants';
import type { PointRedeem } from '@portal/shared/schemas/points';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useRedeemList, type RedeemStatusFilter } from '../api/get-redeem-list';
import { formatPoints, signedPoints, useMoney } from '../points-format';
import { RedeemStatus } from './redeem-status';
import styles from './history.module.css';

const FILTERS: readonly RedeemStatusFilter[] = ['', ...POINT_REDEEM_STATUSES];

/** Exchange records (spec section 3): a table, drawn as cards where the page is narrow. */
export function RedeemList({ from }: { from: string }) {
  const { t, i18n } = useTranslation('points');
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [status, setStatus] = useState<RedeemStatusFilter>('');
  const [page, setPage] = useState(1);
  const redeems = useRedeemList(status, page, i18n.language, from);
  const value = redeems.data;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  let body;
  if (redeems.isPending) body = <Spinner />;
  else if (redeems.isError) {
    body = (
      <ErrorState
        title={t('history.loadFailed')}
        error={redeems.error}
        onRetry={() => void redeems.refetch()}
        retrying={redeems.isFetching}
        compact
      />
    );
  } else if (redeems.data.list.length === 0) {
    body = (
      <EmptyState
        description={t(status ? 'history.emptyStatus' : 'history.emptyRedeems')}
        compact
      />
    );
  } else {
    body = (
      <>
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={redeems.isFetching}>
            <caption className={styles.srOnly}>{t('history.redeems')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.transNo')}</th>
                <th scope="col">{t('columns.reward')}</th>
                <th scope="col" className={styles.number}>
                  {t('columns.quantity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('columns.points')}
                </th>
                <th scope="col">{t('columns.requirement')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col" className={styles.number}>
                  {t('columns.changedPoints')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('columns.balance')}
                </th>
                <th scope="col">{t('columns.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {redeems.data.list.map((redeem) => (
                <RedeemRow key={redeem.transNo} redeem={redeem} language={i18n.language} />
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={redeems.data.page}
          totalPages={totalPages}
          onPageChange={setPage}
          compact={compactPager}
          label={t('history.pages')}
        />
      </>
    );
  }

  return (
    <div className={styles.list}>
      <div className={styles.filters} role="group" aria-label={t('history.statusFilter')}>
        {FILTERS.map((filter) => (
          <button
            key={filter || 'all'}
            type="button"
            className={styles.filter}
            aria-pressed={filter === status}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
          >
            {filter ? t(`status.${filter}`) : t('filter.all')}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}

function RedeemRow({ redeem, language }: { redeem: PointRedeem; language: string }) {
  const { t } = useTranslation('points');
  const money = useMoney();
  return (
    <tr data-testid="redeem-row" data-status={redeem.status}>
      <td className={styles.ref} data-label={t('columns.transNo')}>
        <span className={styles.mono}>{redeem.transNo}</span>
        <time className={styles.time} dateTime={redeem.applyTime}>
          {formatDateTime(redeem.applyTime, language)}
        </time>
      </td>
      <td className={styles.reward}>
        <span className={styles.name}>{redeem.name}</span>
        <span className={styles.sub}>{t(`type.${redeem.type}`)}</span>
      </td>
      <td className={styles.number} data-label={t('columns.quantity')}>
        {redeem.quantity}
      </td>
      <td className={styles.number} data-label={t('columns.points')}>
        {formatPoints(redeem.points, language)}
      </td>
      <td
        className={styles.requirement}
        data-label={t('columns.requirement')}
        data-empty={redeem.requirement ? undefined : ''}
      >
        {redeem.requirement
          ? t(`requirement.${redeem.requirement.kind}`, {
              amount: money(redeem.requirement.amount),
            })
          : t('requirement.none')}
      </td>
      <td className={styles.statusCell}>
        <RedeemStatus status={redeem.status} />
      </td>
      <td
        className={[styles.number, styles.change].join(' ')}
        data-label={t('columns.changedPoints')}
      >
        {signedPoints(redeem.changedPoints, language)}
      </td>
      <td className={styles.number} data-label={t('columns.balance')}>
        {formatPoints(redeem.balanceAfter, language)}
      </td>
      <td
        className={styles.remark}
        data-label={t('columns.remark')}
        data-empty={redeem.remark ? undefined : ''}
      >
        {redeem.remark || '—'}
      </td>
    </tr>
  );
}
