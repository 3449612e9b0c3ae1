import { useModuleEnabled } from '../../../api/get-whitelabel';
import { JoinPanel } from '../../../features/join/components/join-panel';
import { useAuthModal } from '../../../features/session/hooks/use-auth-modal';

export function JoinRoute() {
  const canRegister = useModuleEnabled('DIRECTREG3');
  const open = useAuthModal((state) => state.open);
  return <JoinPanel onRegister={canRegister ? () => open('register') : undefined} />;
}
