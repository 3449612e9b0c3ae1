/**
 * Query keys of the agent centre, under ['member'] so that logging out drops them. Every report
 * sits under `all`, so a change to the team (a registration, a transfer, a new agent) refreshes
 * them all at once.
 */
export const agencyKeys = {
  all: ['member', 'agency'] as const,
  overview: (query: object) => ['member', 'agency', 'overview', query] as const,
  downlines: (query: object) => ['member', 'agency', 'downlines', query] as const,
  transferInfo: ['member', 'agency', 'transfer'] as const,
  bets: (query: object) => ['member', 'agency', 'bets', query] as const,
  profit: (query: object) => ['member', 'agency', 'profit', query] as const,
  income: (query: object) => ['member', 'agency', 'income', query] as const,
  transactions: (query: object) => ['member', 'agency', 'transactions', query] as const,
  announcements: ['member', 'agency', 'announcements'] as const,
};

/** Wallet queries a transfer changes: the header balance and the account records. */
export const WALLET_KEYS = [
  ['wallet', 'balance'],
  ['wallet', 'transactions'],
] as const;
