import type { z } from 'zod';
import type { SmsCodeValue, totpSetupValueSchema } from '@portal/shared/schemas/account';
import { api } from '../../../lib/api-client';

/** The changes the security page makes (spec section 7 and the account schemas). */

export const updateNickname = (nickname: string) =>
  api<null>('/wps/member/nickname', { method: 'PUT', body: { nickname } });

export interface MobileNumberPayload {
  mobileNum: string;
  countryDialingCode: string;
}

/** Sends a code to the new number; the answer gives its validity for the resend countdown. */
export const sendBindMobileCode = (payload: MobileNumberPayload) =>
  api<SmsCodeValue>('/wps/member/mobile/code', { method: 'POST', body: payload });

export const bindMobile = (payload: MobileNumberPayload & { verificationCode: string }) =>
  api<null>('/wps/member/mobile', { method: 'PUT', body: payload });

export const sendBindEmailCode = (payload: { email: string }) =>
  api<SmsCodeValue>('/wps/member/email/code', { method: 'POST', body: payload });

export const bindEmail = (payload: { email: string; verificationCode: string }) =>
  api<null>('/wps/member/email', { method: 'PUT', body: payload });

export interface PaymentPasswordPayload {
  loginPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** Sets the six-digit payment password, proven by the login password (sent encrypted). */
export const setPaymentPassword = (payload: PaymentPasswordPayload) =>
  api<null>('/wps/member/password/payment', { method: 'PUT', body: payload, encrypted: true });

export const setPayeeName = (payeeName: string) =>
  api<null>('/wps/member/payeeName', { method: 'PUT', body: { payeeName } });

export type TotpSetup = z.infer<typeof totpSetupValueSchema>;

/** A new Google Authenticator secret; it is not active until a code from it is confirmed. */
export const setUpTotp = () => api<TotpSetup>('/wps/member/totp/setup', { method: 'POST' });

export const enableTotp = (code: string) =>
  api<null>('/wps/member/totp/enable', { method: 'POST', body: { code } });

export const disableTotp = (code: string) =>
  api<null>('/wps/member/totp/disable', { method: 'POST', body: { code } });
