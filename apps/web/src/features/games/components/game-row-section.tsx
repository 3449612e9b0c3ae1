import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Game } from '@portal/shared/schemas/games';
import { useLaunchOnDemand } from '../hooks/use-launch-on-demand';
import { GameGrid } from './game-grid';
import { GameGridSkeleton } from './game-grid-skeleton';
import { HOT_GAMES_SKELETON_CARDS } from './home-placeholders';
import styles from './home-sections.module.css';

interface GameRowSectionProps {
  id: string;
  title: string;
  icon: ReactNode;
  games: Pick<UseQueryResult<Game[]>, 'data' | 'isError'>;
}

/** A home page row of games under its heading; each card launches its game. Hidden when empty. */
export function GameRowSection({ id, title, icon, games }: GameRowSectionProps) {
  const { t } = useTranslation('games');
  const { launch, pendingNodeId, launcher } = useLaunchOnDemand();
  if (games.isError || (games.data && games.data.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {icon}
        {title}
      </h2>
      {games.data ? (
        <GameGrid
          games={games.data}
          onLaunch={launch}
          pendingNodeId={pendingNodeId}
          label={title}
          layout="row"
        />
      ) : (
        <GameGridSkeleton count={HOT_GAMES_SKELETON_CARDS} layout="row" label={t('grid.loading')} />
      )}
      {launcher}
    </section>
  );
}
