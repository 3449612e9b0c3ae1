import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

export interface SetPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/**
 * Sets a new password proven by an SMS code (encrypted, /wps/member/password/verification);
 * the answer signs the member in with that number (spec section 4).
 */
export const setPasswordByPhone = (payload: SetPasswordByPhonePayload) =>
  api<LoginValue>('/wps/member/password/verification', {
    method: 'POST',
    body: payload,
    encrypted: true,
  });
