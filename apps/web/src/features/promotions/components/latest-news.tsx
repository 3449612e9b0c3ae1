import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { lazyComponent } from '../../../lib/lazy-component';
import { useAnnouncements } from '../../../api/get-announcements';
import { formatDate } from '../promotions';
import styles from './promotions.module.css';

const LATEST_COUNT = 5;

// The HTML sanitiser is sizeable: it loads only when someone opens a news item.
const RichContent = lazyComponent(() =>
  import('../../../components/ui/rich-content').then((m) => m.RichContent),
);

/** The home page's latest announcements of type H, each opening in place. */
export function LatestNews() {
  const { t, i18n } = useTranslation('pages');
  const news = useAnnouncements({ types: ['H'], pageNo: 1, pageSize: LATEST_COUNT }, i18n.language);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const handleToggle = (id: number, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  let body;
  if (news.isPending) body = <Skeleton height={120} radius={12} />;
  else if (news.isError)
    body = <ErrorState title={t('home.newsError')} error={news.error} compact />;
  else if (news.data.list.length === 0) body = <EmptyState title={t('home.noNews')} compact />;
  else {
    body = (
      <ul className={styles.news} role="list">
        {news.data.list.map((item) => (
          <li key={item.id}>
            <details
              className={styles.newsItem}
              onToggle={(event) => handleToggle(item.id, event.currentTarget.open)}
            >
              <summary>
                <span className={styles.newsTitle}>{item.title}</span>
                <time className={styles.date} dateTime={item.startTime}>
                  {formatDate(item.startTime, document.documentElement.lang || i18n.language)}
                </time>
              </summary>
              {open.has(item.id) && (
                <Suspense fallback={<Skeleton height={60} />}>
                  <RichContent html={item.content} />
                </Suspense>
              )}
            </details>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="latest-news">
      <h2 id="latest-news">{t('home.news')}</h2>
      {body}
    </section>
  );
}
