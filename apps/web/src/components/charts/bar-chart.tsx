import { useTranslation } from 'react-i18next';
import { LANGUAGES, parseLanguage } from '@portal/shared/constants/languages';
import { layoutChart, type ChartBox } from './chart-layout';
import { useElementWidth } from './use-element-width';
import styles from './bar-chart.module.css';

/** "11/21" in the interface language: a site day, whatever the member's own zone. */
function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(LANGUAGES[parseLanguage(language)].locale, {
    numberingSystem: 'latn',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

export interface BarChartDay {
  /** The site day, "2026-11-21". */
  date: string;
  value: number;
}

interface BarChartProps {
  days: BarChartDay[];
  height: number;
  /** Room around the bars: the value labels on the left, the day labels below. */
  box: Omit<ChartBox, 'width' | 'height'>;
  /** The picture's name to assistive technology. */
  label: string;
  /** A value as the scale and each bar's tooltip show it (zero included). */
  format: (value: number) => string;
  /** `signed`: wins in the success colour, losses in the danger colour; `neutral`: all alike. */
  tone?: 'signed' | 'neutral';
  testId: string;
  barTestId: string;
  axisTestId?: string;
}

/**
 * One figure per day as bars above and below a zero axis, each with its value as a tooltip, drawn
 * at the element's real width. The picture is one image to assistive technology: the page puts the
 * same figures in a table for it.
 */
export function BarChart({
  days,
  height,
  box,
  label,
  format,
  tone = 'signed',
  testId,
  barTestId,
  axisTestId,
}: BarChartProps) {
  const { i18n } = useTranslation();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const layout = layoutChart(
    days.map((day) => day.value),
    { ...box, width, height },
  );

  return (
    <div ref={ref} className={styles.canvas}>
      <svg
        role="img"
        aria-label={label}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        data-testid={testId}
      >
        {layout.maxUp > 0 && (
          <text x={box.left - 6} y={box.top + 4} className={styles.scale} textAnchor="end">
            {format(layout.maxUp)}
          </text>
        )}
        {layout.maxDown > 0 && (
          <text x={box.left - 6} y={height - box.bottom} className={styles.scale} textAnchor="end">
            {format(-layout.maxDown)}
          </text>
        )}
        <text x={box.left - 6} y={layout.zeroY + 4} className={styles.scale} textAnchor="end">
          {format(0)}
        </text>
        {days.map((day, index) => {
          const bar = layout.bars[index]!;
          const fill =
            tone === 'neutral'
              ? styles.neutral
              : day.value > 0
                ? styles.win
                : day.value < 0
                  ? styles.loss
                  : '';
          return (
            <g key={day.date} className={styles.column}>
              <title>{`${day.date}: ${format(day.value)}`}</title>
              <rect
                x={bar.columnX}
                y={box.top}
                width={bar.columnWidth}
                height={height - box.top - box.bottom}
                className={styles.hit}
              />
              {bar.height > 0 && (
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={Math.min(3, bar.width / 4)}
                  className={fill}
                  data-testid={barTestId}
                  data-date={day.date}
                />
              )}
              {bar.labelled && (
                <text
                  x={bar.columnX + bar.columnWidth / 2}
                  y={height - 8}
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
          x1={box.left}
          x2={width - box.right}
          y1={layout.zeroY}
          y2={layout.zeroY}
          className={styles.axis}
          data-testid={axisTestId}
        />
      </svg>
    </div>
  );
}
