import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_PER_PAGE } from '@portal/shared/constants/limits';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { RichContent } from '../../../components/ui/rich-content';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotices } from '../api/get-notices';
import { formatDateTime } from '../../../lib/format-date-time';
import { clampIndex, pageCount, pageOfIndex } from '../notice-paging';
import styles from './notice-modal.module.css';

export function NoticeBrowser({ initialIndex }: { initialIndex: number }) {
  const { t, i18n } = useTranslation('notice');
  const notices = useNotices(i18n.language);
  const [selected, setSelected] = useState(initialIndex);
  const [page, setPage] = useState(() => pageOfIndex(initialIndex));
  const detailRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    detailRef.current?.scrollTo?.({ top: 0 });
  }, [selected]);

  if (notices.isPending) return <BrowserSkeleton />;
  if (notices.isError) {
    return (
      <ErrorState
        title={t('loadError')}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        retrying={notices.isFetching}
      />
    );
  }
  const list = notices.data;
  if (list.length === 0) return <EmptyState title={t('empty')} />;

  const current = clampIndex(selected, list.length);
  const totalPages = pageCount(list.length);
  const shownPage = Math.min(page, totalPages);
  const first = (shownPage - 1) * NOTICES_PER_PAGE;
  const notice = list[current]!;

  function handlePageChange(next: number) {
    setPage(next);
    setSelected((next - 1) * NOTICES_PER_PAGE);
  }

  return (
    <div className={styles.browser}>
      <div className={styles.listPane}>
        <ul className={styles.list} aria-label={t('listLabel')}>
          {list.slice(first, first + NOTICES_PER_PAGE).map((item, i) => {
            const index = first + i;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={index === current ? 'true' : undefined}
                  aria-labelledby={`${baseId}-title-${item.id}`}
                  aria-describedby={`${baseId}-date-${item.id}`}
                  onClick={() => setSelected(index)}
                >
                  <span id={`${baseId}-title-${item.id}`} className={styles.itemTitle}>
                    {item.title}
                  </span>
                  <time
                    id={`${baseId}-date-${item.id}`}
                    className={styles.itemDate}
                    dateTime={item.startTime}
                  >
                    {formatDateTime(item.startTime, i18n.language)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
        <Pager
          compact
          page={shownPage}
          totalPages={totalPages}
          onPageChange={handlePageChange}
          label={t('pagerLabel')}
        />
      </div>
      <article
        ref={detailRef}
        className={styles.detail}
        aria-labelledby={`${baseId}-heading`}
        tabIndex={-1}
      >
        <h3 id={`${baseId}-heading`} className={styles.detailTitle}>
          {notice.title}
        </h3>
        <time className={styles.detailDate} dateTime={notice.startTime}>
          {formatDateTime(notice.startTime, i18n.language)}
        </time>
        <RichContent html={notice.content} className={styles.content} />
      </article>
    </div>
  );
}

function BrowserSkeleton() {
  return (
    <div className={styles.browser} aria-busy="true">
      <div className={styles.listPane}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </div>
      <div className={styles.detail}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={120} />
      </div>
    </div>
  );
}
