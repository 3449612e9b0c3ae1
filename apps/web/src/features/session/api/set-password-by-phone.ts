import { api } from '../../../lib/api-client';

export interface SetPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/** Sets a new password proven by an SMS code (spec section 7, /wps/member/password/verification). */
export const setPasswordByPhone = (payload: SetPasswordByPhonePayload) =>
  api<null>('/wps/member/password/verification', { method: 'POST', body: payload });
