import { PointsMall } from '../../../features/promotions/components/points-mall';
import { useAuthModal } from '../../../features/session/hooks/use-auth-modal';
import { useHasSession } from '../../../features/session/hooks/use-session';

export function PointMallRoute() {
  const signedIn = useHasSession();
  const open = useAuthModal((state) => state.open);
  return <PointsMall signedIn={signedIn} onLogin={() => open('login')} />;
}
