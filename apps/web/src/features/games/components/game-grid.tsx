import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/shared/schemas/games';
import { Button } from '../../../components/ui/button';
import { GameCard } from './game-card';
import styles from './game-card.module.css';

export interface GamePaging {
  hasMore: boolean;
  /** A page is loading: the button waits, so only one load runs at a time. */
  loading: boolean;
  onLoadMore: () => void;
  /** All games of the list, when the server says. */
  total: number | null;
  /** The last "Load more" failed; the button tries again. */
  failed?: boolean;
}

interface GameGridProps {
  games: readonly Game[];
  onLaunch: (game: Game) => void;
  pendingNodeId: string | null;
  label: string;
  /** Without it the grid shows all it is given, with no paging line. */
  paging?: GamePaging;
  /** `row`: one line that scrolls sideways. */
  layout?: 'grid' | 'row';
}

/** A grid of game cards, with "Load more" until the last page and a line once all are shown. */
export function GameGrid({
  games,
  onLaunch,
  pendingNodeId,
  label,
  paging,
  layout = 'grid',
}: GameGridProps) {
  const { t } = useTranslation('games');
  return (
    <div className={styles.gridWrap}>
      <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
        {games.map((game) => (
          <GameCard
            key={game.nodeId}
            game={game}
            onLaunch={onLaunch}
            pending={game.nodeId === pendingNodeId}
          />
        ))}
      </ul>
      {paging?.failed && (
        <p role="alert" className={styles.moreFailed}>
          {t('grid.loadMoreFailed')}
        </p>
      )}
      {paging &&
        (paging.hasMore ? (
          <Button
            variant="secondary"
            className={styles.more}
            busy={paging.loading}
            onClick={() => {
              if (!paging.loading) paging.onLoadMore();
            }}
          >
            {t('grid.loadMore')}
          </Button>
        ) : (
          <p className={styles.allShown}>
            {t('grid.allShown', { count: paging.total ?? games.length })}
          </p>
        ))}
    </div>
  );
}
