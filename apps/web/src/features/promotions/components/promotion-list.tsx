import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePromotions } from '../../../api/get-promotions';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../session/hooks/use-session';
import { PROMOTION_FILTERS, parsePromotionType } from '../promotion-format';
import { PromotionCard } from './promotion-card';
import styles from './promotion-pages.module.css';

/**
 * /promotions: the published promotions with the member's own state and action, filtered by
 * type (All and the spec's types, kept in `?type=`). A visitor sees the same list, with a log-in
 * button where taking part needs an account.
 */
export function PromotionList() {
  const { t, i18n } = useTranslation('promotions');
  const [search, setSearch] = useSearchParams();
  const token = useSession((state) => state.token);
  const type = parsePromotionType(search.get('type'));
  const promotions = usePromotions(i18n.language, type, token);

  const handleFilter = (filter: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === 'all') next.delete('type');
        else next.set('type', filter);
        return next;
      },
      { replace: true },
    );

  let body;
  if (promotions.isPending) {
    body = (
      <div className={styles.cards} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={340} radius={12} />
        ))}
      </div>
    );
  } else if (promotions.isError) {
    body = (
      <ErrorState
        title={t('loadError')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
        retrying={promotions.isFetching}
      />
    );
  } else if (promotions.data.list.length === 0) {
    body = <EmptyState title={t(type ? 'emptyType' : 'empty')} description={t('emptyText')} />;
  } else {
    body = (
      <ul className={styles.cards} role="list">
        {promotions.data.list.map((promotion, index) => (
          <PromotionCard key={promotion.id} promotion={promotion} priority={index === 0} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={styles.pageTitle}>
        {t('title')}
      </h1>
      <div className={styles.filters} role="group" aria-label={t('filterLabel')}>
        {PROMOTION_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={styles.filter}
            aria-pressed={filter === (type ?? 'all')}
            onClick={() => handleFilter(filter)}
          >
            {t(`type.${filter}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
