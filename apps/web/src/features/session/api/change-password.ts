import { api } from '../../../lib/api-client';

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Changes the signed-in member's password (encrypted); other sessions end (spec section 7). */
export const changePassword = (payload: ChangePasswordPayload) =>
  api<null>('/wps/member/password', { method: 'POST', body: payload, encrypted: true });
