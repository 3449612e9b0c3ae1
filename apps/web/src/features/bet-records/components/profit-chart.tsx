import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import type { ProfitValue } from '@portal/shared/schemas/games';
import { formatAmount } from '../../../lib/money';
import { layoutChart } from '../chart-layout';
import { useElementWidth } from '../hooks/use-element-width';
import { signedOrZero } from './bets-format';
import styles from './profit-chart.module.css';

const HEIGHT = 220;
const BOX = { left: 72, right: 8, top: 14, bottom: 26 };

/** "11/21" in the interface language: a site day, whatever the member's own zone. */
function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(LANGUAGES[parseLanguage(language)].locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

interface ProfitChartProps {
  days: ProfitValue['days'];
  currency: string;
}

/**
 * Win or loss per day as bars above and below a zero axis, each with its value as a tooltip. The
 * picture is one image to assistive technology; the same figures follow as a table for it.
 */
export function ProfitChart({ days, currency }: ProfitChartProps) {
  const { t, i18n } = useTranslation('bets');
  const headingId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const layout = layoutChart(
    days.map((day) => day.winLoss),
    { ...BOX, width, height: HEIGHT },
  );
  const first = days.at(0)?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const rightEdge = width - BOX.right;

  return (
    <section className={styles.chart} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('profit.chartTitle', { currency })}
      </h4>
      <div ref={ref} className={styles.canvas}>
        <svg
          role="img"
          aria-label={t('profit.chartLabel', { from: first, to: last })}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          data-testid="profit-chart"
        >
          {layout.maxUp > 0 && (
            <text x={BOX.left - 6} y={BOX.top + 4} className={styles.scale} textAnchor="end">
              {signedOrZero(layout.maxUp)}
            </text>
          )}
          {layout.maxDown > 0 && (
            <text
              x={BOX.left - 6}
              y={HEIGHT - BOX.bottom}
              className={styles.scale}
              textAnchor="end"
            >
              {signedOrZero(-layout.maxDown)}
            </text>
          )}
          <text x={BOX.left - 6} y={layout.zeroY + 4} className={styles.scale} textAnchor="end">
            {formatAmount(0)}
          </text>
          {days.map((day, index) => {
            const bar = layout.bars[index]!;
            const tone = day.winLoss > 0 ? styles.win : day.winLoss < 0 ? styles.loss : '';
            return (
              <g key={day.date} className={styles.column}>
                <title>{`${day.date}: ${signedOrZero(day.winLoss)}`}</title>
                <rect
                  x={bar.columnX}
                  y={BOX.top}
                  width={bar.columnWidth}
                  height={HEIGHT - BOX.top - BOX.bottom}
                  className={styles.hit}
                />
                {bar.height > 0 && (
                  <rect
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    rx={Math.min(3, bar.width / 4)}
                    className={tone}
                    data-testid="profit-bar"
                    data-date={day.date}
                  />
                )}
                {bar.labelled && (
                  <text
                    x={bar.columnX + bar.columnWidth / 2}
                    y={HEIGHT - 8}
                    className={styles.day}
                    textAnchor="middle"
                  >
                    {dayLabel(day.date, i18n.language)}
                  </text>
                )}
              </g>
            );
          })}
          <line
            x1={BOX.left}
            x2={rightEdge}
            y1={layout.zeroY}
            y2={layout.zeroY}
            className={styles.axis}
            data-testid="profit-axis"
          />
        </svg>
      </div>
      <table className={styles.srOnly}>
        <caption>{t('profit.tableCaption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profit.columns.date')}</th>
            <th scope="col">{t('totals.count')}</th>
            <th scope="col">{t('totals.validBet')}</th>
            <th scope="col">{t('totals.winLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.count}</td>
              <td>{formatAmount(day.validBet)}</td>
              <td>{signedOrZero(day.winLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
