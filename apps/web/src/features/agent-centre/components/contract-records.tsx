import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractRecordsValue } from '@portal/shared/schemas/contracts';
import { BarChart } from '../../../components/charts/bar-chart';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import { Button } from '../../../components/ui/button';
import { formatAmount } from '../../../lib/money';
import { useContractRecords } from '../api/contract-relay';
import { useReportPeriod } from '../hooks/use-period';
import { PeriodPicker } from './period-picker';
import { ReportResults } from './range-note';
import { SettlementTable } from './settlement-table';
import chart from '../../../components/charts/bar-chart.module.css';
import records from '../../../components/records/records.module.css';
import agency from './agency.module.css';
import styles from './contracts.module.css';

const PAGE_SIZE = 20;
const CHART_BOX = { left: 76, right: 20, top: 14, bottom: 26 };

interface ContractRecordsProps {
  kind: ContractKind;
  currency: string;
  /** A downline's records (opened from its row), or null for the caller's own. */
  member: { id: number; account: string } | null;
  onOwn: () => void;
}

/**
 * "Records": the settlements of a period, their totals, the amount paid per day, paged. Periods
 * that paid nothing (most of a real-time salary's five-minute slots) are counted, not listed,
 * until the agent asks to see them.
 */
export function ContractRecords({ kind, currency, member, onOwn }: ContractRecordsProps) {
  const { t } = useTranslation('contracts');
  const period = useReportPeriod('month');
  const [showEmpty, setShowEmpty] = useState(false);
  const query = useContractRecords(
    kind,
    period.query && {
      ...period.query,
      ...(member ? { memberId: member.id } : {}),
      ...(showEmpty ? {} : { earningsOnly: true }),
      page: period.page,
      pageSize: PAGE_SIZE,
    },
  );

  return (
    <RecordsPage
      title={t('records.title')}
      filters={
        <div className={records.filters}>
          <PeriodPicker {...period.picker} />
          {member && (
            <p className={styles.member} data-testid="records-member">
              {t('records.of', { account: member.account })}
              <Button size="sm" variant="ghost" onClick={onOwn}>
                {t('records.showOwn')}
              </Button>
            </p>
          )}
        </div>
      }
      problem={period.problem}
      query={query}
      loadFailed={t('records.loadFailed')}
    >
      {(value) => (
        <ReportResults value={value} fetching={query.isFetching}>
          <RecordTotals totals={value.totals} currency={currency} kind={kind} />
          {value.chart.some((day) => day.amount !== 0) && <RecordChart days={value.chart} />}
          {value.withoutEarnings > 0 && (
            <p className={styles.emptyPeriods} data-testid="records-without-earnings">
              {t(showEmpty ? 'records.emptyShown' : 'records.emptyHidden', {
                count: value.withoutEarnings,
              })}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setShowEmpty(!showEmpty);
                  period.setPage(1);
                }}
              >
                {t(showEmpty ? 'records.hideEmpty' : 'records.showEmpty')}
              </Button>
            </p>
          )}
          <PagedRecords
            value={value}
            empty={t(value.withoutEarnings > 0 ? 'records.noEarnings' : 'records.empty')}
            table={<SettlementTable kind={kind} list={value.list} currency={currency} />}
            onPageChange={period.setPage}
            pagerLabel={t('records.pages')}
          />
        </ReportResults>
      )}
    </RecordsPage>
  );
}

function RecordTotals({
  totals,
  currency,
  kind,
}: {
  totals: ContractRecordsValue['totals'];
  currency: string;
  kind: ContractKind;
}) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  return (
    <section className={records.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={records.totalsHeading}>
        {t('records.totals', { currency })}
      </h4>
      <dl className={`${records.totalsList} ${agency.totalsGrid}`} data-testid="records-totals">
        <div>
          <dt>{t('records.count')}</dt>
          <dd>{totals.count}</dd>
        </div>
        <div>
          <dt>{t('records.validBets')}</dt>
          <dd>{formatAmount(totals.validBets)}</dd>
        </div>
        {kind === 'dividend' && (
          <div>
            <dt>{t('records.netLoss')}</dt>
            <dd>{formatAmount(totals.netLoss)}</dd>
          </div>
        )}
        <div>
          <dt>{t('records.gross')}</dt>
          <dd>{formatAmount(totals.gross)}</dd>
        </div>
        <div>
          <dt>{t('records.amount')}</dt>
          <dd data-testid="records-total-amount">{formatAmount(totals.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

function RecordChart({ days }: { days: ContractRecordsValue['chart'] }) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  return (
    <section className={chart.chart} aria-labelledby={headingId}>
      <h4 id={headingId} className={chart.heading}>
        {t('records.chart')}
      </h4>
      <BarChart
        days={days.map((day) => ({ date: day.day, value: day.amount }))}
        height={180}
        box={CHART_BOX}
        label={t('records.chart')}
        format={formatAmount}
        tone="neutral"
        testId="contract-chart"
        barTestId="contract-bar"
      />
      <table className={chart.srOnly}>
        <caption>{t('records.chart')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.day')}</th>
            <th scope="col">{t('records.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{formatAmount(day.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
