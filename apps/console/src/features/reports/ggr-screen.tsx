import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import type { GgrReportValue, GgrRow } from '@portal/shared/schemas/operator-reports';
import { useOperatorList } from '../../api/lists';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/form/fields';
import { Card, ErrorState, Loading, Notice } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { ReportFrame, useReport } from './report-frame';
import styles from './reports.module.css';

const PATH = '/reports/ggr';
/** The most days one chart call reads (the operator list's largest page). */
const CHART_DAYS = 100;

/** Gross gaming revenue by vendor, game or site day, with totals, a chart by day and CSV. */
export default function GgrScreen() {
  const { t } = useTranslation('reports');
  const report = useReport<GgrRow, GgrReportValue, 'by' | 'category'>(PATH, ['by', 'category']);
  const { list, query, range } = report;
  const by = list.filters.by || 'vendor';
  const locale = currentLocale();

  const columns = useMemo<TableColumn<GgrRow>[]>(() => {
    const money = (key: 'bets' | 'payouts' | 'ggr'): TableColumn<GgrRow> => ({
      id: key,
      header: t(`ggr.${key}`),
      meta: { sort: key, numeric: true, shrink: true },
      cell: ({ row }) => (
        <span data-negative={row.original[key] < 0 || undefined}>
          {formatAmount(row.original[key], locale)}
        </span>
      ),
    });
    const count = (key: 'rounds' | 'players'): TableColumn<GgrRow> => ({
      id: key,
      header: t(`ggr.${key}`),
      meta: { sort: key, numeric: true, shrink: true },
      cell: ({ row }) => formatCount(row.original[key], locale),
    });
    return [
      {
        id: 'label',
        header: t(by === 'day' ? 'ggr.day' : by === 'game' ? 'ggr.game' : 'ggr.vendor'),
        meta: { sort: 'label' },
        cell: ({ row }) =>
          row.original.key === 'totals' ? (
            t('total')
          ) : (
            <>
              {row.original.label}
              {row.original.vendor && by === 'game' ? (
                <span className={styles.sub}>{row.original.vendor}</span>
              ) : null}
            </>
          ),
      },
      ...(by === 'day'
        ? []
        : [
            {
              id: 'category',
              header: t('ggr.category'),
              meta: { shrink: true },
              cell: ({ row }) => <span className={styles.code}>{row.original.category ?? ''}</span>,
            } satisfies TableColumn<GgrRow>,
          ]),
      money('bets'),
      money('payouts'),
      money('ggr'),
      count('rounds'),
      count('players'),
    ];
  }, [t, by, locale]);

  const data = query.data;
  const totals: GgrRow | null = data
    ? { key: 'totals', label: '', category: null, vendor: null, day: null, ...data.totals }
    : null;

  return (
    <ReportFrame title={t('ggr.title')} description={t('ggr.description')} range={range}>
      <GgrChart from={range.range?.from ?? ''} to={range.range?.to ?? ''} />
      <DataTable
        label={t('ggr.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => row.key}
        totals={totals}
        csv={{ url: report.csv, name: `ggr-by-${by}` }}
        emptyText={t('ggr.empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('view')}
              value={list.filters.by}
              onChange={(next) => list.setFilters({ by: next, category: '' })}
              options={[
                { value: '', label: t('ggr.byVendor') },
                { value: 'game', label: t('ggr.byGame') },
                { value: 'day', label: t('ggr.byDay') },
              ]}
            />
            {by === 'day' ? null : (
              <FilterSelect
                label={t('ggr.category')}
                value={list.filters.category}
                onChange={(category) => list.setFilters({ category })}
                allLabel={t('ggr.allCategories')}
                options={GAME_CATEGORIES.map((code) => ({ value: code, label: code }))}
              />
            )}
          </>
        }
      />
    </ReportFrame>
  );
}

/** Bets and payouts as bars and GGR as a line, one point per site day of the range. */
function GgrChart({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('reports');
  const locale = currentLocale();
  const query = useOperatorList<GgrRow, GgrReportValue>(PATH, {
    by: 'day',
    from,
    to,
    sort: 'label',
    pageSize: CHART_DAYS,
  });
  const compact = (value: number) =>
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  const names = { bets: t('ggr.bets'), payouts: t('ggr.payouts'), ggr: t('ggr.ggr') };
  return (
    <Card
      title={t('ggr.chart')}
      actions={<span className={styles.muted}>{t('ggr.chartHint')}</span>}
    >
      {query.isPending ? <Loading /> : null}
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <>
          {query.data.total > CHART_DAYS ? (
            <Notice>{t('ggr.chartCut', { count: CHART_DAYS })}</Notice>
          ) : null}
          <div className={styles.chartBox} role="img" aria-label={t('ggr.chart')}>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart
                data={query.data.list}
                margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="day"
                  tickFormatter={(day: string) => day.slice(5)}
                  tick={{ fill: 'var(--text-faint)', fontSize: 11 }}
                  tickLine={false}
                  axisLine={{ stroke: 'var(--border)' }}
                  minTickGap={16}
                />
                <YAxis
                  width={52}
                  tickFormatter={compact}
                  tick={{ fill: 'var(--text-faint)', fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  formatter={(value, name) => [
                    formatAmount(Number(value), locale),
                    names[name as keyof typeof names] ?? String(name),
                  ]}
                  labelStyle={{ color: 'var(--text)' }}
                  contentStyle={{
                    background: 'var(--surface)',
                    border: '1px solid var(--border-strong)',
                    borderRadius: 6,
                    color: 'var(--text)',
                  }}
                />
                <Legend
                  formatter={(name: string) => names[name as keyof typeof names] ?? name}
                  wrapperStyle={{ fontSize: 12 }}
                />
                <Bar dataKey="bets" fill="var(--chart-1)" isAnimationActive={false} />
                <Bar dataKey="payouts" fill="var(--chart-2)" isAnimationActive={false} />
                <Line
                  type="linear"
                  dataKey="ggr"
                  stroke="var(--chart-3)"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        </>
      ) : null}
    </Card>
  );
}
