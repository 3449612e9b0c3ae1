import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { getAffiliate } from '../api/get-affiliate';

/**
 * Invitation links carry the agent's code as `?affiliateCode=` (the registration field's name);
 * `?code=` is accepted as the short form of shared links. The first one present wins.
 */
export const AFFILIATE_PARAMS = ['affiliateCode', 'code'] as const;

export interface AffiliateFromUrl {
  /** none: no code in the address; checking: asking the server; valid or invalid after. */
  status: 'none' | 'checking' | 'valid' | 'invalid';
  code: string;
  /** The inviting agent's account when the code is valid. */
  agent: string | null;
}

export function affiliateCodeOf(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of AFFILIATE_PARAMS) {
    const code = params.get(name)?.trim();
    if (code) return code.slice(0, 64);
  }
  return '';
}

/** The invitation code of the address, resolved once per code (GET /wps/agent/affiliate). */
export function useAffiliateFromUrl(): AffiliateFromUrl {
  const code = affiliateCodeOf(useLocation().search);
  const query = useQuery({
    queryKey: ['agent', 'affiliate', code],
    queryFn: ({ signal }) => getAffiliate(code, signal),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });
  if (!code) return { status: 'none', code, agent: null };
  if (query.isPending) return { status: 'checking', code, agent: null };
  if (query.data?.valid) return { status: 'valid', code, agent: query.data.agent };
  // A code that cannot be confirmed is shown in the field, where it can be fixed or removed.
  return { status: 'invalid', code, agent: null };
}
