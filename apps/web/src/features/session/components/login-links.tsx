import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import type { AuthFormProps } from './auth-form-props';
import styles from './form.module.css';

/**
 * The way to registration, only while direct registration (DIRECTREG3) is on. Social login
 * buttons (Facebook, Google, Telegram) would join here once the site has a social-login
 * configuration; there is none yet, so none are shown.
 */
export function LoginLinks({ onOpen }: Pick<AuthFormProps, 'onOpen'>) {
  const { t } = useTranslation('auth');
  const canRegister = useModuleEnabled('DIRECTREG3');
  if (!canRegister) return null;
  return (
    <p className={styles.row}>
      {t('login.noAccount')}
      <button type="button" className={styles.link} onClick={() => onOpen('register')}>
        {t('login.toRegister')}
      </button>
    </p>
  );
}
