import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { ChevronIcon } from '../../../components/ui/icons';
import { helpItemHref, type HelpSelection } from '../help-selection';
import styles from './help-center.module.css';

interface HelpTopicNavProps {
  topics: readonly HelpTopic[];
  selection: HelpSelection;
  pathname: string;
}

/** Desktop: every topic, the selected one open with its items. */
export function HelpTopicNav({ topics, selection, pathname }: HelpTopicNavProps) {
  const { t } = useTranslation('help');
  return (
    <nav className={styles.nav} aria-label={t('topicsLabel')}>
      <ul className={styles.topics}>
        {topics.map((topic) => {
          const open = topic.id === selection.topic.id;
          return (
            <li key={topic.id} className={styles.topic} data-open={open || undefined}>
              <Link
                className={styles.topicLink}
                to={helpItemHref(pathname, topic.id, topic.items[0]?.id)}
                aria-current={open && !selection.item ? 'page' : undefined}
              >
                <span>{topic.title}</span>
                <ChevronIcon direction={open ? 'down' : 'right'} size={16} />
              </Link>
              {open && topic.items.length > 0 && (
                <ul className={styles.items}>
                  {topic.items.map((item) => (
                    <li key={item.id}>
                      <Link
                        className={styles.itemLink}
                        to={helpItemHref(pathname, topic.id, item.id)}
                        aria-current={item.id === selection.item?.id ? 'page' : undefined}
                      >
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
