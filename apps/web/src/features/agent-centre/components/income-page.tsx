import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { incomeKinds, type IncomeKind, type IncomeValue } from '@portal/shared/schemas/agency';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/money';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { useIncome } from '../api/get-income';
import { useReportPeriod } from '../hooks/use-period';
import { PeriodPicker } from './period-picker';
import { SelectFilter } from './select-filter';
import { ReportResults } from './range-note';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

const PAGE_SIZE = 20;

/** The agent centre's my income (agentRevenueReport): what the agent earned, by kind, in a period. */
export function IncomePage(_props: CentrePageProps) {
  const { t } = useTranslation('agency');
  const currencyOf = useCurrencyLabel();
  const period = useReportPeriod('month');
  const [kind, setKind] = useState<IncomeKind | ''>('');
  const income = useIncome(
    period.query && {
      ...period.query,
      ...(kind ? { kind } : {}),
      page: period.page,
      pageSize: PAGE_SIZE,
    },
  );

  return (
    <RecordsPage
      title={t('income.title')}
      filters={
        <div className={records.filters}>
          <PeriodPicker {...period.picker} />
          <SelectFilter
            label={t('income.kind')}
            all={t('income.allKinds')}
            options={incomeKinds}
            optionLabel={(item) => t(`income.kinds.${item}`)}
            value={kind}
            onChange={(next) => {
              setKind(next);
              period.setPage(1);
            }}
          />
        </div>
      }
      problem={period.problem}
      query={income}
      loadFailed={t('income.loadFailed')}
    >
      {(value) => {
        const currency = currencyOf(value.currency);
        return (
          <ReportResults value={value} fetching={income.isFetching}>
            <IncomeTotals totals={value.totals} currency={currency} />
            <PagedRecords
              value={value}
              empty={t('income.empty')}
              table={<IncomeTable list={value.list} currency={currency} />}
              onPageChange={period.setPage}
              pagerLabel={t('income.pages')}
            />
          </ReportResults>
        );
      }}
    </RecordsPage>
  );
}

function IncomeTotals({ totals, currency }: { totals: IncomeValue['totals']; currency: string }) {
  const { t } = useTranslation('agency');
  const headingId = useId();
  return (
    <section className={records.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={records.totalsHeading}>
        {t('income.totals', { currency })}
      </h4>
      <dl className={`${records.totalsList} ${styles.totalsGrid}`}>
        <div>
          <dt>{t('income.total')}</dt>
          <dd data-testid="income-total">{formatAmount(totals.amount)}</dd>
          <dd className={styles.cardDetail}>{t('income.count', { count: totals.count })}</dd>
        </div>
        {/* Kinds the agent has no record of (the contract kinds before a contract) stay out. */}
        {totals.byKind
          .filter((item) => item.count > 0)
          .map((item) => (
            <div key={item.kind}>
              <dt>{t(`income.kinds.${item.kind}`)}</dt>
              <dd>{formatAmount(item.amount)}</dd>
              <dd className={styles.cardDetail}>{t('income.count', { count: item.count })}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function IncomeTable({ list, currency }: { list: IncomeValue['list']; currency: string }) {
  const { t, i18n } = useTranslation('agency');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{t('income.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col">{t('income.kind')}</th>
            <th scope="col">{t('income.source')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.amount', { currency })}
            </th>
            <th scope="col">{t('columns.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={item.id} data-testid="income-row">
              <th scope="row" className={styles.time}>
                {formatDateTime(item.time, i18n.language)}
              </th>
              <td data-label={t('income.kind')}>{t(`income.kinds.${item.kind}`)}</td>
              <td data-label={t('income.source')}>{item.source ?? t('income.platform')}</td>
              <td
                className={`${styles.number} ${styles.strong}`}
                data-tone={item.amount > 0 ? 'up' : undefined}
                data-label={t('columns.amount', { currency })}
              >
                {formatAmount(item.amount)}
              </td>
              <td className={styles.reference} data-label={t('columns.reference')}>
                {item.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
