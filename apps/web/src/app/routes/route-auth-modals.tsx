import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AuthModals } from '../../features/session/components/auth-modals';
import { useAuthModal } from '../../features/session/hooks/use-auth-modal';
import { resumeRememberedSession } from '../../features/session/hooks/resume-remembered-session';
import { useSession } from '../../features/session/hooks/use-session';
import { useRouteHandle } from '../route-handle';

/** The query parameter of the emailed password-reset link. */
export const RESET_PASSWORD_PARAM = 'resetPassword';

/**
 * /login and /register show the home page with their modal open; closing it or signing in
 * there returns to /. Elsewhere the modals open over the current screen and leave it as is.
 * An emailed reset link (?resetPassword=...) opens the new-password form, and a member who
 * must change the password finds that modal again after a reload.
 */
export function RouteAuthModals() {
  const { handle, moduleOff } = useRouteHandle();
  // /register answers the 404 screen, not the modal, when direct registration is off.
  const routeModal = moduleOff ? undefined : handle?.authModal;
  const location = useLocation();
  const navigate = useNavigate();
  const open = useAuthModal((state) => state.open);
  const modal = useAuthModal((state) => state.modal);
  const mustChangePassword = useSession(
    (state) => state.token !== null && state.mustChangePassword,
  );

  const leaveRoute = () => {
    if (routeModal) void navigate(paths.home, { replace: true });
  };
  const leaveRouteRef = useRef(leaveRoute);
  useEffect(() => {
    leaveRouteRef.current = leaveRoute;
  });

  useEffect(() => {
    if (routeModal) open(routeModal);
  }, [routeModal, location.key, open]);

  // The token leaves the address at once, so it stays out of the history and of referrers.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(RESET_PASSWORD_PARAM);
    if (!token) return;
    params.delete(RESET_PASSWORD_PARAM);
    const { pathname, hash } = location;
    void navigate({ pathname, search: params.toString(), hash }, { replace: true });
    open('resetPassword', { resetToken: token });
  }, [location, navigate, open]);

  useEffect(() => {
    if (mustChangePassword && modal === null) open('changePassword', { forced: true });
  }, [mustChangePassword, modal, open]);

  useEffect(() => {
    void resumeRememberedSession().then((resumed) => {
      if (!resumed || useAuthModal.getState().modal !== 'login') return;
      useAuthModal.getState().close();
      leaveRouteRef.current();
    });
  }, []);

  return <AuthModals onClosed={leaveRoute} onSignedIn={leaveRoute} />;
}
