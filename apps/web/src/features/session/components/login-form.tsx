import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import type { LoginChallengeValue } from '../types';
import { useFinishLogin } from '../hooks/use-finish-login';
import type { AuthFormProps } from './auth-form-props';
import { AuthTabs } from './auth-tabs';
import { LoginByMobile } from './login-by-mobile';
import { LoginByUsername } from './login-by-username';
import { LoginVerification } from './login-verification';
import styles from './form.module.css';

interface PendingChallenge {
  challenge: LoginChallengeValue;
  username: string;
  /** The password typed, for a forced password change right after the check. */
  password: string;
}

/**
 * Username login, plus mobile-code login as a second tab when showVerCodeLogin is on. A login
 * from a new IP address continues with the verification step in the same modal.
 */
export function LoginForm(props: AuthFormProps) {
  const { t } = useTranslation('auth');
  const showVerCodeLogin = useWhitelabel().data?.register.showVerCodeLogin ?? false;
  const [method, setMethod] = useState<'username' | 'mobile'>('username');
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const [expired, setExpired] = useState<unknown>(null);
  const [username, setUsername] = useState<string | undefined>(undefined);
  const finishLogin = useFinishLogin(props.onSuccess);

  if (pending) {
    return (
      <LoginVerification
        challenge={pending.challenge}
        onVerified={(value) => finishLogin(value, pending.password)}
        onExpired={(error) => {
          setExpired(error);
          setUsername(pending.username);
          setPending(null);
        }}
        onBack={() => {
          setUsername(pending.username);
          setPending(null);
        }}
      />
    );
  }

  return (
    <>
      {props.context.notice === 'passwordReset' && (
        <p role="status" className={`${styles.notice} ${styles.spaced}`}>
          {t('reset.done')}
        </p>
      )}
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
        <LoginByUsername
          {...props}
          initialError={expired}
          initialUsername={username}
          onChallenge={(challenge, name, password) => {
            setExpired(null);
            setPending({ challenge, username: name, password });
          }}
        />
      )}
    </>
  );
}
