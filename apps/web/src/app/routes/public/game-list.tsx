import { useParams } from 'react-router';
import { isModuleEnabled, useWhitelabel } from '../../../api/get-whitelabel';
import { GameLobby } from '../../../features/lobby/components/game-lobby';
import { isLobbyKey, lobbyModule } from '../../../features/lobby/lobby-key';
import { useHasSession } from '../../../features/session/hooks/use-session';
import { useRouteHandle } from '../../route-handle';
import { NotFoundRoute } from './not-found';

/**
 * /rng, /pvp and /fish: the game list page. The optional :lobbyType names the category
 * (upper-cased); otherwise the route's own category applies.
 */
export function GameListRoute() {
  const { lobbyType } = useParams();
  const { handle } = useRouteHandle();
  const tree = useWhitelabel().data?.whitelabel ?? [];
  const signedIn = useHasSession();
  const lobby = (lobbyType ?? handle?.page ?? '').toUpperCase();
  if (!isLobbyKey(lobby)) return <NotFoundRoute />;
  // The route's own module is checked by the route table; a named category needs its own.
  const module = lobbyModule(lobby);
  if (module && !isModuleEnabled(tree, module)) return <NotFoundRoute />;
  return <GameLobby key={lobby} lobby={lobby} signedIn={signedIn} />;
}
