import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import { preparePayloadEncryption } from '../../../lib/payload-encryption';
import type { AuthModal } from '../hooks/use-auth-modal';
import type { AuthFormProps } from './auth-form-props';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const FORMS = {
  login: LoginForm,
  register: RegisterForm,
  forgot: ForgotPasswordForm,
  changePassword: ChangePasswordForm,
  resetPassword: ResetPasswordForm,
} satisfies Record<AuthModal, (props: AuthFormProps) => ReactNode>;

const TITLE_KEYS = {
  login: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
  changePassword: 'change.title',
  resetPassword: 'reset.title',
} as const satisfies Record<AuthModal, string>;

interface AuthDialogProps extends AuthFormProps {
  modal: AuthModal;
  onClose: () => void;
}

/** The account modals (loaded only when one opens). */
export function AuthDialog({ modal, onClose, ...formProps }: AuthDialogProps) {
  const { t } = useTranslation('auth');
  // Every one of these forms ends in an encrypted call: fetch the server's key meanwhile.
  useEffect(() => preparePayloadEncryption(), []);
  const Form = FORMS[modal];
  // A forced password change is the way in: no close button, Escape does nothing.
  const closable = !(modal === 'changePassword' && formProps.context.forced);
  return (
    <Modal open onClose={onClose} title={t(TITLE_KEYS[modal])} width={460} closable={closable}>
      <Form key={modal} {...formProps} />
    </Modal>
  );
}
