import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

/** Signs in with a fresh trial account (spec section 4, hasFreePlay). */
export const loginFreePlay = () =>
  api<LoginValue>('/wps/session/login/freeplay', { method: 'POST', body: {} });
