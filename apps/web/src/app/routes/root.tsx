import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useWhitelabel } from '../../api/get-whitelabel';
import { ErrorScreen, ScreenButton } from '../../components/layouts/error-screen';
import { FullPageLoader } from '../../components/layouts/full-page-loader';
import { useDepositReturn } from '../../features/deposit/hooks/use-deposit-return';
import { useChatRoom } from '../../features/live-chat/hooks/use-chat-room';
import { useHasSession, useSession } from '../../features/session/hooks/use-session';
import { useErrorMessage } from '../../lib/error-message';
import { lazyComponent } from '../../lib/lazy-component';
import { guardRedirect } from '../guard';
import { RouteAuthModals } from './route-auth-modals';
import { SlowPageNotice } from './slow-page-notice';
import { useDocumentTitle } from './use-document-title';
import { useGoogleTag } from './use-google-tag';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

const ChatRoomModal = lazyComponent(() =>
  import('../../features/live-chat/components/chat-room-modal').then((m) => m.ChatRoomModal),
);

const RealityCheckReminder = lazyComponent(() =>
  import('../../features/reality-check/components/reality-check-reminder').then(
    (m) => m.RealityCheckReminder,
  ),
);

/**
 * Every route's parent: site settings, the login guard, scrolling, title, the analytics tag and
 * account modals.
 */
export function RootRoute() {
  const whitelabel = useWhitelabel();
  const hasToken = useHasSession();
  // A withdraw-only session (a member on a break) plays nothing: no reality check to keep.
  const withdrawOnly = useSession((state) => state.withdrawOnly);
  const { pathname } = useLocation();
  // The chat room's code loads the first time the right bar or the footer opens it.
  const chatRoomOpen = useChatRoom((state) => state.open);
  useScrollOnNavigate();
  useDocumentTitle();
  useDepositReturn();
  useGoogleTag();

  if (whitelabel.isPending) return <FullPageLoader />;
  if (whitelabel.isError) {
    return <SettingsFailure error={whitelabel.error} onRetry={() => void whitelabel.refetch()} />;
  }

  const redirect = guardRedirect({
    pathname,
    loginedToHomePage: whitelabel.data.site.loginedToHomePage,
    hasToken,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      {/* Only the first page waits here: later ones keep the current page until they arrive. */}
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
      <SlowPageNotice />
      <RouteAuthModals />
      {chatRoomOpen && (
        <Suspense fallback={null}>
          <ChatRoomModal />
        </Suspense>
      )}
      {hasToken && !withdrawOnly && (
        <Suspense fallback={null}>
          <RealityCheckReminder />
        </Suspense>
      )}
    </>
  );
}

/** Without the site settings nothing can be shown safely: say why and offer a retry. */
function SettingsFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  return (
    <ErrorScreen
      fullPage
      title={t('failure.settingsTitle')}
      message={errorMessage(error)}
      actions={<ScreenButton onClick={onRetry}>{t('actions.retry')}</ScreenButton>}
    />
  );
}
