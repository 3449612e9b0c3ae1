import type {
  StaffEnrolConfirmValue,
  StaffEnrolStartValue,
  StaffLoginPayload,
  StaffLoginValue,
  StaffRecoveryCodesValue,
  StaffSessionValue,
} from '@portal/shared/schemas/operator';
import { api, ApiError } from '../../api/client';

/** The calls of the two sign-in steps and of the own second factor (decision 040). */

/** The password step: a challenge for the code step or for enrolling an authenticator. */
export const logIn = (payload: StaffLoginPayload) =>
  api<StaffLoginValue>('/session/login', { body: payload });

/** The code step: an authenticator code or a recovery code opens the session. */
export const verify = (challenge: string, code: string) =>
  api<StaffSessionValue>('/session/verify', { body: { challenge, code } });

/** First sign-in: a new secret for the authenticator app. */
export const startEnrolment = (challenge: string) =>
  api<StaffEnrolStartValue>('/session/enrol/start', { body: { challenge } });

/** The new secret's first code: the session and ten recovery codes, shown once. */
export const confirmEnrolment = (challenge: string, code: string) =>
  api<StaffEnrolConfirmValue>('/session/enrol/confirm', { body: { challenge, code } });

/** Ten new recovery codes against a current authenticator code. */
export const regenerateRecoveryCodes = (code: string) =>
  api<StaffRecoveryCodesValue>('/session/recovery-codes', { body: { code } });

/** The challenge is over (timed out, or five wrong codes): sign in again from the password. */
export const challengeEnded = (error: unknown) =>
  error instanceof ApiError && error.errorCode === 'VERIFICATION_EXPIRED';

/** What the server adds to a refusal: tries left on the challenge, or the wait of a lock. */
export function refusalValue(error: unknown): {
  attemptsLeft?: number;
  retryAfterSeconds?: number;
} {
  if (!(error instanceof ApiError) || !error.value) return {};
  const { attemptsLeft, retryAfterSeconds } = error.value as Record<string, unknown>;
  return {
    ...(typeof attemptsLeft === 'number' ? { attemptsLeft } : {}),
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}
