import { useTranslation } from 'react-i18next';
import { useHotGames } from '../api/get-hot-games';
import { useLaunchOnDemand } from '../hooks/use-launch-on-demand';
import { FlameIcon } from './game-icons';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import { HOT_GAMES_SKELETON_CARDS } from './home-placeholders';
import styles from './home-sections.module.css';

/** The home page's row of the site's hot games; each card launches its game. Hidden when empty. */
export function HotGames() {
  const { t } = useTranslation('games');
  const hot = useHotGames({});
  const { launch, pendingNodeId, launcher } = useLaunchOnDemand();
  if (hot.isError || (hot.data && hot.data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className={styles.heading}>
        <FlameIcon className={styles.flame} />
        {t('hot.title')}
      </h2>
      {hot.data ? (
        <GameGrid
          games={hot.data}
          onLaunch={launch}
          pendingNodeId={pendingNodeId}
          label={t('hot.title')}
          layout="row"
        />
      ) : (
        <GameGridSkeleton count={HOT_GAMES_SKELETON_CARDS} layout="row" label={t('grid.loading')} />
      )}
      {launcher}
    </section>
  );
}
