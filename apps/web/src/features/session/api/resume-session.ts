import { api } from '../../../lib/api-client';
import type { LoginValue } from '../types';

/**
 * A new session from the remember-me device cookie the server set at login (HttpOnly, so
 * script never sees it); answers NOT_LOGGED_IN when the device is not remembered any more.
 */
export const resumeSession = () =>
  api<LoginValue>('/wps/session/resume', { method: 'POST', body: {} });
