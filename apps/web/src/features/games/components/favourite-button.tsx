import { useTranslation } from 'react-i18next';
import type { Game } from '@portal/shared/schemas/games';
import { useAuthModal } from '../../session/hooks/use-auth-modal';
import { useHasSession } from '../../session/hooks/use-session';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useSetFavourite } from '../api/toggle-favourite';
import { StarIcon } from './game-icons';
import styles from './game-card.module.css';

type FavouriteGame = Pick<Game, 'nodeId' | 'vendor' | 'gameType' | 'gameName'>;

/** The star on a game card: a member marks favourites; a visitor is asked to log in first. */
export function FavouriteButton({ game }: { game: FavouriteGame }) {
  const { t } = useTranslation('games');
  const signedIn = useHasSession();
  const ids = useFavouriteIds();
  const setFavourite = useSetFavourite();
  const favourite = signedIn && (ids.data?.includes(game.nodeId) ?? false);

  const handleClick = () => {
    if (!signedIn) {
      useAuthModal.getState().open('login');
      return;
    }
    setFavourite.mutate({
      nodeId: game.nodeId,
      vendor: game.vendor,
      gameType: game.gameType,
      favourite: !favourite,
    });
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
