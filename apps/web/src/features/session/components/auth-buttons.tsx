import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import { useAuthModal } from '../hooks/use-auth-modal';
import styles from '../../../components/layouts/header/account.module.css';

/** Login, and Register when the DIRECTREG3 module is on. */
export function AuthButtons() {
  const { t } = useTranslation('header');
  const canRegister = useModuleEnabled('DIRECTREG3');
  const open = useAuthModal((state) => state.open);
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.ghost} onClick={() => open('login')}>
        {t('account.login')}
      </button>
      {canRegister && (
        <button type="button" className={styles.cta} onClick={() => open('register')}>
          {t('account.register')}
        </button>
      )}
    </div>
  );
}
