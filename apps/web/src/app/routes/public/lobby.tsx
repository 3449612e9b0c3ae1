import { GameLobby } from '../../../features/lobby/components/game-lobby';
import { isLobbyKey } from '../../../features/lobby/lobby-key';
import { useHasSession } from '../../../features/session/hooks/use-session';
import { useRouteHandle } from '../../route-handle';
import { NotFoundRoute } from './not-found';

/** /live, /sports, /esports, /sv3 and /elott: the lobby page of the route's category. */
export function LobbyRoute() {
  const { handle } = useRouteHandle();
  const signedIn = useHasSession();
  const lobby = (handle?.page ?? '').toUpperCase();
  if (!isLobbyKey(lobby)) return <NotFoundRoute />;
  return <GameLobby key={lobby} lobby={lobby} signedIn={signedIn} />;
}
