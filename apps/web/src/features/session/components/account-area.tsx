import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useHasSession } from '../hooks/use-session';
import { AuthButtons } from './auth-buttons';

// Visitors never need the member's panel; it loads once there is a session.
const LoggedInPanel = lazyComponent(() => import('./logged-in-panel').then((m) => m.LoggedInPanel));

/** The header's account corner: sign-in buttons, or the member's panel with a session. */
export function AccountArea() {
  if (!useHasSession()) return <AuthButtons />;
  return (
    <Suspense fallback={null}>
      <LoggedInPanel />
    </Suspense>
  );
}
