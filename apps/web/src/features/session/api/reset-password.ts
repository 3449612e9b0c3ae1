import { api } from '../../../lib/api-client';

export interface ResetPasswordPayload {
  /** The token of the emailed link (?resetPassword=...). */
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Sets a new password with the emailed reset link (encrypted, /wps/member/password/reset). */
export const resetPassword = (payload: ResetPasswordPayload) =>
  api<null>('/wps/member/password/reset', { method: 'POST', body: payload, encrypted: true });
