import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWhitelabel } from '../../../api/get-whitelabel';
import { paths } from '../../../config/paths';
import { loginFreePlay } from '../api/free-play';
import { useAffiliateFromUrl } from '../hooks/use-affiliate-from-url';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useSession } from '../hooks/use-session';
import type { AuthFormProps } from './auth-form-props';
import { AuthTabs } from './auth-tabs';
import { RegisterByRules } from './register-by-rules';
import { Button } from '../../../components/ui/button';
import styles from './form.module.css';

/**
 * Username registration, plus mobile registration as a second tab when mobileReg is on (the only
 * form when usernameEnabled is off), and a
 * free-play trial account when hasFreePlay is on.
 */
export function RegisterForm(props: AuthFormProps) {
  const { t } = useTranslation('auth');
  const flags = useWhitelabel().data?.register;
  const mobileReg = flags?.mobileReg ?? false;
  // Sign-up with a username off (the server keeps one way in): the mobile form only.
  const usernameReg = !mobileReg || (flags?.usernameEnabled ?? true);
  const [method, setMethod] = useState<'username' | 'mobile'>('username');
  const affiliate = useAffiliateFromUrl();
  const mode = mobileReg && (method === 'mobile' || !usernameReg) ? 'mobile' : 'username';
  return (
    <>
      {mobileReg && usernameReg && (
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
      <RegisterByRules key={mode} mode={mode} affiliate={affiliate} {...props} />
      {flags?.hasFreePlay && <FreePlay onSuccess={props.onSuccess} />}
    </>
  );
}

/** A trial account signed in at once (spec section 4); real-money actions stay blocked. */
function FreePlay({ onSuccess }: Pick<AuthFormProps, 'onSuccess'>) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const navigate = useNavigate();
  const freePlayCall = useMutation({
    mutationFn: loginFreePlay,
    onSuccess: (value) => {
      useSession.getState().signIn(value);
      onSuccess();
      void navigate(paths.home);
    },
  });
  return (
    <div className={`${styles.form} ${styles.separated}`}>
      {freePlayCall.isError && (
        <p role="alert" className={styles.alert}>
          {errorMessage(freePlayCall.error)}
        </p>
      )}
      <Button
        variant="ghost"
        size="lg"
        block
        busy={freePlayCall.isPending}
        onClick={() => freePlayCall.mutate()}
      >
        {t('register.freePlay')}
      </Button>
    </div>
  );
}
