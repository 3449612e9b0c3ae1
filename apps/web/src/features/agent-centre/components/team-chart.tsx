import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamOverviewValue } from '@portal/shared/schemas/agency';
import { formatAmount } from '../../../lib/money';
import { BarChart } from '../../../components/charts/bar-chart';
import { signedOrZero } from '../agency-format';
import chart from '../../../components/charts/bar-chart.module.css';
import styles from './agency.module.css';

const HEIGHT = 200;
const BOX = { left: 76, right: 20, top: 14, bottom: 26 };
const METRICS = ['profitLoss', 'deposits', 'validBets', 'registrations'] as const;
type Metric = (typeof METRICS)[number];

type Day = TeamOverviewValue['days'][number];

const isCount = (metric: Metric) => metric === 'registrations';
const valueText = (metric: Metric, amount: number) =>
  isCount(metric)
    ? String(amount)
    : metric === 'profitLoss'
      ? signedOrZero(amount)
      : formatAmount(amount);

/**
 * The period day by day: one figure at a time (the team's profit and loss first), as bars above
 * and below zero, with the same figures as a table for assistive technology.
 */
export function TeamChart({ days }: { days: Day[] }) {
  const { t } = useTranslation('agency');
  const headingId = useId();
  const [metric, setMetric] = useState<Metric>('profitLoss');
  const label = t(`overview.chart.${metric}`);

  return (
    <section className={chart.chart} aria-labelledby={headingId}>
      <div className={styles.chartHead}>
        <h4 id={headingId} className={chart.heading}>
          {t('overview.chart.title')}
        </h4>
        <div className={styles.tabs} role="group" aria-label={t('overview.chart.metric')}>
          {METRICS.map((item) => (
            <button
              key={item}
              type="button"
              className={styles.tab}
              aria-pressed={metric === item}
              onClick={() => setMetric(item)}
            >
              {t(`overview.chart.${item}`)}
            </button>
          ))}
        </div>
      </div>
      <BarChart
        days={days.map((day) => ({ date: day.date, value: day[metric] }))}
        height={HEIGHT}
        box={BOX}
        label={t('overview.chart.label', { metric: label })}
        format={(amount) => valueText(metric, amount)}
        tone={metric === 'profitLoss' ? 'signed' : 'neutral'}
        testId="team-chart"
        barTestId="team-bar"
      />
      <table className={chart.srOnly}>
        <caption>{t('overview.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.day')}</th>
            {METRICS.map((item) => (
              <th key={item} scope="col">
                {t(`overview.chart.${item}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              {METRICS.map((item) => (
                <td key={item}>{valueText(item, day[item])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
