import { api } from '../../../lib/api-client';

export interface AffiliateValue {
  valid: boolean;
  /** The inviting agent's account; null when the code is not valid. */
  agent: string | null;
}

/** Whether an invitation code belongs to an agent of this site (spec section 7). */
export const getAffiliate = (code: string, signal?: AbortSignal) =>
  api<AffiliateValue>('/wps/agent/affiliate', {
    query: { code, domain: window.location.host },
    signal,
  });
