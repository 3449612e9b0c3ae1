import type { z } from 'zod';
import type { affiliateValueSchema } from '@portal/shared/schemas/account';
import { api } from '../../../lib/api-client';

/** Whether the code is an agent's, and that agent's account (null when it is not valid). */
export type AffiliateValue = z.infer<typeof affiliateValueSchema>;

/** Whether an invitation code belongs to an agent of this site (spec section 7). */
export const getAffiliate = (code: string, signal?: AbortSignal) =>
  api<AffiliateValue>('/wps/agent/affiliate', {
    query: { code, domain: window.location.host },
    signal,
  });
