import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  BonusCostRow,
  BonusCostValue,
  ManualBonus,
  ManualBonusesValue,
} from '@portal/shared/schemas/operator-reports';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/form/fields';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount, formatSiteTime } from '../../lib/format';
import { useSiteDayRange } from '../../components/range/range-bar';
import { ReportFrame, useReport } from './report-frame';
import styles from './reports.module.css';

const PATH = '/reports/bonus-cost';
const MANUAL_PATH = '/reports/manual-bonuses';

/**
 * What promotions and bonuses cost: per promotion (bonuses without one per source) or per day,
 * and the bonuses granted by hand one by one.
 */
export default function BonusCostScreen() {
  const { t } = useTranslation('reports');
  const range = useSiteDayRange();
  const [params] = useSearchParams();
  return (
    <ReportFrame title={t('bonus.title')} description={t('bonus.description')} range={range}>
      {params.get('by') === 'manual' ? <ManualBonuses /> : <BonusCostTable />}
    </ReportFrame>
  );
}

function ViewFilter({ value, onChange }: { value: string; onChange: (by: string) => void }) {
  const { t } = useTranslation('reports');
  return (
    <FilterSelect
      label={t('view')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('bonus.byPromotion') },
        { value: 'day', label: t('bonus.byDay') },
        { value: 'manual', label: t('bonus.manual') },
      ]}
    />
  );
}

function BonusCostTable() {
  const { t } = useTranslation('reports');
  const report = useReport<BonusCostRow, BonusCostValue, 'by'>(PATH, ['by']);
  const { list, query } = report;
  const by = list.filters.by || 'promotion';
  const locale = currentLocale();

  const columns = useMemo<TableColumn<BonusCostRow>[]>(() => {
    const money = (
      key: 'granted' | 'returned' | 'released' | 'netCost' | 'deposits',
      count?: 'grantedCount' | 'returnedCount',
    ): TableColumn<BonusCostRow> => ({
      id: key,
      header: t(`bonus.${key}`),
      meta: { sort: key === 'released' ? undefined : key, numeric: true, shrink: true },
      cell: ({ row }) => (
        <>
          {formatAmount(row.original[key], locale)}
          {count ? (
            <span className={styles.sub}>{t('bonus.count', { count: row.original[count] })}</span>
          ) : null}
        </>
      ),
    });
    return [
      {
        id: 'label',
        header: t(by === 'day' ? 'bonus.day' : 'bonus.promotion'),
        meta: { sort: 'label' },
        cell: ({ row }) => {
          const item = row.original;
          if (item.key === 'totals') return t('total');
          if (item.day) return item.day;
          const source = t(`bonus.source.${item.source as 'adjustment'}`, {
            defaultValue: item.source ?? '',
          });
          return item.promotionId === null ? (
            source
          ) : (
            <>
              <span className={styles.code}>{item.label}</span>
              <span className={styles.sub}>{source}</span>
            </>
          );
        },
      },
      money('granted', 'grantedCount'),
      money('returned', 'returnedCount'),
      money('released'),
      money('netCost'),
      {
        id: 'members',
        header: t('bonus.members'),
        meta: { numeric: true, shrink: true },
        cell: ({ row }) => formatCount(row.original.members, locale),
      },
      money('deposits'),
    ];
  }, [t, by, locale]);

  const data = query.data;
  const totals: BonusCostRow | null = data
    ? { key: 'totals', label: '', promotionId: null, source: null, day: null, ...data.totals }
    : null;

  return (
    <DataTable
      label={t('bonus.title')}
      columns={columns}
      query={query}
      list={list}
      getRowId={(row) => row.key}
      totals={totals}
      csv={{ url: report.csv, name: `bonus-cost-by-${by}` }}
      emptyText={t('bonus.empty')}
      toolbar={
        <ViewFilter value={list.filters.by} onChange={(next) => list.setFilters({ by: next })} />
      }
    />
  );
}

function ManualBonuses() {
  const { t } = useTranslation('reports');
  // `by` only picks this view on the screen; the call does not take it.
  const report = useReport<ManualBonus, ManualBonusesValue, 'by'>(MANUAL_PATH, ['by'], ['by']);
  const { list, query } = report;
  const locale = currentLocale();

  const columns = useMemo<TableColumn<ManualBonus>[]>(
    () => [
      {
        id: 'bonusNo',
        header: t('bonus.bonusNo'),
        meta: { shrink: true },
        cell: ({ row }) => <span className={styles.code}>{row.original.bonusNo}</span>,
      },
      {
        id: 'account',
        header: t('bonus.account'),
        meta: { shrink: true },
        cell: ({ row }) => (
          <Link to={`/members/${row.original.memberId}`}>{row.original.account}</Link>
        ),
      },
      {
        id: 'amount',
        header: t('bonus.amount'),
        meta: { sort: 'amount', numeric: true, shrink: true },
        cell: ({ row }) => formatAmount(row.original.amount, locale),
      },
      {
        id: 'state',
        header: t('bonus.state'),
        meta: { shrink: true },
        cell: ({ row }) =>
          t(`bonus.states.${row.original.state as 'completed'}`, {
            defaultValue: row.original.state,
          }),
      },
      {
        id: 'reason',
        header: t('bonus.reason'),
        cell: ({ row }) => row.original.reason ?? '—',
      },
      {
        id: 'issuedAt',
        header: t('bonus.issuedAt'),
        meta: { sort: 'issuedAt', shrink: true },
        cell: ({ row }) => (
          <span className={styles.code}>{formatSiteTime(row.original.issuedAt)}</span>
        ),
      },
    ],
    [t, locale],
  );

  return (
    <DataTable
      label={t('bonus.manual')}
      columns={columns}
      query={query}
      list={list}
      getRowId={(row) => String(row.id)}
      csv={{ url: report.csv, name: 'manual-bonuses' }}
      summary={
        query.data
          ? t('bonus.manualTotal', {
              count: query.data.totals.count,
              amount: formatAmount(query.data.totals.amount, locale),
            })
          : null
      }
      emptyText={t('bonus.manualEmpty')}
      toolbar={<ViewFilter value="manual" onChange={(next) => list.setFilters({ by: next })} />}
    />
  );
}
