import { useTranslation } from 'react-i18next';
import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { RangePicker } from '../../../components/records/range-picker';
import { RecordsPage } from '../../../components/records/records-page';
import { useRangeChoice } from '../../../components/records/use-range-choice';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrencyLabel } from '../../../components/records/currency-label';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useProfit } from '../api/get-profit';
import { siteDays } from '../site-days';
import { BetTotals } from './bet-totals';
import { ProfitCategories } from './profit-categories';
import { ProfitChart } from './profit-chart';
import records from '../../../components/records/records.module.css';
import styles from './bets.module.css';

/**
 * The member centre's personalProfit page (in_personal_loss): what settled play won or lost in a
 * range of site days (GMT+8), day by day and per game category.
 */
export function ProfitPage(_props: CentrePageProps) {
  const { t } = useTranslation('bets');
  const currencyOf = useCurrencyLabel();
  const { choice, range, today, change } = useRangeChoice(siteDays);
  const profit = useProfit(
    typeof range === 'string'
      ? null
      : { from: range.from.toISOString(), to: range.to.toISOString() },
  );

  return (
    <RecordsPage
      title={t('profit.title')}
      filters={
        <div className={records.filters}>
          <RangePicker
            choice={choice}
            onChoice={change}
            today={today}
            ns="bets"
            keyPrefix="range"
          />
        </div>
      }
      note={<p className={styles.note}>{t('profit.siteTime')}</p>}
      problem={
        typeof range === 'string' ? t(`range.${range}`, { days: BET_RECORDS_MAX_DAYS }) : null
      }
      query={profit}
      loadFailed={t('profit.loadFailed')}
    >
      {(value) => {
        const shownCurrency = currencyOf(value.currency);
        return (
          <div className={styles.results} aria-busy={profit.isFetching}>
            <BetTotals totals={value.totals} currency={shownCurrency} />
            {value.totals.count === 0 ? (
              <EmptyState description={t('profit.empty')} />
            ) : (
              <>
                <ProfitChart days={value.days} currency={shownCurrency} />
                <ProfitCategories categories={value.categories} currency={shownCurrency} />
              </>
            )}
          </div>
        );
      }}
    </RecordsPage>
  );
}
