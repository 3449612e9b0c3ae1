import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_RECORDS_MAX_DAYS } from '@portal/shared/schemas/games';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrencyLabel } from '../../account-records/records-format';
import type { CentrePageProps } from '../../member-centre/pages';
import { useProfit } from '../api/get-profit';
import { siteDays, useRangeChoice } from '../hooks/use-range-choice';
import { BetTotals } from './bet-totals';
import { ProfitCategories } from './profit-categories';
import { ProfitChart } from './profit-chart';
import { RangePicker } from './range-picker';
import styles from './bets.module.css';

/**
 * The member centre's personalProfit page (in_personal_loss): what settled play won or lost in a
 * range of site days (GMT+8), day by day and per game category.
 */
export function ProfitPage(_props: CentrePageProps) {
  const { t } = useTranslation('bets');
  const headingId = useId();
  const currency = useCurrencyLabel('');
  const { choice, range, today, change } = useRangeChoice(siteDays);
  const profit = useProfit(
    typeof range === 'string'
      ? null
      : { from: range.from.toISOString(), to: range.to.toISOString() },
  );

  let body;
  if (typeof range === 'string') {
    body = (
      <p role="alert" className={styles.alert}>
        {t(`range.${range}`, { days: BET_RECORDS_MAX_DAYS })}
      </p>
    );
  } else if (profit.isPending) {
    body = <Spinner />;
  } else if (profit.isError) {
    body = (
      <ErrorState
        title={t('profit.loadFailed')}
        error={profit.error}
        onRetry={() => void profit.refetch()}
        retrying={profit.isFetching}
      />
    );
  } else {
    const value = profit.data;
    const shownCurrency = currency || value.currency;
    body = (
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
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('profit.title')}
      </h3>
      <div className={styles.filters}>
        <RangePicker choice={choice} onChoice={change} today={today} />
      </div>
      <p className={styles.note}>{t('profit.siteTime')}</p>
      {body}
    </section>
  );
}
