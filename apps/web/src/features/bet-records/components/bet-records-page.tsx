import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_DEFAULT_PAGE_SIZE } from '@portal/shared/schemas/account-records';
import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { PagedRecords, RecordsPage } from '../../../components/records/records-page';
import {
  localDays,
  useRangeChoice,
  type RangeChoice,
} from '../../../components/records/use-range-choice';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useBetRecords, type BetRecordsFilter } from '../api/get-bet-records';
import { BetFilters, type GameFilter } from './bet-filters';
import { BetTotals } from './bet-totals';
import { BetsTable } from './bets-table';

/**
 * The member centre's personalHistoryCopy page (in_betting_record): every round played in a range
 * of the member's own days, by category and vendor, a page at a time, with the range's totals.
 */
export function BetRecordsPage(_props: CentrePageProps) {
  const { t } = useTranslation('bets');
  const currencyOf = useCurrencyLabel();
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

  return (
    <RecordsPage
      title={t('records.title')}
      filters={
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
      }
      problem={
        typeof range === 'string' ? t(`range.${range}`, { days: BET_RECORDS_MAX_DAYS }) : null
      }
      query={records}
      loadFailed={t('records.loadFailed')}
    >
      {(value) => {
        const shownCurrency = currencyOf(value.currency);
        return (
          <>
            <BetTotals totals={value.totals} currency={shownCurrency} />
            <PagedRecords
              value={value}
              empty={t('records.empty')}
              table={
                <BetsTable list={value.list} currency={shownCurrency} busy={records.isFetching} />
              }
              onPageChange={setPage}
              pagerLabel={t('records.pages')}
            />
          </>
        );
      }}
    </RecordsPage>
  );
}
