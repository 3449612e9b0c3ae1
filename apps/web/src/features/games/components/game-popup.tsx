import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Game } from '@portal/shared/schemas/games';
import { Modal } from '../../../components/modals/modal';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useGameList } from '../api/get-game-list';
import { useVassGameType } from '../api/get-vass-game-type';
import { gamePages } from '../game-pages';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import styles from './launch-dialogs.module.css';

interface GamePopupProps {
  vassalage: string;
  onClose: () => void;
  onLaunch: (game: Game) => void;
  pendingNodeId: string | null;
}

/** A vendor tile's popup: the vendor's games by category; a game launches as from the lobby. */
export function GamePopup({ vassalage, onClose, onLaunch, pendingNodeId }: GamePopupProps) {
  const { t } = useTranslation(['games', 'nav']);
  const types = useVassGameType(vassalage);
  const [chosen, setChosen] = useState<GameCategory | null>(null);
  const gameTypes = types.data?.gameTypes ?? [];
  const gameType = chosen ?? gameTypes[0]?.gameType;
  const list = useGameList({ vassalage, gameType }, gameType !== undefined);
  const { games, paging } = gamePages(list);
  // The tile itself is listed among the vendor's games; opening it again would go nowhere.
  const playable = games.filter((game) => game.isGame !== 'VASSALAGE');

  const error = types.error ?? list.error;
  let body;
  if (error) {
    body = (
      <ErrorState
        compact
        title={t('games:popup.error')}
        error={error}
        onRetry={() => void (types.error ? types.refetch() : list.refetch())}
      />
    );
  } else if (types.isPending || (gameType && list.isPending)) {
    body = <GameGridSkeleton count={8} label={t('grid.loading')} />;
  } else if (playable.length === 0) {
    body = <EmptyState compact title={t('games:popup.empty')} />;
  } else {
    body = (
      <GameGrid
        games={playable}
        onLaunch={onLaunch}
        pendingNodeId={pendingNodeId}
        label={t('games:popup.gamesOf', { vendor: types.data?.title ?? vassalage })}
        paging={paging}
      />
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('games:popup.title', { vendor: types.data?.title ?? vassalage })}
      width={960}
      height={420}
    >
      {gameTypes.length > 1 && (
        <div className={styles.tabs} role="group" aria-label={t('games:popup.categories')}>
          {gameTypes.map((item) => (
            <button
              key={item.gameType}
              type="button"
              className={styles.tab}
              aria-pressed={item.gameType === gameType}
              onClick={() => setChosen(item.gameType)}
            >
              {t(`nav:category.${item.gameType}`)} <span>{item.games}</span>
            </button>
          ))}
        </div>
      )}
      {body}
    </Modal>
  );
}
