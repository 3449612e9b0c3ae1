import { useTranslation } from 'react-i18next';
import type { GameMenuEntry, GameMenuValue } from '@portal/shared/schemas/lottery';
import { useLotteryNames } from '../lottery-names';
import styles from './lottery.module.css';

interface GameMenuProps {
  groups: GameMenuValue['groups'];
  recent: readonly GameMenuEntry[];
  favourites: readonly string[];
  selected: string | null;
  onSelect: (gameCode: string) => void;
  /** Absent for a visitor: favourites belong to a member. */
  onToggleFavourite?: (gameCode: string) => void;
}

/** The games by group (north, central, south of the day, fast), after favourites and recent. */
export function GameMenu({
  groups,
  recent,
  favourites,
  selected,
  onSelect,
  onToggleFavourite,
}: GameMenuProps) {
  const { t } = useTranslation('lottery');
  const names = useLotteryNames();
  const all = groups.flatMap((group) => group.gameMenus);
  const favouriteGames = favourites
    .map((code) => all.find((game) => game.gameCode === code))
    .filter((game): game is GameMenuEntry => game !== undefined);

  const list = (title: string, games: readonly GameMenuEntry[], key: string) =>
    games.length > 0 && (
      <div key={key} className={styles.menuGroup}>
        <h2 className={styles.menuTitle}>{title}</h2>
        <ul className={styles.menuList}>
          {games.map((game) => {
            const favourite = favourites.includes(game.gameCode);
            return (
              <li key={game.gameCode} className={styles.menuItem}>
                <button
                  type="button"
                  className={styles.menuGame}
                  aria-current={game.gameCode === selected ? 'true' : undefined}
                  onClick={() => onSelect(game.gameCode)}
                >
                  {names.game(game)}
                  {game.intervalMinutes !== null && (
                    <small>{t('menu.every', { minutes: game.intervalMinutes })}</small>
                  )}
                </button>
                {onToggleFavourite && (
                  <button
                    type="button"
                    className={styles.star}
                    aria-pressed={favourite}
                    aria-label={t('menu.favourite', { game: names.game(game) })}
                    onClick={() => onToggleFavourite(game.gameCode)}
                  >
                    {favourite ? '★' : '☆'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );

  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      {list(t('menu.favourites'), favouriteGames, 'favourites')}
      {list(t('menu.recent'), recent, 'recent')}
      {groups.map((group) => list(t(`groups.${group.group}`), group.gameMenus, group.group))}
    </nav>
  );
}
