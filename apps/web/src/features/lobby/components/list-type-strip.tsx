import { useTranslation } from 'react-i18next';
import type { ListType } from '../lobby-key';
import styles from './list-type-strip.module.css';

interface ListTypeStripProps {
  value: ListType;
  onChange: (value: ListType) => void;
  /** Hot only when some vendor is hot; favourites only for a signed-in member. */
  showHot: boolean;
  showFav: boolean;
}

export function ListTypeStrip({ value, onChange, showHot, showFav }: ListTypeStripProps) {
  const { t } = useTranslation('pages');
  const types: ListType[] = ['all'];
  if (showHot) types.push('hot');
  if (showFav) types.push('fav');
  types.push('recent');
  const current = types.includes(value) ? value : 'all';
  return (
    <div className={styles.strip} role="group" aria-label={t('lobby.listTypes')}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.type}
          aria-pressed={type === current}
          onClick={() => onChange(type)}
        >
          {t(`lobby.listType.${type}`)}
        </button>
      ))}
    </div>
  );
}
