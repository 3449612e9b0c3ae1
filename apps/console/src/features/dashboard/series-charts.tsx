import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { DashboardPoint } from '@portal/shared/schemas/operator-dashboard';
import { Card, ErrorState, Loading } from '../../components/ui/primitives';
import { currentLocale } from '../../lib/i18n';
import { formatAmount, formatCount } from '../../lib/format';
import { useDashboardSeries } from './api';
import { CHART_FIGURES, type FigureSpec } from './figures';
import styles from './dashboard.module.css';

const COLOURS = ['--chart-1', '--chart-2', '--chart-3', '--chart-4', '--chart-5', '--chart-6'];

/** One small chart per figure over the last 30 site days. */
export function SeriesCharts() {
  const { t } = useTranslation('dashboard');
  const query = useDashboardSeries(30);
  return (
    <Card
      title={t('chart.title')}
      actions={<span className={styles.muted}>{t('chart.description')}</span>}
    >
      {query.isPending ? <Loading /> : null}
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <div className={styles.charts}>
          {CHART_FIGURES.map((spec, index) => (
            <FigureChart
              key={spec.key}
              spec={spec}
              points={query.data.points}
              colour={`var(${COLOURS[index % COLOURS.length]})`}
            />
          ))}
        </div>
      ) : null}
    </Card>
  );
}

function FigureChart({
  spec,
  points,
  colour,
}: {
  spec: FigureSpec;
  points: DashboardPoint[];
  colour: string;
}) {
  const { t } = useTranslation('dashboard');
  const locale = currentLocale();
  const format = (value: number) =>
    spec.money ? formatAmount(value, locale) : formatCount(value, locale);
  const compact = (value: number) =>
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  const name = t(`figure.${spec.key}`);
  return (
    <figure className={styles.chart}>
      <figcaption>{name}</figcaption>
      <div className={styles.chartBox} role="img" aria-label={name}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={points} margin={{ top: 6, right: 6, bottom: 0, left: 0 }}>
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
              width={44}
              tickFormatter={compact}
              tick={{ fill: 'var(--text-faint)', fontSize: 11 }}
              tickLine={false}
              axisLine={false}
              allowDecimals={spec.money}
            />
            <Tooltip
              formatter={(value) => [format(Number(value)), name]}
              labelStyle={{ color: 'var(--text)' }}
              contentStyle={{
                background: 'var(--surface)',
                border: '1px solid var(--border-strong)',
                borderRadius: 6,
                color: 'var(--text)',
              }}
            />
            <Area
              type="linear"
              dataKey={spec.key}
              stroke={colour}
              fill={colour}
              fillOpacity={0.15}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
