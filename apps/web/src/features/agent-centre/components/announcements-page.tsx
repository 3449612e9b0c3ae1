import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { RichContent } from '../../../components/ui/rich-content';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format-date-time';
import type { CentrePageProps } from '../../../components/centre/centre-page';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import styles from './agency.module.css';

/**
 * The agent centre's announcements (agentAnnouncement): the operator's notices to agents, pinned
 * ones first, then newest first; each opens to its full text. The first opens by itself.
 */
export function AnnouncementsPage(_props: CentrePageProps) {
  const { t, i18n } = useTranslation('agency');
  const headingId = useId();
  const announcements = useAgentAnnouncements();
  const [open, setOpen] = useState<ReadonlySet<number> | null>(null);

  let body;
  if (announcements.isPending) body = <Spinner />;
  else if (announcements.isError) {
    body = (
      <ErrorState
        title={t('announcements.loadFailed')}
        error={announcements.error}
        onRetry={() => void announcements.refetch()}
        retrying={announcements.isFetching}
      />
    );
  } else if (announcements.data.list.length === 0) {
    body = <EmptyState description={t('announcements.empty')} />;
  } else {
    // Pinned first; the server's order (newest first) within each group.
    const list = [...announcements.data.list].sort((a, b) => Number(b.pinned) - Number(a.pinned));
    const opened = open ?? new Set(list.slice(0, 1).map((item) => item.id));
    const toggle = (id: number) => {
      const next = new Set(opened);
      if (!next.delete(id)) next.add(id);
      setOpen(next);
    };
    body = (
      <ul className={styles.notices}>
        {list.map((item) => {
          const expanded = opened.has(item.id);
          const contentId = `agent-notice-${item.id}`;
          return (
            <li key={item.id} className={styles.noticeItem} data-pinned={item.pinned || undefined}>
              <button
                type="button"
                className={styles.noticeHead}
                aria-expanded={expanded}
                aria-controls={contentId}
                onClick={() => toggle(item.id)}
              >
                {item.pinned && <span className={styles.pin}>{t('announcements.pinned')}</span>}
                <span className={styles.noticeTitle}>{item.title}</span>
                <time className={styles.time} dateTime={item.time}>
                  {formatDateTime(item.time, i18n.language)}
                </time>
                <span aria-hidden="true" className={styles.chevron} />
              </button>
              <div id={contentId} className={styles.noticeBody} hidden={!expanded}>
                {expanded && <RichContent html={item.content} />}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('announcements.title')}
      </h3>
      {body}
    </section>
  );
}
