import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@portal/shared/schemas/system';
import { helpItemHref, type HelpNavigation, type HelpSelection } from '../help-selection';
import styles from './help-center.module.css';

interface HelpTopicSelectProps {
  topics: readonly HelpTopic[];
  selection: HelpSelection;
  navigation: HelpNavigation;
}

/** Phones: one native select, topics as option groups, so the article stays on screen. */
export function HelpTopicSelect({ topics, selection, navigation }: HelpTopicSelectProps) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const id = useId();
  const value = `${selection.topic.id}/${selection.item?.id ?? ''}`;
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {t('chooseArticle')}
      </label>
      <select
        id={id}
        className={styles.selectControl}
        value={value}
        onChange={(event) => {
          const [topic, item] = event.target.value.split('/');
          const topicId = Number(topic);
          const itemId = item ? Number(item) : undefined;
          if (navigation.kind === 'modal') navigation.onSelect(topicId, itemId);
          else void navigate(helpItemHref(navigation.pathname, topicId, itemId));
        }}
      >
        {topics.map((topic) =>
          topic.items.length > 0 ? (
            <optgroup key={topic.id} label={topic.title}>
              {topic.items.map((item) => (
                <option key={item.id} value={`${topic.id}/${item.id}`}>
                  {item.title}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={topic.id} value={`${topic.id}/`}>
              {topic.title}
            </option>
          ),
        )}
      </select>
    </div>
  );
}
