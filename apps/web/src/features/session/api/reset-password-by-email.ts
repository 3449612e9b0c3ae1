import { api } from '../../../lib/api-client';

/** Asks for a password-reset email; the call is form-encoded (spec section 7). */
export const resetPasswordByEmail = (payload: { username: string; email: string }) =>
  api<null>('/wps/member/password/email', {
    method: 'POST',
    body: new URLSearchParams(payload),
  });
