import { Container } from '../../../components/layouts/container';
import { LotteryPage } from '../../../features/lottery/components/lottery-page';
import { useAuthModal } from '../../../features/session/hooks/use-auth-modal';
import { useHasSession, useSession } from '../../../features/session/hooks/use-session';

/** /lottery?gameCode=&vendor=&playType=: the portal's own lottery (spec sections 2 and 3). */
export function LotteryRoute() {
  const signedIn = useHasSession();
  const username = useSession((state) => state.member?.account ?? null);
  return (
    <Container>
      <LotteryPage
        signedIn={signedIn}
        username={signedIn ? username : null}
        onLogin={() => useAuthModal.getState().open('login')}
      />
    </Container>
  );
}
