import { useCallback, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffSessionValue } from '@portal/shared/schemas/operator';
import { useStaff } from '../../auth/staff-context';
import { Notice } from '../../components/ui/primitives';
import { changeLanguage, consoleLanguages, type ConsoleLanguage } from '../../lib/i18n';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import styles from './sign-in.module.css';

/** Where a signed-in staff member goes: back to the page that asked for sign-in, or home. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  const next = params.get('next') ?? '/';
  // Only paths inside the console: never an address elsewhere.
  return next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

type Step =
  | { kind: 'password'; ended?: boolean }
  | { kind: 'code'; challenge: string; username: string }
  | { kind: 'enrol'; challenge: string; username: string }
  | { kind: 'recovery'; session: StaffSessionValue; codes: string[] };

/**
 * Signing in (decision 040): the password, then the authenticator's code (or a recovery code);
 * at the first sign-in, setting up the authenticator and saving the recovery codes instead.
 * The session is kept only once the codes are saved, so leaving the page never skips them.
 */
export default function SignInScreen() {
  const { t, i18n } = useTranslation('signIn');
  const { staff, signedIn, endedReason } = useStaff();
  const returnPath = useReturnPath();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const restart = useCallback(() => setStep({ kind: 'password', ended: true }), []);

  if (staff) return <Navigate to={returnPath} replace />;

  const title = {
    password: t('title'),
    code: t('code.title'),
    enrol: t('enrol.title'),
    recovery: t('recovery.title'),
  }[step.kind];

  return (
    <main className={styles.page}>
      <section
        className={[
          styles.card,
          step.kind === 'enrol' || step.kind === 'recovery' ? styles.wide : '',
        ]
          .filter(Boolean)
          .join(' ')}
        aria-labelledby="sign-in-title"
      >
        <h1 id="sign-in-title">{title}</h1>
        {step.kind === 'password' ? (
          <>
            <p className={styles.lead}>{t('lead')}</p>
            {step.ended ? (
              <Notice>{t('challengeEnded')}</Notice>
            ) : endedReason === 'expired' ? (
              <Notice>{t('common:state.sessionEnded')}</Notice>
            ) : null}
            <PasswordStep
              onPassed={({ next, challenge }, username) =>
                setStep({ kind: next === 'enrol' ? 'enrol' : 'code', challenge, username })
              }
            />
          </>
        ) : null}
        {step.kind === 'code' ? (
          <CodeStep
            challenge={step.challenge}
            username={step.username}
            onSignedIn={(session) => signedIn(session.token)}
            onChallengeEnded={restart}
            onStartOver={() => setStep({ kind: 'password' })}
          />
        ) : null}
        {step.kind === 'enrol' ? (
          <EnrolStep
            challenge={step.challenge}
            onEnrolled={({ recoveryCodes, ...session }) =>
              setStep({ kind: 'recovery', session, codes: recoveryCodes })
            }
            onChallengeEnded={restart}
          />
        ) : null}
        {step.kind === 'recovery' ? (
          <>
            <p className={styles.lead}>{t('recovery.lead')}</p>
            <RecoveryCodes
              codes={step.codes}
              username={step.session.username}
              continueLabel={t('recovery.continue')}
              onContinue={() => void signedIn(step.session.token)}
            />
          </>
        ) : null}
        {step.kind === 'enrol' ? (
          <div className={styles.links}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setStep({ kind: 'password' })}
            >
              {t('startOver')}
            </button>
          </div>
        ) : null}
        <footer className={styles.footer}>
          <label>
            {t('language')}
            <select
              value={i18n.language}
              onChange={(event) => void changeLanguage(event.target.value as ConsoleLanguage)}
            >
              {consoleLanguages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.label}
                </option>
              ))}
            </select>
          </label>
        </footer>
      </section>
    </main>
  );
}
