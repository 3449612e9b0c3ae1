import type { AuthModal, AuthModalContext } from '../hooks/use-auth-modal';

export interface AuthFormProps {
  /** Called after a successful sign-in or sign-up: the modal closes. */
  onSuccess: () => void;
  /** Switches to another account modal. */
  onOpen: (modal: AuthModal, context?: AuthModalContext) => void;
  /** Why the modal opened (forced password change, reset link...). */
  context: AuthModalContext;
}
