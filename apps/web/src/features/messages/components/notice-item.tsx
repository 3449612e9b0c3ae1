import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@portal/shared/schemas/notices';
import { ChevronIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format-date-time';
import styles from './messages.module.css';

interface NoticeItemProps {
  notice: Notice;
  open: boolean;
  /** True while its deletion runs. */
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** One message: its title, time and unread marker; opened, its content. */
export function NoticeItem({ notice, open, busy, onToggle, onDelete }: NoticeItemProps) {
  const { t, i18n } = useTranslation('messages');
  const contentId = useId();
  const classes = [styles.item, !notice.read && styles.unread, open && styles.open]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid="notice" aria-busy={busy || undefined}>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={onToggle}
        >
          <span className={styles.marker} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.title}>{notice.title}</span>
            {!notice.read && <span className="visually-hidden">{t('unread')}</span>}
            <time className={styles.time} dateTime={notice.occurredAt}>
              {formatDateTime(notice.occurredAt, i18n.language)}
            </time>
          </span>
          <ChevronIcon className={styles.chevron} direction={open ? 'up' : 'down'} size={16} />
        </button>
        <button
          type="button"
          className={styles.delete}
          onClick={onDelete}
          disabled={busy}
          aria-label={t('delete', { title: notice.title })}
          title={t('deleteShort')}
        >
          <TrashIcon />
        </button>
      </div>
      {open && (
        <div id={contentId} className={styles.content} data-testid="notice-content">
          {notice.content}
        </div>
      )}
    </li>
  );
}

function TrashIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M4 7h16M9.5 7V4.8h5V7M6.5 7l.9 12.2a1.5 1.5 0 0 0 1.5 1.3h6.2a1.5 1.5 0 0 0 1.5-1.3L17.5 7M10 11v6M14 11v6"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
