import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { hrefs } from '../../../config/paths';
import { useAnnouncements } from '../../../api/get-announcements';
import {
  PROMOTIONS_PAGE_SIZE,
  PROMOTION_FILTERS,
  filterPromotions,
  formatDate,
  parsePromotionFilter,
  promotionPhase,
} from '../promotions';
import styles from './promotions.module.css';

/** Promotions (announcements of type PR) with All / Ongoing / Coming soon filter tabs. */
export function PromotionList() {
  const { t, i18n } = useTranslation('pages');
  const [search, setSearch] = useSearchParams();
  const filter = parsePromotionFilter(search.get('type'));
  const promotions = useAnnouncements(
    { types: ['PR'], pageNo: 1, pageSize: PROMOTIONS_PAGE_SIZE },
    i18n.language,
  );

  let body;
  if (promotions.isPending) {
    body = (
      <div className={styles.cards}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={150} radius={12} />
        ))}
      </div>
    );
  } else if (promotions.isError) {
    body = (
      <ErrorState
        title={t('promotions.loadError')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
      />
    );
  } else {
    const list = filterPromotions(promotions.data.list, filter);
    body =
      list.length === 0 ? (
        <EmptyState title={t('promotions.empty')} />
      ) : (
        <ul className={styles.cards} role="list">
          {list.map((promotion) => (
            <li key={promotion.id} className={styles.card}>
              <span className={styles.badge} data-phase={promotionPhase(promotion)}>
                {t(`promotions.filter.${promotionPhase(promotion)}`)}
              </span>
              <h2 className={styles.cardTitle}>{promotion.title}</h2>
              <time className={styles.date} dateTime={promotion.startTime}>
                {formatDate(promotion.startTime, document.documentElement.lang || i18n.language)}
              </time>
              <Link className={styles.more} to={hrefs.promoDetail(promotion.id)}>
                {t('promotions.details')}
              </Link>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('title.promotions')}</h1>
      <div className={styles.filters} role="group" aria-label={t('promotions.filterLabel')}>
        {PROMOTION_FILTERS.map((item) => (
          <button
            key={item}
            type="button"
            className={styles.filter}
            aria-pressed={item === filter}
            onClick={() => setSearch(item === 'all' ? {} : { type: item }, { replace: true })}
          >
            {t(`promotions.filter.${item}`)}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
