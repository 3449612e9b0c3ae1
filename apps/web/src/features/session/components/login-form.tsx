import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { AuthTabs } from './auth-tabs';
import { LoginByMobile } from './login-by-mobile';
import { LoginByUsername } from './login-by-username';

export interface AuthFormProps {
  /** Called after a successful sign-in or sign-up. */
  onSuccess: () => void;
  onOpen: (modal: 'login' | 'register' | 'forgot') => void;
}

/** Username login, plus mobile-code login as a second tab when showVerCodeLogin is on. */
export function LoginForm(props: AuthFormProps) {
  const { t } = useTranslation('header');
  const showVerCodeLogin = useWhitelabel().data?.register.showVerCodeLogin ?? false;
  const [method, setMethod] = useState<'username' | 'mobile'>('username');
  return (
    <>
      {showVerCodeLogin && (
        <AuthTabs
          label={t('login.methods')}
          value={method}
          onChange={setMethod}
          tabs={[
            { value: 'username', label: t('login.byUsername') },
            { value: 'mobile', label: t('login.byMobile') },
          ]}
        />
      )}
      {showVerCodeLogin && method === 'mobile' ? (
        <LoginByMobile {...props} />
      ) : (
        <LoginByUsername {...props} />
      )}
    </>
  );
}
