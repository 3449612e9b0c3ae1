import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { RichContent } from '../../../components/ui/rich-content';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAnnouncements } from '../../../api/get-announcements';
import { PROMOTIONS_PAGE_SIZE, formatDate } from '../promotions';
import styles from './promotions.module.css';

/** One promotion's rich content, chosen by the `id` query parameter. */
export function PromotionDetail() {
  const { t, i18n } = useTranslation('pages');
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  // The same list the promotions page shows, so coming from it costs no extra call.
  const promotions = useAnnouncements(
    { types: ['PR'], pageNo: 1, pageSize: PROMOTIONS_PAGE_SIZE },
    i18n.language,
  );
  const back = (
    <Link className={styles.more} to={paths.promotions}>
      {t('promotions.back')}
    </Link>
  );

  if (promotions.isPending) return <Skeleton height={320} radius={12} />;
  if (promotions.isError) {
    return (
      <ErrorState
        title={t('promotions.loadError')}
        error={promotions.error}
        onRetry={() => void promotions.refetch()}
      />
    );
  }
  const promotion = promotions.data.list.find((item) => item.id === id);
  if (!promotion) return <EmptyState title={t('promotions.notFound')} action={back} />;

  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      <h1 id="promotion-title">{promotion.title}</h1>
      <time className={styles.date} dateTime={promotion.startTime}>
        {formatDate(promotion.startTime, document.documentElement.lang || i18n.language)}
      </time>
      <RichContent html={promotion.content} />
      {back}
    </article>
  );
}
