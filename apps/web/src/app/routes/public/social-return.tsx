import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Modal } from '../../../components/modals/modal';
import { paths } from '../../../config/paths';
import { SocialReturn } from '../../../features/session/components/social-return';
import { useAuthModal } from '../../../features/session/hooks/use-auth-modal';
import { preparePayloadEncryption } from '../../../lib/payload-encryption';

/** /social-login/:provider: where Google, Facebook and Telegram send the browser back. */
export function SocialReturnRoute() {
  const { t } = useTranslation('auth');
  const { provider = '' } = useParams();
  const navigate = useNavigate();
  const open = useAuthModal((state) => state.open);
  // Linking by password is an encrypted call: fetch the server's key meanwhile.
  useEffect(() => preparePayloadEncryption(), []);
  const home = () => void navigate(paths.home, { replace: true });
  return (
    <Modal open onClose={home} title={t('social.title')} width={460}>
      <SocialReturn
        provider={provider}
        onDone={home}
        onRestart={() => {
          home();
          open('login');
        }}
      />
    </Modal>
  );
}
