import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contractKinds } from '@portal/shared/contracts/terms';
import type { CommissionRow, CommissionsValue } from '@portal/shared/schemas/operator-reports';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/form/fields';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { ReportFrame, useReport } from './report-frame';
import styles from './reports.module.css';

const PATH = '/reports/commissions';

/** Salaries and dividends settled per agent and kind, or per day and kind, with each kind's sum. */
export default function CommissionsScreen() {
  const { t } = useTranslation('reports');
  const report = useReport<CommissionRow, CommissionsValue, 'by' | 'kind'>(PATH, ['by', 'kind']);
  const { list, query, range } = report;
  const by = list.filters.by || 'agent';
  const locale = currentLocale();

  const columns = useMemo<TableColumn<CommissionRow>[]>(() => {
    const money = (key: 'validBets' | 'gross' | 'paid'): TableColumn<CommissionRow> => ({
      id: key,
      header: t(`commissions.${key}`),
      meta: { sort: key === 'gross' ? undefined : key, numeric: true, shrink: true },
      cell: ({ row }) => formatAmount(row.original[key], locale),
    });
    return [
      {
        id: 'label',
        header: t(by === 'day' ? 'commissions.day' : 'commissions.agent'),
        meta: { sort: 'label' },
        cell: ({ row }) => {
          const item = row.original;
          if (item.key === 'totals') return t('total');
          return item.agentId === null ? (
            item.label
          ) : (
            <Link to={`/members/${item.agentId}`}>{item.label}</Link>
          );
        },
      },
      {
        id: 'kind',
        header: t('commissions.kind'),
        meta: { shrink: true },
        cell: ({ row }) =>
          row.original.key === 'totals' ? '' : t(`commissions.kinds.${row.original.kind}`),
      },
      {
        id: 'settlements',
        header: t('commissions.settlements'),
        meta: { sort: 'settlements', numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.settlements, locale),
      },
      {
        id: 'paidCount',
        header: t('commissions.paidCount'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.paidCount, locale),
      },
      money('validBets'),
      money('gross'),
      money('paid'),
    ];
  }, [t, by, locale]);

  const data = query.data;
  const totals: CommissionRow | null = data
    ? { key: 'totals', label: '', kind: 'daily', agentId: null, day: null, ...data.totals }
    : null;

  return (
    <ReportFrame
      title={t('commissions.title')}
      description={t('commissions.description')}
      range={range}
    >
      <DataTable
        label={t('commissions.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => row.key}
        totals={totals}
        csv={{ url: report.csv, name: `commissions-by-${by}` }}
        emptyText={t('commissions.empty')}
        summary={
          data && data.kinds.length > 0 ? (
            <span className={styles.summary}>
              {data.kinds.map((kind) => (
                <span key={kind.kind}>
                  {t('commissions.kindTotal', {
                    kind: t(`commissions.kinds.${kind.kind}`),
                    amount: formatAmount(kind.paid, locale),
                  })}
                </span>
              ))}
            </span>
          ) : null
        }
        toolbar={
          <>
            <FilterSelect
              label={t('view')}
              value={list.filters.by}
              onChange={(next) => list.setFilters({ by: next })}
              options={[
                { value: '', label: t('commissions.byAgent') },
                { value: 'day', label: t('commissions.byDay') },
              ]}
            />
            <FilterSelect
              label={t('commissions.kind')}
              value={list.filters.kind}
              onChange={(kind) => list.setFilters({ kind })}
              allLabel={t('commissions.allKinds')}
              options={contractKinds.map((kind) => ({
                value: kind,
                label: t(`commissions.kinds.${kind}`),
              }))}
            />
          </>
        }
      />
    </ReportFrame>
  );
}
