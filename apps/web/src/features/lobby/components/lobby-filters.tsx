import { useTranslation } from 'react-i18next';
import { MIN_BET_OPTIONS } from '@portal/shared/constants/limits';
import { GAME_CLASSIFIES, type GameClassify } from '@portal/shared/schemas/games';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { formatCurrency } from '../../../lib/money';
import type { MinBetOption } from '../../games/api/games-keys';
import { SearchIcon } from '../../games/components/game-icons';
import type { LobbyFilters as Filters } from '../hooks/use-lobby-filters';
import styles from './lobby-filters.module.css';

interface LobbyFiltersProps {
  searchText: string;
  onSearchText: (text: string) => void;
  filters: Filters;
  onClassify: (classify: GameClassify | null) => void;
  onMinBet: (minBet: MinBetOption | null) => void;
}

/** Board games are offered only where the site speaks TY (spec section 9). */
export function visibleClassifies(supportedLanguages: readonly string[]): GameClassify[] {
  return GAME_CLASSIFIES.filter(
    (classify) => classify !== 'BG' || supportedLanguages.includes('TY'),
  );
}

/** Game-name search, classify tabs and the minimum-bet choice of the game list. */
export function LobbyFilters({
  searchText,
  onSearchText,
  filters,
  onClassify,
  onMinBet,
}: LobbyFiltersProps) {
  const { t } = useTranslation(['pages', 'games']);
  const site = useWhitelabel().data?.site;
  const languages = site?.supportedLanguages ?? [];
  const symbol = site?.currencySymbol ?? '';
  const classifies: (GameClassify | null)[] = [null, ...visibleClassifies(languages)];

  return (
    <div className={styles.filters}>
      <label className={styles.search}>
        <SearchIcon className={styles.searchIcon} />
        <input
          type="search"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={t('pages:lobby.search')}
          aria-label={t('pages:lobby.search')}
          maxLength={64}
          enterKeyHint="search"
        />
      </label>
      <div className={styles.classifies} role="group" aria-label={t('pages:lobby.classifies')}>
        {classifies.map((classify) => (
          <button
            key={classify ?? 'all'}
            type="button"
            className={styles.classify}
            aria-pressed={filters.gameClassify === classify}
            onClick={() => onClassify(classify)}
          >
            {classify ? t(`games:classify.${classify}`) : t('pages:lobby.allClassifies')}
          </button>
        ))}
      </div>
      <label className={styles.minBet}>
        <span>{t('pages:lobby.minBet')}</span>
        <select
          value={filters.minBet ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onMinBet(value === 'all' ? null : (value as MinBetOption));
          }}
        >
          {MIN_BET_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === 'all'
                ? t('pages:lobby.anyMinBet')
                : formatCurrency(Number(option), symbol)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
