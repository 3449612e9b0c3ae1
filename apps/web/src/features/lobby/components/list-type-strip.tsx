import { useTranslation } from 'react-i18next';
import { LIST_TYPES, type ListType } from '../lobby-key';
import styles from './list-type-strip.module.css';

interface ListTypeStripProps {
  value: ListType;
  onChange: (value: ListType) => void;
  /** Hot only when there are hot vendors or games; favourites only for a signed-in member. */
  showHot: boolean;
  showFav: boolean;
}

export function ListTypeStrip({ value, onChange, showHot, showFav }: ListTypeStripProps) {
  const { t } = useTranslation('pages');
  // The list the address asks for keeps its tab even where the rules would hide it.
  const types = LIST_TYPES.filter(
    (type) =>
      type === value ||
      type === 'all' ||
      type === 'recent' ||
      (type === 'hot' && showHot) ||
      (type === 'fav' && showFav),
  );
  return (
    <div className={styles.strip} role="group" aria-label={t('lobby.listTypes')}>
      {types.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.type}
          aria-pressed={type === value}
          onClick={() => onChange(type)}
        >
          {t(`lobby.listType.${type}`)}
        </button>
      ))}
    </div>
  );
}
