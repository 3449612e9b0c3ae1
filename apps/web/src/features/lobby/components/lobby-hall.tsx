import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@portal/shared/constants/site';
import type { Vendor } from '@portal/shared/schemas/system';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { GameGrid } from '../../games/components/game-grid';
import { GameGridSkeleton } from '../../games/components/game-grid-skeleton';
import { useLaunchGame } from '../../games/hooks/use-launch-game';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useLobbyFilters } from '../hooks/use-lobby-filters';
import { useLobbyList } from '../hooks/use-lobby-list';
import type { ListType } from '../lobby-key';
import { ListTypeStrip } from './list-type-strip';
import { LobbyFilters } from './lobby-filters';
import styles from './game-lobby.module.css';

interface LobbyHallProps {
  category: GameCategory;
  vendor: Vendor;
  listType: ListType;
  onListType: (listType: ListType) => void;
  signedIn: boolean;
  /** Some vendor of the lobby is flagged hot. */
  hotVendors: boolean;
}

const openLogin = () => useAuthModal.getState().open('login');

/**
 * A vendor's game hall: the list-type strip, the filters of the full list, and the grid. The
 * lobby gives each vendor and list type a hall of its own, so switching either starts again
 * at page 1 with no search, classify or minimum bet (spec section 4).
 */
export function LobbyHall({
  category,
  vendor,
  listType,
  onListType,
  signedIn,
  hotVendors,
}: LobbyHallProps) {
  const { t } = useTranslation(['pages', 'games']);
  const filters = useLobbyFilters();
  const { list, hotGames } = useLobbyList(
    listType,
    { gameType: category, vassalage: vendor.vassalage },
    filters.filters,
    signedIn,
  );
  const { launch, pendingNodeId } = useLaunchGame();

  const handleListType = (next: ListType) => {
    // Favourites and recent games are a member's own (spec section 5).
    if (!signedIn && (next === 'fav' || next === 'recent')) openLogin();
    onListType(next);
  };

  let body: ReactNode;
  if (list.status === 'login') {
    body = (
      <EmptyState
        title={t(listType === 'fav' ? 'lobby.loginForFav' : 'lobby.loginForRecent')}
        action={
          <Button size="sm" onClick={openLogin}>
            {t('lobby.login')}
          </Button>
        }
      />
    );
  } else if (list.status === 'pending') {
    body = <GameGridSkeleton label={t('games:grid.loading')} />;
  } else if (list.status === 'error') {
    body = (
      <ErrorState
        title={t('lobby.gamesError')}
        error={list.error}
        onRetry={list.retry}
        retrying={list.retrying}
      />
    );
  } else if (list.games.length === 0) {
    body = (
      <EmptyList
        listType={listType}
        vendor={vendor}
        filtered={filters.active}
        onClear={filters.clear}
      />
    );
  } else {
    body = (
      <GameGrid
        games={list.games}
        onLaunch={launch}
        pendingNodeId={pendingNodeId}
        label={t('lobby.gamesOf', { vendor: vendor.title })}
        paging={list.paging}
      />
    );
  }

  return (
    <div className={styles.hall}>
      <ListTypeStrip
        value={listType}
        onChange={handleListType}
        showHot={hotVendors || (hotGames?.length ?? 0) > 0}
        showFav={signedIn}
      />
      {listType === 'all' && (
        <LobbyFilters
          searchText={filters.searchText}
          onSearchText={filters.setSearchText}
          filters={filters.filters}
          onClassify={filters.setClassify}
          onMinBet={filters.setMinBet}
        />
      )}
      <div className={styles.games} aria-live="polite">
        {body}
      </div>
    </div>
  );
}

interface EmptyListProps {
  listType: ListType;
  vendor: Vendor;
  filtered: boolean;
  onClear: () => void;
}

/** Says why a list is empty, and offers the way out when filters caused it. */
function EmptyList({ listType, vendor, filtered, onClear }: EmptyListProps) {
  const { t } = useTranslation('pages');
  if (listType === 'all' && filtered) {
    return (
      <EmptyState
        title={t('lobby.noMatch')}
        description={t('lobby.noMatchText')}
        action={
          <Button size="sm" variant="secondary" onClick={onClear}>
            {t('lobby.clearFilters')}
          </Button>
        }
      />
    );
  }
  if (listType === 'all') {
    return (
      <EmptyState
        title={t('lobby.noGames', { vendor: vendor.title })}
        description={t('lobby.noGamesText')}
      />
    );
  }
  return (
    <EmptyState
      title={t(`lobby.empty.${listType}.title`, { vendor: vendor.title })}
      description={t(`lobby.empty.${listType}.text`)}
    />
  );
}
