import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RunSettlement, RunSettlementsValue } from '@portal/shared/schemas/agency-console';
import { ApiError } from '../../api/client';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { useListState } from '../../components/data-table/list-state';
import { EmptyState, PageHeader } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { ratesText, SETTLEMENTS } from './api';
import styles from './agency.module.css';

/** One settlement run: each holder's settlement, its carries and the transfer that paid it. */
export default function RunScreen() {
  const { t } = useTranslation('agency');
  const locale = currentLocale();
  const [params] = useSearchParams();
  const schedule = params.get('schedule') ?? '';
  const periodStart = params.get('periodStart') ?? '';
  const list = useListState([] as const, { pageSize: 50 });
  const query = useOperatorList<RunSettlement, RunSettlementsValue>(SETTLEMENTS, {
    schedule,
    periodStart,
    ...list.query,
  });
  const run = query.data?.run;

  const columns = useMemo<TableColumn<RunSettlement>[]>(
    () => [
      {
        id: 'holder',
        header: t('column.holder'),
        cell: ({ row }) => (
          <Link to={`/agency/agents/${row.original.holder.id}`}>{row.original.holder.account}</Link>
        ),
      },
      {
        id: 'active',
        header: t('column.activeMembers'),
        meta: { numeric: true },
        cell: ({ row }) => formatCount(row.original.activeMembers, locale),
      },
      {
        id: 'valid',
        header: t('column.validBets'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.validBets, locale),
      },
      {
        id: 'net',
        header: t('column.netLoss'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.netLoss, locale),
      },
      {
        id: 'tier',
        header: t('column.tier'),
        meta: { numeric: true },
        cell: ({ row }) => row.original.tier,
      },
      {
        id: 'rates',
        header: t('column.rates'),
        cell: ({ row }) => (
          <span className={styles.nowrap}>{ratesText(row.original.rates, t as never) || '—'}</span>
        ),
      },
      {
        id: 'carryIn',
        header: t('column.carryIn'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.carryIn, locale),
      },
      {
        id: 'gross',
        header: t('column.gross'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.gross, locale),
      },
      {
        id: 'downline',
        header: t('column.downlineGross'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.downlineGross, locale),
      },
      {
        id: 'amount',
        header: t('column.amount'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.amount, locale),
      },
      {
        id: 'carryOut',
        header: t('column.carryOut'),
        meta: { numeric: true },
        cell: ({ row }) => formatAmount(row.original.carryOut, locale),
      },
      {
        id: 'transfer',
        header: t('column.transfer'),
        cell: ({ row }) =>
          row.original.transfer ? (
            <span className={styles.nowrap}>
              #{row.original.transfer.id} · {formatAmount(row.original.transfer.amount, locale)}{' '}
              {row.original.currency}
              <div className={styles.muted}>
                {row.original.reference} · {formatSiteTime(row.original.transfer.createdAt)}
              </div>
            </span>
          ) : (
            <span className={styles.muted}>{t('run.noTransfer')}</span>
          ),
      },
    ],
    [t, locale],
  );

  const back = (
    <Link to="/agency/settlements" className={styles.back}>
      ← {t('run.back')}
    </Link>
  );
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    return (
      <>
        {back}
        <EmptyState title={t('run.notFound')} />
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeader
        title={t('run.title', {
          schedule: t(`schedule.${schedule}` as 'schedule.daily', { defaultValue: schedule }),
          start: formatSiteTime(periodStart),
        })}
        description={
          run
            ? t('run.summary', {
                settlements: formatCount(run.settlements, locale),
                paid: formatCount(run.paid, locale),
                amount: formatAmount(run.amount, locale),
              })
            : undefined
        }
      />
      <DataTable
        label={t('run.title', { schedule, start: periodStart })}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyText={t('run.empty')}
      />
    </>
  );
}
