import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '@portal/shared/constants/site';
import styles from './announcement-list.module.css';

export type TypeFilter = AnnouncementType | 'ALL';

const FILTERS: readonly TypeFilter[] = ['ALL', ...ANNOUNCEMENT_TYPES];

/** A row of toggle buttons (radio semantics) that scrolls sideways on narrow screens. */
export function AnnouncementTypeFilter({
  value,
  onChange,
}: {
  value: TypeFilter;
  onChange: (type: TypeFilter) => void;
}) {
  const { t } = useTranslation('notice');
  return (
    <div className={styles.filters} role="radiogroup" aria-label={t('filterLabel')}>
      {FILTERS.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={type === value}
          className={styles.filter}
          onClick={() => onChange(type)}
        >
          {t(`types.${type}`)}
        </button>
      ))}
    </div>
  );
}
