/**
 * Query keys of the lottery page. The member's calls sit under ['member'] so that logging out
 * drops them; the public menu and results do not.
 */
export const lotteryKeys = {
  menu: (prizeMode: string) => ['lottery', 'menu', prizeMode] as const,
  results: (gameCode: string) => ['lottery', 'results', gameCode] as const,
  recent: ['member', 'lottery', 'recent'] as const,
  openDraw: (gameCode: string) => ['member', 'lottery', 'open', gameCode] as const,
  ticketsAll: ['member', 'lottery', 'tickets'] as const,
  tickets: (query: object) => ['member', 'lottery', 'tickets', query] as const,
};

/** The header balance and the account records, which a placed ticket changes. */
export const WALLET_KEYS = [
  ['wallet', 'balance'],
  ['wallet', 'transactions'],
] as const;
