import { Container } from '../../../components/layouts/container';
import { GameLobby } from '../../../features/lobby/components/game-lobby';
import { useHasSession } from '../../../features/session/hooks/use-session';

/** /lottery?vendor=&gameCode=&playType=: the lottery vendors of game_menus. */
export function LotteryRoute() {
  return (
    <Container>
      <GameLobby lobby="LOTT" signedIn={useHasSession()} vendorParam="vendor" />
    </Container>
  );
}
