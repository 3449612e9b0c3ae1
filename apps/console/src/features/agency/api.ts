import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgencyMovePreviewValue,
  AgencyNodeValue,
  AgencyTreeValue,
  AgentContractsValue,
} from '@portal/shared/schemas/agency-console';
import type { ContractView, TierView } from '@portal/shared/schemas/contracts';
import { api, type CallOptions, type Query } from '../../api/client';

export const TREE = '/agency/tree';
export const NODE = '/agency/node';
export const AGENT_CONTRACTS = '/contracts/agent';
export const RUNS = '/contracts/runs';
export const SETTLEMENTS = '/contracts/settlements';
export const ANNOUNCEMENTS = '/agent-announcements';

export const agentTypes = [0, 1, 2, 41, 42] as const;

/** One level of the tree (parentId absent: the top level), with its figures over the range. */
export function useTreeLevel(query: Query, enabled = true) {
  return useQuery({
    queryKey: ['operator', TREE, query],
    queryFn: ({ signal }) => api<AgencyTreeValue>(TREE, { query, signal }),
    enabled,
  });
}

export function useNode(query: Query, enabled = true) {
  return useQuery({
    queryKey: ['operator', NODE, query],
    queryFn: ({ signal }) => api<AgencyNodeValue>(NODE, { query, signal }),
    enabled,
    retry: false,
  });
}

export function useAgentContracts(agentId: number) {
  return useQuery({
    queryKey: ['operator', AGENT_CONTRACTS, agentId],
    queryFn: ({ signal }) =>
      api<AgentContractsValue>(AGENT_CONTRACTS, { query: { agentId }, signal }),
  });
}

export const previewMove = (memberId: number, uplineId: number | null) =>
  api<AgencyMovePreviewValue>('/agency/move/preview', {
    query: { memberId, ...(uplineId === null ? {} : { uplineId }) },
  });

/**
 * An agency change: on success every agency and contract read is fetched again (a move changes
 * the tree, the figures and the contracts at once).
 */
export function useAgencyAction<T, V>(call: (variables: V) => [string, CallOptions]) {
  const client = useQueryClient();
  return useMutation<T, unknown, V>({
    mutationFn: (variables) => {
      const [path, options] = call(variables);
      return api<T>(path, { method: 'POST', ...options });
    },
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => {
          const path = query.queryKey[1];
          return (
            query.queryKey[0] === 'operator' &&
            typeof path === 'string' &&
            (path.startsWith('/agency') ||
              path.startsWith('/contracts') ||
              path.startsWith('/agent-announcements'))
          );
        },
      }),
  });
}

/** The rates of a tier as "rate 1.5%" or "profit 1%, loss 0.5%". */
export function ratesText(
  rates: Partial<Record<string, number | undefined>>,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  return Object.entries(rates)
    .filter(
      ([name, value]) => value !== undefined && name !== 'minValidBet' && name !== 'minActive',
    )
    .map(([name, value]) => `${t(`terms.rateName.${name}`)} ${t('terms.rate', { value })}`)
    .join(', ');
}

export function termsText(
  contract: Pick<ContractView, 'tiers' | 'period'>,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const tiers = contract.tiers.map((tier: TierView) =>
    t('terms.tier', {
      minValidBet: tier.minValidBet,
      minActive: tier.minActive,
      rates: ratesText(
        {
          rate: tier.rate,
          profitRate: tier.profitRate,
          lossRate: tier.lossRate,
          singleBetRate: tier.singleBetRate,
        },
        t,
      ),
    }),
  );
  return `${contract.period ? `${t(`period.${contract.period}`)} · ` : ''}${tiers.join(' | ')}`;
}
