import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ANNOUNCEMENT_TYPES,
  DEFAULT_ANNOUNCEMENT_TYPE,
  type AnnouncementType,
} from '@portal/shared/constants/site';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAnnouncements } from '../../../api/get-announcements';
import { AnnouncementItem } from './announcement-item';
import { AnnouncementTypeFilter, type TypeFilter } from './announcement-type-filter';
import styles from './announcement-list.module.css';

const PAGE_SIZE = 10;

function parseType(value: string | null): TypeFilter {
  if (value === 'ALL') return 'ALL';
  return ANNOUNCEMENT_TYPES.find((type) => type === value) ?? DEFAULT_ANNOUNCEMENT_TYPE;
}

/** The /noticePage body: announcements of every type, filtered by type, paged, expandable. */
export function AnnouncementList() {
  return (
    <Suspense fallback={<ListSkeleton />}>
      <Announcements />
    </Suspense>
  );
}

function Announcements() {
  const { t, i18n } = useTranslation('notice');
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseType(searchParams.get('type'));
  const pageNo = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const types: readonly AnnouncementType[] = type === 'ALL' ? ANNOUNCEMENT_TYPES : [type];
  const announcements = useAnnouncements({ types, pageNo, pageSize: PAGE_SIZE }, i18n.language);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  function update(next: { type?: TypeFilter; page?: number }) {
    const params = new URLSearchParams(searchParams);
    if (next.type) params.set('type', next.type);
    params.set('page', String(next.page ?? 1));
    setSearchParams(params, { replace: true });
  }

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  let body;
  if (announcements.isPending) {
    body = <ListSkeleton />;
  } else if (announcements.isError) {
    body = (
      <ErrorState
        title={t('loadError')}
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
        retrying={announcements.isFetching}
      />
    );
  } else if (announcements.data.list.length === 0) {
    body = <EmptyState title={t('emptyType')} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-busy={announcements.isPlaceholderData || undefined}>
          {announcements.data.list.map((announcement) => (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              expanded={expanded.has(announcement.id)}
              onToggle={() => toggle(announcement.id)}
            />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={announcements.data.totalPages}
          onPageChange={(page) => update({ type, page })}
          className={styles.pager}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <AnnouncementTypeFilter value={type} onChange={(next) => update({ type: next, page: 1 })} />
      {body}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={68} radius="var(--radius)" />
      ))}
    </div>
  );
}
