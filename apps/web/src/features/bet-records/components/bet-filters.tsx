import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import { useEnabledGameMenus } from '../../../api/get-game-menus';
import { RangePicker } from '../../../components/records/range-picker';
import type { RangeChoice } from '../../../components/records/use-range-choice';
import styles from '../../../components/records/records.module.css';

export interface GameFilter {
  gameType: GameCategory | '';
  vassalage: string;
}

interface BetFiltersProps {
  choice: RangeChoice;
  today: string;
  game: GameFilter;
  onChoice: (choice: RangeChoice) => void;
  onGame: (game: GameFilter) => void;
}

/**
 * The range, the game category and one of its vendors. Categories are those the site shows
 * (every category while the menus load); vendors are the chosen category's, so a vendor can only
 * be picked after its category.
 */
export function BetFilters({ choice, today, game, onChoice, onGame }: BetFiltersProps) {
  const { t } = useTranslation(['bets', 'nav']);
  const categoryId = useId();
  const vendorId = useId();
  const { menus } = useEnabledGameMenus();
  const categories = menus.length > 0 ? menus.map((menu) => menu.gameCategory) : GAME_CATEGORIES;
  const vendors = menus.find((menu) => menu.gameCategory === game.gameType)?.vendors ?? [];

  return (
    <div className={styles.filters}>
      <RangePicker choice={choice} onChoice={onChoice} today={today} ns="bets" keyPrefix="range" />
      <div className={styles.filter}>
        <label htmlFor={categoryId} className={styles.label}>
          {t('records.category')}
        </label>
        <select
          id={categoryId}
          className={styles.input}
          value={game.gameType}
          onChange={(event) =>
            onGame({ gameType: event.target.value as GameCategory | '', vassalage: '' })
          }
        >
          <option value="">{t('records.allCategories')}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {t(`nav:category.${category}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={vendorId} className={styles.label}>
          {t('records.vendor')}
        </label>
        <select
          id={vendorId}
          className={styles.input}
          value={game.vassalage}
          disabled={vendors.length === 0}
          onChange={(event) => onGame({ ...game, vassalage: event.target.value })}
        >
          <option value="">{t('records.allVendors')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
