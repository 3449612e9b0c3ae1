import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORDS_DEFAULT_PAGE_SIZE,
  RECORDS_MAX_DAYS,
  type RecordType,
} from '@portal/shared/schemas/account-records';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import { localDays, useRangeChoice } from '../../../components/records/use-range-choice';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useAccountRecords, type RecordsFilter } from '../api/get-account-records';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import { RecordsFilters } from './records-filters';
import { RecordsTable, RecordsTotals } from './records-table';

/**
 * The member centre's transactionHistory page (in_account_record): every movement of the wallets
 * in a range of days, by type, a page at a time, with the totals of the whole range.
 */
export function AccountRecordsPage(_props: CentrePageProps) {
  const { t } = useTranslation('records');
  const currencyOf = useCurrencyLabel();
  const { choice, range, today, change } = useRangeChoice(localDays);
  const [type, setType] = useState<RecordType | ''>('');
  const [page, setPage] = useState(1);

  // Query keys compare by value: a filter rebuilt each render names the same query.
  const filter: RecordsFilter | null =
    typeof range === 'string'
      ? null
      : {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          types: type ? [type] : [],
          page,
          pageSize: RECORDS_DEFAULT_PAGE_SIZE,
        };
  const records = useAccountRecords(filter);

  return (
    <RecordsPage
      title={t('records.title')}
      filters={
        <RecordsFilters
          choice={choice}
          today={today}
          type={type}
          onChoice={(next) => {
            change(next);
            setPage(1);
          }}
          onType={(next) => {
            setType(next);
            setPage(1);
          }}
        />
      }
      problem={
        typeof range === 'string' ? t(`records.range.${range}`, { days: RECORDS_MAX_DAYS }) : null
      }
      query={records}
      loadFailed={t('records.loadFailed')}
    >
      {(value) => (
        <>
          <RecordsTotals totals={value.totals} currency={currencyOf(value.currency)} />
          <PagedRecords
            value={value}
            empty={t('records.empty')}
            table={
              <RecordsTable
                list={value.list}
                currency={currencyOf(value.currency)}
                busy={records.isFetching}
              />
            }
            onPageChange={setPage}
            pagerLabel={t('records.pages')}
          />
        </>
      )}
    </RecordsPage>
  );
}
