import { Skeleton } from '../../../components/ui/skeleton';
import { GameGridSkeleton } from './game-grid-skeleton';
import styles from './home-sections.module.css';

/**
 * The home sections' shapes before their code and data have arrived, for the home page to hold
 * their place: what is below them does not move when they fill in. Light on purpose (no
 * translations, no data): the home page's first load carries them.
 */

/** Cards in the hot row's loading shape: more than a wide page shows, so it scrolls as the row does. */
export const HOT_GAMES_SKELETON_CARDS = 10;

/** Rows of the winner board (the board lists the last ten big wins). */
const WINNER_ROWS = 10;

/** The hot games row: its heading and a row of cards. */
export function HotGamesPlaceholder() {
  return (
    <div className={styles.section} aria-hidden="true">
      <Skeleton className={styles.headingPlaceholder} width="9rem" />
      <GameGridSkeleton count={HOT_GAMES_SKELETON_CARDS} layout="row" />
    </div>
  );
}

/** The winner board: its heading and its table's rows. */
export function WinnersPlaceholder() {
  return (
    <div className={styles.section} aria-hidden="true">
      <Skeleton className={styles.headingPlaceholder} width="11rem" />
      <div className={styles.skeletons}>
        {Array.from({ length: WINNER_ROWS + 1 }, (_, row) => (
          <Skeleton key={row} height={36} radius={8} />
        ))}
      </div>
    </div>
  );
}
