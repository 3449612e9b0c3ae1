import { Suspense } from 'react';
import i18next from 'i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { useHasSession } from '../../../features/session/hooks/use-session';
import { AuthButtons } from '../../../features/session/components/auth-buttons';

// Visitors never need the member's panel; it loads once there is a session, together with the
// member texts it shows (not part of the first-load translations).
const LoggedInPanel = lazyComponent(() =>
  Promise.all([
    import('../../../features/member-centre/components/logged-in-panel'),
    i18next.loadNamespaces('member').catch(() => undefined),
  ]).then(([m]) => m.LoggedInPanel),
);

/** The header's account corner: sign-in buttons, or the member's panel with a session. */
export function AccountArea() {
  if (!useHasSession()) return <AuthButtons />;
  return (
    <Suspense fallback={null}>
      <LoggedInPanel />
    </Suspense>
  );
}
