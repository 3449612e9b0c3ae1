import { api } from '../../../lib/api-client';
import type { LoginValue, RegisterMobilePayload } from '../types';

type SiteFields = 'registerMethod' | 'registerUrl' | 'domain';

/** Registration by mobile number (encrypted, spec section 7, /wps/member/register/mobile). */
export const registerMobile = (payload: Omit<RegisterMobilePayload, SiteFields>) =>
  api<LoginValue>('/wps/member/register/mobile', {
    method: 'PUT',
    body: {
      ...payload,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.host,
    },
    encrypted: true,
  });
