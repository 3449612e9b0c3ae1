import { GameFrame } from '../../../features/lobby/components/game-frame';
import { useRouteHandle } from '../../route-handle';

/** /game, /seamless and /fbsports: a launched game or provider page in a frame. */
export function GameRoute() {
  const page = useRouteHandle().handle?.page;
  return <GameFrame kind={page === 'seamless' || page === 'fbsports' ? page : 'game'} />;
}
