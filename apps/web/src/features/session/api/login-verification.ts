import { api } from '../../../lib/api-client';
import type { LoginValue, SmsCodeValue, VerificationMethod } from '../types';

/** Sends the SMS or email code that answers a new-IP login check. */
export const sendChallengeCode = (payload: { ticket: string; method: 'sms' | 'email' }) =>
  api<SmsCodeValue | null>('/wps/session/login/verification/code', {
    method: 'POST',
    body: payload,
  });

/** Answers a new-IP login check (encrypted); the answer completes the login. */
export const answerChallenge = (payload: {
  ticket: string;
  method: VerificationMethod;
  answer: string;
}) =>
  api<LoginValue>('/wps/session/login/verification', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });
