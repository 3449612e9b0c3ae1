import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTypes, type RecordType } from '@portal/shared/schemas/account-records';
import type { TeamTransactionsValue } from '@portal/shared/schemas/agency';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount, signedAmount } from '../../../lib/money';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { signedOrZero, tone } from '../agency-format';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useReportPeriod } from '../hooks/use-period';
import { PeriodPicker } from './period-picker';
import { SelectFilter } from './select-filter';
import { ReportResults } from './range-note';
import records from '../../../components/records/records.module.css';
import styles from './agency.module.css';

const PAGE_SIZE = 20;

/**
 * The agent centre's transaction details (agentDownlineTransactionDetailsCopy): the downline's
 * wallet movements in a period, by account and type, with money in and out of them all.
 */
export function TeamTransactionsPage(_props: CentrePageProps) {
  const { t } = useTranslation(['agency', 'records']);
  const currencyOf = useCurrencyLabel();
  const period = useReportPeriod();
  const [type, setType] = useState<RecordType | ''>('');
  const [account, setAccount] = useState('');
  const [draft, setDraft] = useState('');
  const accountId = useId();
  const transactions = useTeamTransactions(
    period.query && {
      ...period.query,
      ...(account ? { account } : {}),
      ...(type ? { type } : {}),
      page: period.page,
      pageSize: PAGE_SIZE,
    },
  );
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setAccount(draft.trim());
    period.setPage(1);
  };

  return (
    <RecordsPage
      title={t('transactions.title')}
      filters={
        <div className={styles.filterStack}>
          <div className={records.filters}>
            <PeriodPicker {...period.picker} />
          </div>
          <form className={records.filters} onSubmit={handleSearch} role="search">
            <div className={records.filter}>
              <label htmlFor={accountId} className={records.label}>
                {t('filters.account')}
              </label>
              <div className={styles.inline}>
                <input
                  id={accountId}
                  className={records.input}
                  value={draft}
                  maxLength={64}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={t('filters.exactAccount')}
                  onChange={(event) => setDraft(event.target.value)}
                />
                <Button type="submit" size="sm">
                  {t('filters.search')}
                </Button>
              </div>
            </div>
            <SelectFilter
              label={t('transactions.type')}
              all={t('transactions.allTypes')}
              options={recordTypes}
              optionLabel={(item) => t(`records:types.${item}`)}
              value={type}
              onChange={(next) => {
                setType(next);
                period.setPage(1);
              }}
            />
          </form>
        </div>
      }
      problem={period.problem}
      query={transactions}
      loadFailed={t('transactions.loadFailed')}
    >
      {(value) => {
        const currency = currencyOf(value.currency);
        return (
          <ReportResults value={value} fetching={transactions.isFetching}>
            <TransactionTotals totals={value.totals} currency={currency} />
            <PagedRecords
              value={value}
              empty={t('transactions.empty')}
              table={<TransactionsTable list={value.list} currency={currency} />}
              onPageChange={period.setPage}
              pagerLabel={t('transactions.pages')}
            />
          </ReportResults>
        );
      }}
    </RecordsPage>
  );
}

function TransactionTotals({
  totals,
  currency,
}: {
  totals: TeamTransactionsValue['totals'];
  currency: string;
}) {
  const { t } = useTranslation('agency');
  const headingId = useId();
  const net = totals.in - totals.out;
  return (
    <section className={records.totals} aria-labelledby={headingId}>
      <h4 id={headingId} className={records.totalsHeading}>
        {t('transactions.totals', { currency })}
      </h4>
      <dl className={`${records.totalsList} ${styles.totalsGrid}`}>
        <div>
          <dt>{t('transactions.in')}</dt>
          <dd data-tone={tone(totals.in)}>{signedOrZero(totals.in)}</dd>
        </div>
        <div>
          <dt>{t('transactions.out')}</dt>
          <dd data-tone={tone(-totals.out)}>{signedOrZero(-totals.out)}</dd>
        </div>
        <div>
          <dt>{t('transactions.net')}</dt>
          <dd data-tone={tone(net)}>{signedOrZero(net)}</dd>
        </div>
        <div>
          <dt>{t('transactions.count')}</dt>
          <dd>{totals.count}</dd>
        </div>
      </dl>
    </section>
  );
}

function TransactionsTable({
  list,
  currency,
}: {
  list: TeamTransactionsValue['list'];
  currency: string;
}) {
  const { t, i18n } = useTranslation(['agency', 'records']);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{t('transactions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.account')}</th>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col">{t('transactions.type')}</th>
            <th scope="col" className={styles.number}>
              {t('columns.amount', { currency })}
            </th>
            <th scope="col" className={styles.number}>
              {t('columns.balanceAfter', { currency })}
            </th>
            <th scope="col">{t('columns.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((item) => (
            <tr key={item.id} data-testid="team-transaction">
              <th scope="row" className={styles.accountCell}>
                <span className={styles.accountName}>{item.account}</span>
                <span className={styles.subtle}>{t('downlines.level', { level: item.level })}</span>
              </th>
              <td className={styles.time} data-label={t('columns.time')}>
                {formatDateTime(item.time, i18n.language)}
              </td>
              <td data-label={t('transactions.type')}>{t(`records:types.${item.type}`)}</td>
              <td
                className={`${styles.number} ${styles.strong}`}
                data-tone={tone(item.amount)}
                data-label={t('columns.amount', { currency })}
              >
                {signedAmount(item.amount)}
              </td>
              <td className={styles.number} data-label={t('columns.balanceAfter', { currency })}>
                {formatAmount(item.balance)}
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
