import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AuthModals } from '../../features/session/components/auth-modals';
import { useAuthModal } from '../../features/session/hooks/use-auth-modal';
import { useRouteHandle } from '../route-handle';

/**
 * /login and /register show the home page with their modal open; closing it or signing in
 * there returns to /. Elsewhere the modals open over the current screen and leave it as is.
 */
export function RouteAuthModals() {
  const { handle, moduleOff } = useRouteHandle();
  // /register answers the 404 screen, not the modal, when direct registration is off.
  const routeModal = moduleOff ? undefined : handle?.authModal;
  const location = useLocation();
  const navigate = useNavigate();
  const open = useAuthModal((state) => state.open);

  useEffect(() => {
    if (routeModal) open(routeModal);
  }, [routeModal, location.key, open]);

  const leaveRoute = () => {
    if (routeModal) void navigate(paths.home, { replace: true });
  };
  return <AuthModals onClosed={leaveRoute} onSignedIn={leaveRoute} />;
}
