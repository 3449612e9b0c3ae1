import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import type { TeamOverviewValue } from '@portal/shared/schemas/agency';
import { formatAmount } from '../../../lib/money';
import { layoutChart } from '../../bet-records/chart-layout';
import { useElementWidth } from '../../bet-records/hooks/use-element-width';
import { signedOrZero } from '../agency-format';
import chart from '../../bet-records/components/profit-chart.module.css';
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

function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The period day by day: one figure at a time (the team's profit and loss first), as bars above
 * and below zero, with the same figures as a table for assistive technology. The bars are laid
 * out by the betting record's chart layout.
 */
export function TeamChart({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation('agency');
  const locale = LANGUAGES[parseLanguage(i18n.language)].locale;
  const headingId = useId();
  const [metric, setMetric] = useState<Metric>('profitLoss');
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const values = days.map((day) => day[metric]);
  const layout = layoutChart(values, { ...BOX, width, height: HEIGHT });
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
      <div ref={ref} className={chart.canvas}>
        <svg
          role="img"
          aria-label={t('overview.chart.label', { metric: label })}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          data-testid="team-chart"
        >
          {layout.maxUp > 0 && (
            <text x={BOX.left - 6} y={BOX.top + 4} className={chart.scale} textAnchor="end">
              {valueText(metric, layout.maxUp)}
            </text>
          )}
          {layout.maxDown > 0 && (
            <text x={BOX.left - 6} y={HEIGHT - BOX.bottom} className={chart.scale} textAnchor="end">
              {valueText(metric, -layout.maxDown)}
            </text>
          )}
          <text x={BOX.left - 6} y={layout.zeroY + 4} className={chart.scale} textAnchor="end">
            {isCount(metric) ? '0' : formatAmount(0)}
          </text>
          {days.map((day, index) => {
            const bar = layout.bars[index]!;
            const amount = day[metric];
            const fill =
              metric !== 'profitLoss'
                ? styles.barNeutral
                : amount > 0
                  ? chart.win
                  : amount < 0
                    ? chart.loss
                    : '';
            return (
              <g key={day.date} className={chart.column}>
                <title>{`${day.date}: ${valueText(metric, amount)}`}</title>
                <rect
                  x={bar.columnX}
                  y={BOX.top}
                  width={bar.columnWidth}
                  height={HEIGHT - BOX.top - BOX.bottom}
                  className={chart.hit}
                />
                {bar.height > 0 && (
                  <rect
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(3, bar.width / 4)}
                    className={fill}
                    data-testid="team-bar"
                    data-date={day.date}
                  />
                )}
                {bar.labelled && (
                  <text
                    x={bar.columnX + bar.columnWidth / 2}
                    y={HEIGHT - 8}
                    className={chart.day}
                    textAnchor="middle"
                  >
                    {dayLabel(day.date, locale)}
                  </text>
                )}
              </g>
            );
          })}
          <line
            x1={BOX.left}
            x2={width - BOX.right}
            y1={layout.zeroY}
            y2={layout.zeroY}
            className={chart.axis}
          />
        </svg>
      </div>
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
