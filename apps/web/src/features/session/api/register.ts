import { api } from '../../../lib/api-client';
import type { LoginValue, RegisterPayload } from '../types';

type SiteFields = 'registerMethod' | 'registerUrl' | 'domain';

/** Registration by username (encrypted); the server answers with the new member's login. */
export const register = (payload: Omit<RegisterPayload, SiteFields>) =>
  api<LoginValue>('/wps/member/register', {
    method: 'PUT',
    body: {
      ...payload,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
    },
    encrypted: true,
  });
