import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../api/get-whitelabel';
import type { AuthFormProps } from './auth-form-props';
import { AuthTabs } from './auth-tabs';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';

/** Password reset by email, or by phone when the CHNGPASSVERIF3 module is on. */
export function ForgotPasswordForm(props: AuthFormProps) {
  const { t } = useTranslation('auth');
  const byPhone = useModuleEnabled('CHNGPASSVERIF3');
  const [method, setMethod] = useState<'email' | 'phone'>('email');
  return (
    <>
      {byPhone && (
        <AuthTabs
          label={t('forgot.methods')}
          value={method}
          onChange={setMethod}
          tabs={[
            { value: 'email', label: t('forgot.byEmail') },
            { value: 'phone', label: t('forgot.byPhone') },
          ]}
        />
      )}
      {byPhone && method === 'phone' ? <ForgotByPhone {...props} /> : <ForgotByEmail {...props} />}
    </>
  );
}
