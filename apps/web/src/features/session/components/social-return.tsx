import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SocialLinkRequiredValue } from '@portal/shared/schemas/social-sign-in';
import { Spinner } from '../../../components/ui/spinner';
import { completeSocialSignIn, telegramSignIn } from '../api/social-sign-in';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFinishLogin } from '../hooks/use-finish-login';
import { telegramAuthFromHash } from '../telegram-login';
import type { LoginChallengeValue, LoginValue } from '../types';
import { LoginVerification } from './login-verification';
import { SocialLinkForm } from './social-link-form';
import { socialOutcome } from './social-outcome';
import styles from './form.module.css';

type Step =
  | { kind: 'working' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'link'; link: SocialLinkRequiredValue }
  | { kind: 'challenge'; challenge: LoginChallengeValue };

/** The provider came back without an answer (the person cancelled, or it refused). */
class SignInCancelled extends Error {}

/** Completes the sign-in with what the provider put in the address. */
function completeFromAddress(
  provider: string,
  location: { search: string; hash: string },
): Promise<LoginValue> {
  if (provider === 'telegram') {
    const auth = telegramAuthFromHash(location.hash);
    return auth ? telegramSignIn({ auth }) : Promise.reject(new SignInCancelled());
  }
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  if ((provider !== 'google' && provider !== 'facebook') || !code || !state) {
    return Promise.reject(new SignInCancelled());
  }
  return completeSocialSignIn({ provider, code, state, ...(iss ? { iss } : {}) });
}

/**
 * The page the provider sends the browser back to (decision 056): it completes the sign-in,
 * and goes on with the new-IP check or the link by password when the server asks for them.
 */
export function SocialReturn({
  provider,
  onDone,
  onRestart,
}: {
  provider: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const location = useLocation();
  const finishLogin = useFinishLogin(onDone);
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const started = useRef(false);
  const handlers = {
    onSuccess: (value: LoginValue) => finishLogin(value),
    onChallenge: (challenge: LoginChallengeValue) => setStep({ kind: 'challenge', challenge }),
    onLink: (link: SocialLinkRequiredValue) => setStep({ kind: 'link', link }),
  };

  useEffect(() => {
    // The code is single use: one completion per page, even when effects run twice.
    if (started.current) return;
    started.current = true;
    const outcome = socialOutcome(handlers);
    completeFromAddress(provider, location).then(outcome.onSuccess, (error: unknown) => {
      if (outcome.handled(error)) outcome.onError(error);
      else setStep({ kind: 'failed', error });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the address it came with
  }, []);

  switch (step.kind) {
    case 'working':
      return (
        <p role="status" className={styles.intro}>
          <Spinner /> {t('social.completing')}
        </p>
      );
    case 'challenge':
      return (
        <LoginVerification
          challenge={step.challenge}
          onVerified={handlers.onSuccess}
          onExpired={(error) => setStep({ kind: 'failed', error })}
          onBack={onRestart}
        />
      );
    case 'link':
      return (
        <SocialLinkForm
          link={step.link}
          onSuccess={handlers.onSuccess}
          onChallenge={handlers.onChallenge}
          onBack={onRestart}
        />
      );
    case 'failed':
      return (
        <div className={styles.form}>
          <p role="alert" className={styles.alert}>
            {step.error instanceof SignInCancelled ? t('social.failed') : errorMessage(step.error)}
          </p>
          <p className={styles.row}>
            <button type="button" className={styles.link} onClick={onRestart}>
              {t('register.toLogin')}
            </button>
          </p>
        </div>
      );
  }
}
