import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECORDS_DEFAULT_PAGE_SIZE,
  RECORDS_MAX_DAYS,
  type RecordType,
} from '@portal/shared/schemas/account-records';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../member-centre/pages';
import { useAccountRecords, type RecordsFilter } from '../api/get-account-records';
import { customRange, dateInputValue, presetRange, type RangePreset } from '../date-range';
import { useCurrencyLabel } from '../records-format';
import { RecordsFilters, type RangeChoice } from './records-filters';
import { RecordsTable, RecordsTotals } from './records-table';
import styles from './account-records.module.css';

/**
 * The member centre's transactionHistory page (in_account_record): every movement of the wallets
 * in a range of days, by type, a page at a time, with the totals of the whole range.
 */
export function AccountRecordsPage(_props: CentrePageProps) {
  const { t } = useTranslation('records');
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const currency = useCurrencyLabel('');
  // Presets count from the moment they are chosen, so a page left open keeps its range.
  const [now, setNow] = useState(() => new Date());
  const [choice, setChoice] = useState<RangeChoice>(() => {
    const week = presetRange('last7', new Date());
    return {
      preset: 'last7',
      from: dateInputValue(week.from),
      to: dateInputValue(new Date(week.to.getTime() - 1)),
    };
  });
  const [type, setType] = useState<RecordType | ''>('');
  const [page, setPage] = useState(1);

  const range =
    choice.preset === 'custom'
      ? customRange(choice.from, choice.to)
      : presetRange(choice.preset as RangePreset, now);
  const rangeProblem = typeof range === 'string' ? range : null;
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

  const changeChoice = (next: RangeChoice) => {
    setChoice(next);
    setNow(new Date());
    setPage(1);
  };

  let body;
  if (rangeProblem) {
    body = (
      <p role="alert" className={styles.alert}>
        {t(`records.range.${rangeProblem}`, { days: RECORDS_MAX_DAYS })}
      </p>
    );
  } else if (records.isPending) {
    body = <Spinner />;
  } else if (records.isError) {
    body = (
      <ErrorState
        title={t('records.loadFailed')}
        error={records.error}
        onRetry={() => void records.refetch()}
        retrying={records.isFetching}
      />
    );
  } else {
    const value = records.data;
    body = (
      <>
        <RecordsTotals totals={value.totals} currency={currency || value.currency} />
        {value.list.length === 0 ? (
          <EmptyState description={t('records.empty')} />
        ) : (
          <>
            <RecordsTable
              list={value.list}
              currency={currency || value.currency}
              busy={records.isFetching}
            />
            <Pager
              page={value.page}
              totalPages={value.totalPages}
              onPageChange={setPage}
              compact={compactPager}
              label={t('records.pages')}
            />
          </>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('records.title')}
      </h3>
      <RecordsFilters
        choice={choice}
        type={type}
        onChoice={changeChoice}
        onType={(next) => {
          setType(next);
          setPage(1);
        }}
      />
      {body}
    </section>
  );
}
