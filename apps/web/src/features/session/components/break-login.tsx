import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useMoney } from '../../../components/ui/use-money';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { askToReturn, type BreakLoginValue } from '../../safer-play/api/safer-play';
import { login } from '../api/login';
import { useAuthErrorMessage } from '../hooks/use-auth-error-message';
import { useFinishLogin } from '../hooks/use-finish-login';
import type { LoginChallengeValue, LoginPayload } from '../types';
import styles from './form.module.css';

/** The login answers that tell of a break rather than a failure. */
export const BREAK_LOGIN_CODES = [
  'PLAY_BREAK_ACTIVE',
  'EXCLUSION_RETURN_REQUIRED',
  'EXCLUSION_RETURN_PENDING',
] as const;
export type BreakLoginCode = (typeof BREAK_LOGIN_CODES)[number];

export const isBreakLoginCode = (code: string): code is BreakLoginCode =>
  (BREAK_LOGIN_CODES as readonly string[]).includes(code);

/** A login refused by a break, with what was typed (held in memory until the modal closes). */
export interface BreakRefusal {
  code: BreakLoginCode;
  value: Record<string, unknown> | null;
  payload: LoginPayload;
}

interface BreakLoginProps {
  refusal: BreakRefusal;
  onSuccess: () => void;
  /** A login from a new IP address waits for the verification step. */
  onChallenge: (challenge: LoginChallengeValue) => void;
  onBack: () => void;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Login during a break (spec: safer play). A running break shows its end and nothing else but,
 * with money on the account, "Withdraw my balance": a login whose session can only withdraw.
 * After a self-exclusion: ask to return, then the time the account opens again.
 */
export function BreakLogin({ refusal, onSuccess, onChallenge, onBack }: BreakLoginProps) {
  const { t, i18n } = useTranslation('safer');
  const money = useMoney();
  const errorMessage = useAuthErrorMessage();
  const finishLogin = useFinishLogin(onSuccess);
  const [returnAt, setReturnAt] = useState<string | null>(
    refusal.code === 'EXCLUSION_RETURN_PENDING' ? text(refusal.value?.returnAt) : null,
  );
  const when = (at: string) => formatDateTime(at, i18n.language);
  const { username, password } = refusal.payload;

  const withdrawCall = useMutation({
    // The captcha answered for the first attempt is spent: this login goes without it.
    mutationFn: () => {
      const { captcha: _spent, ...payload } = refusal.payload;
      return login({ ...payload, purpose: 'withdraw' } as LoginPayload);
    },
    onSuccess: (value) => finishLogin(value, password, { withdrawOnly: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.errorCode === 'LOGIN_VERIFICATION_REQUIRED') {
        const challenge = error.value as LoginChallengeValue | null;
        if (challenge?.ticket) onChallenge(challenge);
      }
    },
  });
  const returnCall = useMutation({
    mutationFn: () => askToReturn({ username, password }),
    onSuccess: (value) => setReturnAt(value.returnAt),
  });
  const failure = withdrawCall.error ?? returnCall.error;

  let title: string;
  let body: string[];
  let action: { label: string; run: () => void; busy: boolean } | null = null;
  if (returnAt !== null) {
    title = t('login.returnPendingTitle');
    body = [t('login.returnPending', { time: when(returnAt) })];
  } else if (refusal.code === 'EXCLUSION_RETURN_REQUIRED') {
    const endedAt = text(refusal.value?.endedAt);
    title = t('login.returnRequiredTitle');
    body = [t('login.returnRequired', { time: endedAt ? when(endedAt) : '' })];
    action = {
      label: t('login.askReturn'),
      run: () => returnCall.mutate(),
      busy: returnCall.isPending,
    };
  } else {
    const value = (refusal.value ?? {}) as Partial<BreakLoginValue>;
    const endsAt = text(value.endsAt);
    const balance = typeof value.balance === 'number' ? value.balance : 0;
    title = t('login.title');
    body = [
      endsAt === null
        ? t('login.permanent')
        : t('login.until', {
            what: t(`break.what.${value.kind === 'timeout' ? 'timeout' : 'exclusion'}`),
            time: when(endsAt),
          }),
      t('login.nothingElse'),
    ];
    if (balance > 0) {
      body.push(t('login.balance', { amount: money(balance) }));
      action = {
        label: t('login.withdraw'),
        run: () => withdrawCall.mutate(),
        busy: withdrawCall.isPending,
      };
    }
  }

  return (
    <div className={styles.form} data-testid="break-login">
      <h3 className={styles.stepTitle}>{title}</h3>
      {body.map((line) => (
        <p key={line} className={styles.intro}>
          {line}
        </p>
      ))}
      {failure !== null && (
        <p role="alert" className={styles.alert}>
          {errorMessage(failure)}
        </p>
      )}
      {action && (
        <Button size="lg" block busy={action.busy} onClick={action.run}>
          {action.label}
        </Button>
      )}
      <button type="button" className={styles.link} onClick={onBack}>
        {t('login.back')}
      </button>
    </div>
  );
}
