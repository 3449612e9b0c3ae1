import { queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_AGE, type MinimumAge } from '@portal/shared/constants/limits';
import type { PermissionInfo, WhitelabelNode } from '@portal/shared/schemas/system';
import { api } from '../lib/api-client';

export const getWhitelabel = (signal?: AbortSignal) =>
  api<{ info: PermissionInfo }>('/wps/system/whitelabel', {
    query: { host: window.location.host },
    signal,
    // Customer service depends on the signed-in member's VIP rank (spec section 6).
    perMember: true,
  }).then((value) => value.info);

export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => getWhitelabel(signal),
    staleTime: 5 * 60_000,
  });

export const useWhitelabel = () => useQuery(whitelabelQueryOptions());

/** The age the site asks of its members (spec section 5: 18, or 21 where the site says so). */
export function useMinimumAge(): MinimumAge {
  const { data } = useWhitelabel();
  return data?.site.minimumAge ?? MIN_AGE;
}

/** Depth-first search of the module tree; a module is on only if it and all its parents are. */
export function isModuleEnabled(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

export function useModuleEnabled(modId: string): boolean {
  const { data } = useWhitelabel();
  return data ? isModuleEnabled(data.whitelabel, modId) : false;
}

/** Picks one host at random from a CDN list (spec section 4); '' means this site. */
export function pickCdn(hosts: readonly string[]): string {
  if (hosts.length === 0) return '';
  return hosts[Math.floor(Math.random() * hosts.length)] ?? '';
}
