import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../../api/get-whitelabel';
import type { LoginChallengeValue } from '../types';
import { useFinishLogin } from '../hooks/use-finish-login';
import type { AuthFormProps } from './auth-form-props';
import { AuthTabs } from './auth-tabs';
import { BreakLogin, type BreakRefusal } from './break-login';
import { LoginByMobile } from './login-by-mobile';
import { LoginByUsername } from './login-by-username';
import { LoginVerification } from './login-verification';
import { SocialButtons } from './social-buttons';
import { SocialLinkForm } from './social-link-form';
import type { SocialLinkRequiredValue } from '@portal/shared/schemas/social-sign-in';
import styles from './form.module.css';

interface PendingChallenge {
  challenge: LoginChallengeValue;
  username: string;
  /** The password typed, for a forced password change right after the check. */
  password: string;
  /** A login during a break, to withdraw the balance. */
  withdrawOnly?: boolean;
}

/**
 * Username login, plus mobile-code login as a second tab when showVerCodeLogin is on (the only
 * form when pwdEnabled is off). A login
 * from a new IP address continues with the verification step in the same modal, and one
 * refused by a break shows the break (and the way to withdraw) instead of the form. The social
 * sign-in buttons the server offers sit under the form (decision 056).
 */
export function LoginForm(props: AuthFormProps) {
  const { t } = useTranslation('auth');
  const flags = useWhitelabel().data?.register;
  const showVerCodeLogin = flags?.showVerCodeLogin ?? false;
  // Password login off (the server keeps one way in): the mobile code is the only form.
  const passwordLogin = !showVerCodeLogin || (flags?.pwdEnabled ?? true);
  const [chosen, setMethod] = useState<'username' | 'mobile'>('username');
  const method = passwordLogin ? chosen : 'mobile';
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const [expired, setExpired] = useState<unknown>(null);
  const [username, setUsername] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<BreakRefusal | null>(null);
  const [link, setLink] = useState<SocialLinkRequiredValue | null>(null);
  const finishLogin = useFinishLogin(props.onSuccess);
  // A social sign-in checked from a new IP: no password was typed.
  const socialChallenge = (challenge: LoginChallengeValue) => {
    setLink(null);
    setPending({ challenge, username: '', password: '' });
  };

  if (pending) {
    return (
      <LoginVerification
        challenge={pending.challenge}
        onVerified={(value) =>
          finishLogin(value, pending.password, { withdrawOnly: pending.withdrawOnly === true })
        }
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

  if (link) {
    return (
      <SocialLinkForm
        link={link}
        onSuccess={(value) => finishLogin(value)}
        onChallenge={socialChallenge}
        onBack={() => setLink(null)}
      />
    );
  }

  if (refusal) {
    return (
      <BreakLogin
        refusal={refusal}
        onSuccess={props.onSuccess}
        onChallenge={(challenge) => {
          setPending({
            challenge,
            username: refusal.payload.username,
            password: refusal.payload.password,
            withdrawOnly: true,
          });
          setRefusal(null);
        }}
        onBack={() => {
          setUsername(refusal.payload.username);
          setRefusal(null);
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
      {showVerCodeLogin && passwordLogin && (
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
          onBreak={(next) => {
            setExpired(null);
            setRefusal(next);
          }}
        />
      )}
      <SocialButtons
        onSuccess={(value) => finishLogin(value)}
        onChallenge={socialChallenge}
        onLink={setLink}
      />
    </>
  );
}
