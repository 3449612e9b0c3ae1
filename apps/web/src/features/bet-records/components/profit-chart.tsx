import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitValue } from '@portal/shared/schemas/games';
import { formatAmount } from '../../../lib/money';
import { BarChart } from '../../../components/charts/bar-chart';
import { signedOrZero } from './bets-format';
import styles from '../../../components/charts/bar-chart.module.css';

const HEIGHT = 220;
const BOX = { left: 72, right: 8, top: 14, bottom: 26 };

interface ProfitChartProps {
  days: ProfitValue['days'];
  currency: string;
}

/**
 * Win or loss per day as bars above and below a zero axis, each with its value as a tooltip. The
 * picture is one image to assistive technology; the same figures follow as a table for it.
 */
export function ProfitChart({ days, currency }: ProfitChartProps) {
  const { t } = useTranslation('bets');
  const headingId = useId();
  const first = days.at(0)?.date ?? '';
  const last = days.at(-1)?.date ?? '';

  return (
    <section className={styles.chart} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('profit.chartTitle', { currency })}
      </h4>
      <BarChart
        days={days.map((day) => ({ date: day.date, value: day.winLoss }))}
        height={HEIGHT}
        box={BOX}
        label={t('profit.chartLabel', { from: first, to: last })}
        format={signedOrZero}
        testId="profit-chart"
        barTestId="profit-bar"
        axisTestId="profit-axis"
      />
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
