import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared/schemas/announcements';
import { ChevronIcon } from '../../../components/ui/icons';
import { RichContent } from '../../../components/ui/rich-content';
import { formatDateTime } from '../../../lib/format-date-time';
import styles from './announcement-list.module.css';

interface AnnouncementItemProps {
  announcement: Announcement;
  expanded: boolean;
  onToggle: () => void;
}

export function AnnouncementItem({ announcement, expanded, onToggle }: AnnouncementItemProps) {
  const { t, i18n } = useTranslation('notice');
  const id = useId();
  const panelId = `${id}-panel`;
  return (
    <li className={styles.item} data-expanded={expanded || undefined}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-labelledby={`${id}-type ${id}-title`}
          aria-describedby={`${id}-date`}
          onClick={onToggle}
        >
          <span id={`${id}-type`} className={styles.badge} data-type={announcement.type}>
            {t(`types.${announcement.type}`)}
          </span>
          <span className={styles.titleBlock}>
            <span id={`${id}-title`} className={styles.title}>
              {announcement.title}
            </span>
            <time id={`${id}-date`} className={styles.date} dateTime={announcement.startTime}>
              {formatDateTime(announcement.startTime, i18n.language)}
            </time>
          </span>
          <ChevronIcon direction={expanded ? 'up' : 'down'} className={styles.chevron} />
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {expanded && <RichContent html={announcement.content} />}
      </div>
    </li>
  );
}
