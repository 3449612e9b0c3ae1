import { api } from '../../../lib/api-client';
import type { LoginPayload, LoginValue } from '../types';

/** POST /wps/session/login (encrypted): password, SMS-code or firebase login. */
export const login = (payload: LoginPayload) =>
  api<LoginValue>('/wps/session/login', { method: 'POST', body: payload, encrypted: true });
