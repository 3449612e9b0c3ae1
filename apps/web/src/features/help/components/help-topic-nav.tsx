import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { ChevronIcon } from '../../../components/ui/icons';
import type { HelpNavigation, HelpSelection } from '../help-selection';
import { HelpChoice } from './help-choice';
import styles from './help-center.module.css';

interface HelpTopicNavProps {
  topics: readonly HelpTopic[];
  selection: HelpSelection;
  navigation: HelpNavigation;
}

/** Desktop: every topic, the selected one open with its items. */
export function HelpTopicNav({ topics, selection, navigation }: HelpTopicNavProps) {
  const { t } = useTranslation('help');
  return (
    <nav className={styles.nav} aria-label={t('topicsLabel')}>
      <ul className={styles.topics}>
        {topics.map((topic) => {
          const open = topic.id === selection.topic.id;
          return (
            <li key={topic.id} className={styles.topic} data-open={open || undefined}>
              <HelpChoice
                navigation={navigation}
                className={styles.topicLink}
                topicId={topic.id}
                itemId={topic.items[0]?.id}
                current={open && !selection.item}
              >
                <span>{topic.title}</span>
                <ChevronIcon direction={open ? 'down' : 'right'} size={16} />
              </HelpChoice>
              {open && topic.items.length > 0 && (
                <ul className={styles.items}>
                  {topic.items.map((item) => (
                    <li key={item.id}>
                      <HelpChoice
                        navigation={navigation}
                        className={styles.itemLink}
                        topicId={topic.id}
                        itemId={item.id}
                        current={item.id === selection.item?.id}
                      >
                        {item.title}
                      </HelpChoice>
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
