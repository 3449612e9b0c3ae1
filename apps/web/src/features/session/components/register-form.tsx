import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { AuthTabs } from './auth-tabs';
import type { AuthFormProps } from './login-form';
import { RegisterByMobile } from './register-by-mobile';
import { RegisterByUsername } from './register-by-username';

/** Username registration, plus mobile registration as a second tab when mobileReg is on. */
export function RegisterForm(props: AuthFormProps) {
  const { t } = useTranslation('header');
  const mobileReg = useWhitelabel().data?.register.mobileReg ?? false;
  const [method, setMethod] = useState<'username' | 'mobile'>('username');
  return (
    <>
      {mobileReg && (
        <AuthTabs
          label={t('register.methods')}
          value={method}
          onChange={setMethod}
          tabs={[
            { value: 'username', label: t('register.byUsername') },
            { value: 'mobile', label: t('register.byMobile') },
          ]}
        />
      )}
      {mobileReg && method === 'mobile' ? (
        <RegisterByMobile {...props} />
      ) : (
        <RegisterByUsername {...props} />
      )}
    </>
  );
}
