import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { useBreakTaken } from '../../safer-play/break-taken';
import { useAuthModal } from '../hooks/use-auth-modal';

const AuthDialog = lazyComponent(() => import('./auth-dialog').then((m) => m.AuthDialog));
const BreakTakenDialog = lazyComponent(() =>
  import('../../safer-play/components/break-taken-dialog').then((m) => m.BreakTakenDialog),
);

interface AuthModalsProps {
  onClosed?: () => void;
  onSignedIn?: () => void;
}

/** Starts loading the modals' texts together with their code instead of after it. */
function AuthTexts() {
  useTranslation('auth', { useSuspense: false });
  return null;
}

/**
 * Hosts the account modals; their code and texts load the first time one opens. Also tells a
 * member who just took a break, and was logged out by it, when the break ends.
 */
export function AuthModals({ onClosed, onSignedIn }: AuthModalsProps) {
  const modal = useAuthModal((state) => state.modal);
  const context = useAuthModal((state) => state.context);
  const open = useAuthModal((state) => state.open);
  const close = useAuthModal((state) => state.close);
  const breakTaken = useBreakTaken((state) => state.taken !== null);
  if (!modal) {
    return breakTaken ? (
      <Suspense fallback={null}>
        <BreakTakenDialog />
      </Suspense>
    ) : null;
  }
  return (
    <>
      <AuthTexts />
      <Suspense fallback={null}>
        <AuthDialog
          modal={modal}
          context={context}
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
    </>
  );
}
