import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@portal/shared/schemas/notices';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { lazyComponent } from '../../../lib/lazy-component';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useDeleteNotices } from '../api/delete-notices';
import { useNotices } from '../api/get-notices';
import { useReadNotices } from '../api/read-notices';
import { NoticeItem } from './notice-item';
import styles from './messages.module.css';

const ConfirmDialog = lazyComponent(() =>
  import('../../session/components/confirm-dialog').then((m) => m.ConfirmDialog),
);

/**
 * The member centre's messageV2 page (in_platform_information): the member's deposit and
 * withdrawal notices, newest first, nine a page. Opening one marks it read; each can be deleted
 * after a confirmation; every change refreshes the mail icon and the menu badge.
 */
export function MessagesPage(_props: CentrePageProps) {
  const { t } = useTranslation('messages');
  const errorMessage = useErrorMessage();
  const headingId = useId();
  const compactPager = useMediaQuery(PHONE_QUERY);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [asking, setAsking] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const notices = useNotices(page);
  const read = useReadNotices();
  const remove = useDeleteNotices();

  const value = notices.data;
  const unread = value?.unread ?? 0;
  const totalPages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;

  // A deletion that empties the last page shows the page before it.
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const handleToggle = (notice: Notice) => {
    if (openId === notice.id) {
      setOpenId(null);
      return;
    }
    setOpenId(notice.id);
    if (!notice.read) {
      setFailure(null);
      read.mutate({ ids: [notice.id] }, { onError: setFailure });
    }
  };

  const handleMarkAll = () => {
    setFailure(null);
    read.mutate({ all: true }, { onError: setFailure });
  };

  const handleConfirmDelete = () => {
    if (!asking) return;
    const { id } = asking;
    setAsking(null);
    setFailure(null);
    remove.mutate(
      { ids: [id] },
      {
        onSuccess: () => setOpenId((current) => (current === id ? null : current)),
        onError: setFailure,
      },
    );
  };

  const handlePage = (next: number) => {
    setPage(next);
    setOpenId(null);
  };

  const markingAll = read.isPending && read.variables && 'all' in read.variables;
  const deletingId = remove.isPending ? remove.variables?.ids[0] : undefined;

  let body;
  if (notices.isPending) {
    body = <Spinner label={t('loading')} />;
  } else if (notices.isError) {
    body = (
      <ErrorState
        title={t('loadFailed')}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        retrying={notices.isFetching}
      />
    );
  } else if (notices.data.list.length === 0) {
    body = <EmptyState title={t('emptyTitle')} description={t('empty')} icon={<EnvelopeIcon />} />;
  } else {
    body = (
      <>
        <ul className={styles.list} aria-labelledby={headingId}>
          {notices.data.list.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              open={openId === notice.id}
              busy={deletingId === notice.id}
              onToggle={() => handleToggle(notice)}
              onDelete={() => setAsking(notice)}
            />
          ))}
        </ul>
        <Pager
          page={notices.data.page}
          totalPages={totalPages}
          onPageChange={handlePage}
          compact={compactPager}
          label={t('pages')}
        />
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div className={styles.heading}>
          <h3 id={headingId} className={styles.headingText}>
            {t('title')}
          </h3>
          {value && value.total > 0 && (
            <p className={styles.summary} data-testid="notices-unread">
              {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
            </p>
          )}
        </div>
        {value && value.total > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={handleMarkAll}
            disabled={unread === 0}
            busy={markingAll}
          >
            {t('markAllRead')}
          </Button>
        )}
      </div>
      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      {body}
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('confirmTitle')}
            message={t('confirmMessage', { title: asking.title })}
            confirmLabel={t('confirmDelete')}
            danger
            onCancel={() => setAsking(null)}
            onConfirm={handleConfirmDelete}
          />
        </Suspense>
      )}
    </section>
  );
}

function EnvelopeIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path d="m4 7 8 6 8-6" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
