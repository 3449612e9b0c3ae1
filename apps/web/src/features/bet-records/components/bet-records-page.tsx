import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_DEFAULT_PAGE_SIZE } from '@portal/shared/schemas/account-records';
import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useCurrencyLabel } from '../../account-records/records-format';
import type { CentrePageProps } from '../../member-centre/pages';
import { useBetRecords, type BetRecordsFilter } from '../api/get-bet-records';
import { localDays, useRangeChoice, type RangeChoice } from '../hooks/use-range-choice';
import { BetFilters, type GameFilter } from './bet-filters';
import { BetTotals } from './bet-totals';
import { BetsTable } from './bets-table';
import styles from './bets.module.css';

/**
 * The member centre's personalHistoryCopy page (in_betting_record): every round played in a range
 * of the member's own days, by category and vendor, a page at a time, with the range's totals.
 */
export function BetRecordsPage(_props: CentrePageProps) {
  const { t } = useTranslation('bets');
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const currency = useCurrencyLabel('');
  const { choice, range, today, change } = useRangeChoice(localDays);
  const [game, setGame] = useState<GameFilter>({ gameType: '', vassalage: '' });
  const [page, setPage] = useState(1);

  // Query keys compare by value: a filter rebuilt each render names the same query.
  const filter: BetRecordsFilter | null =
    typeof range === 'string'
      ? null
      : {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          gameType: game.gameType || undefined,
          vassalage: game.vassalage || undefined,
          page,
          pageSize: RECORDS_DEFAULT_PAGE_SIZE,
        };
  const records = useBetRecords(filter);

  let body;
  if (typeof range === 'string') {
    body = (
      <p role="alert" className={styles.alert}>
        {t(`range.${range}`, { days: BET_RECORDS_MAX_DAYS })}
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
    const shownCurrency = currency || value.currency;
    body = (
      <>
        <BetTotals totals={value.totals} currency={shownCurrency} />
        {value.list.length === 0 ? (
          <EmptyState description={t('records.empty')} />
        ) : (
          <>
            <BetsTable list={value.list} currency={shownCurrency} busy={records.isFetching} />
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
      <BetFilters
        choice={choice}
        today={today}
        game={game}
        onChoice={(next: RangeChoice) => {
          change(next);
          setPage(1);
        }}
        onGame={(next) => {
          setGame(next);
          setPage(1);
        }}
      />
      {body}
    </section>
  );
}
