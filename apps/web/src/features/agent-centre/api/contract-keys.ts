import type { ContractKind } from '@portal/shared/schemas/contracts';

/**
 * Query keys of the agent contracts, under the agent centre's own (['member', 'agency']) so that
 * logging out drops them. Everything of one kind sits under `kind`, so a change to a contract
 * refreshes the kind's own contract, requests, downline list and records at once.
 */
export const contractKeys = {
  kind: (kind: ContractKind) => ['member', 'agency', 'contracts', kind] as const,
  query: (kind: ContractKind) => ['member', 'agency', 'contracts', kind, 'query'] as const,
  downlines: (kind: ContractKind, query: object) =>
    ['member', 'agency', 'contracts', kind, 'downlines', query] as const,
  records: (kind: ContractKind, query: object) =>
    ['member', 'agency', 'contracts', kind, 'records', query] as const,
};

/** The consolidated funds and contract flags (the menu's features read them). */
export const CONSOLIDATED_KEY = ['wallet', 'consolidated'] as const;
