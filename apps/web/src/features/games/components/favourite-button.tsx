import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/shared/schemas/games';
import { loadChunk } from '../../../lib/chunk-loader';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useSession } from '../../session/hooks/use-session';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { StarIcon } from './game-icons';
import styles from './game-card.module.css';

type FavouriteGame = Pick<Game, 'nodeId' | 'vendor' | 'gameType' | 'gameName'>;

/** The star on a game card: a member marks favourites; a visitor is asked to log in first. */
export function FavouriteButton({ game }: { game: FavouriteGame }) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const signedIn = token !== null;
  const ids = useFavouriteIds();
  const favourite = signedIn && (ids.data?.includes(game.nodeId) ?? false);

  const handleClick = () => {
    if (!signedIn) {
      useAuthModal.getState().open('login');
      return;
    }
    const change = {
      nodeId: game.nodeId,
      vendor: game.vendor,
      gameType: game.gameType,
      favourite: !favourite,
    };
    // Its code comes with the first click; a failed load leaves the star as it was.
    void loadChunk(() => import('../api/toggle-favourite'))
      .then(({ changeFavourite }) => changeFavourite(queryClient, token, change))
      .catch(() => undefined);
  };

  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'card.removeFavourite' : 'card.addFavourite', {
        name: game.gameName,
      })}
      onClick={handleClick}
    >
      <StarIcon filled={favourite} />
    </button>
  );
}
