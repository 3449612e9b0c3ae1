import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATES } from '@portal/shared/schemas/promotions/constants';
import type { Bonus } from '@portal/shared/schemas/promotions';
import { useBonuses, type BonusFilter } from '../../../api/get-bonuses';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useMoney } from '../bonus-format';
import { BonusTable } from './bonus-table';
import { BonusTotals } from './bonus-totals';
import styles from './bonuses.module.css';

const ConfirmDialog = lazyComponent(() =>
  import('../../session/components/confirm-dialog').then((m) => m.ConfirmDialog),
);

const FILTERS: readonly BonusFilter[] = ['', ...BONUS_STATES];

/**
 * The member centre's bonusDetails page (in_bonus_details): the totals of the member's bonus
 * money, then every bonus with its turnover progress, newest first, by state, a page at a time.
 * A running bonus may be given up after a confirmation that says its amount goes.
 */
export function BonusDetailsPage(_props: CentrePageProps) {
  const { t, i18n } = useTranslation('bonuses');
  const money = useMoney();
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [state, setState] = useState<BonusFilter>('');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<Bonus | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const bonuses = useBonuses(state, page, i18n.language);
  const forfeit = useForfeitBonus();

  const value = bonuses.data;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  // Giving up the last bonus of the last page shows the page before it.
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const handleFilter = (next: BonusFilter) => {
    setState(next);
    setPage(1);
    setDone(null);
    setFailure(null);
  };

  const handleConfirm = () => {
    if (!asking) return;
    const bonus = asking;
    setAsking(null);
    setFailure(null);
    setDone(null);
    forfeit.mutate(bonus.id, {
      onSuccess: () => setDone(t('forfeited', { bonusNo: bonus.bonusNo })),
      onError: setFailure,
    });
  };

  let body;
  if (bonuses.isPending) {
    body = <Spinner />;
  } else if (bonuses.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        error={bonuses.error}
        onRetry={() => void bonuses.refetch()}
        retrying={bonuses.isFetching}
      />
    );
  } else {
    const { list } = bonuses.data;
    body = (
      <>
        <BonusTotals totals={bonuses.data.totals} />
        <Filters state={state} onChange={handleFilter} />
        {list.length === 0 ? (
          state ? (
            <EmptyState description={t('emptyState')} compact />
          ) : (
            <EmptyState title={t('empty')} description={t('emptyText')} />
          )
        ) : (
          <>
            <BonusTable
              list={list}
              busy={bonuses.isFetching}
              forfeiting={forfeit.isPending ? (forfeit.variables ?? null) : null}
              onForfeit={(bonus) => {
                setDone(null);
                setAsking(bonus);
              }}
            />
            <Pager
              page={bonuses.data.page}
              totalPages={totalPages}
              onPageChange={setPage}
              compact={compactPager}
              label={t('pages')}
            />
          </>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('title')}
      </h3>
      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      {done && (
        <p role="status" className={styles.notice}>
          {done}
        </p>
      )}
      {body}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('confirmTitle')}
            message={t('confirmMessage', { amount: money(asking.amount), bonusNo: asking.bonusNo })}
            confirmLabel={t('confirmForfeit')}
            danger
            onCancel={() => setAsking(null)}
            onConfirm={handleConfirm}
          />
        </Suspense>
      )}
    </section>
  );
}

function Filters({
  state,
  onChange,
}: {
  state: BonusFilter;
  onChange: (state: BonusFilter) => void;
}) {
  const { t } = useTranslation('bonuses');
  return (
    <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
      {FILTERS.map((filter) => (
        <button
          key={filter || 'all'}
          type="button"
          className={styles.filter}
          aria-pressed={filter === state}
          onClick={() => onChange(filter)}
        >
          {t(`filter.${filter || 'all'}`)}
        </button>
      ))}
    </div>
  );
}
