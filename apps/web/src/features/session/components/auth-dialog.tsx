import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modals/modal';
import type { AuthModal } from '../hooks/use-auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm, type AuthFormProps } from './login-form';
import { RegisterForm } from './register-form';

const TITLE_KEYS = {
  login: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
} as const satisfies Record<AuthModal, string>;

interface AuthDialogProps extends AuthFormProps {
  modal: AuthModal;
  onClose: () => void;
}

/** The login, register and forgot-password modals (loaded only when one opens). */
export function AuthDialog({ modal, onClose, ...formProps }: AuthDialogProps) {
  const { t } = useTranslation('header');
  const Form =
    modal === 'login' ? LoginForm : modal === 'register' ? RegisterForm : ForgotPasswordForm;
  return (
    <Modal open onClose={onClose} title={t(TITLE_KEYS[modal])} width={460}>
      <Form {...formProps} />
    </Modal>
  );
}
