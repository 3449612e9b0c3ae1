import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useAuthModal } from '../hooks/use-auth-modal';

const AuthDialog = lazyComponent(() => import('./auth-dialog').then((m) => m.AuthDialog));

interface AuthModalsProps {
  onClosed?: () => void;
  onSignedIn?: () => void;
}

/** Hosts the account modals; their code loads the first time one opens. */
export function AuthModals({ onClosed, onSignedIn }: AuthModalsProps) {
  const modal = useAuthModal((state) => state.modal);
  const open = useAuthModal((state) => state.open);
  const close = useAuthModal((state) => state.close);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        modal={modal}
        onOpen={open}
        onClose={() => {
          close();
          onClosed?.();
        }}
        onSuccess={() => {
          close();
          onSignedIn?.();
        }}
      />
    </Suspense>
  );
}
