import type { RewardTicketStatus } from '@portal/shared/schemas/rewards';

/**
 * The member's reward tickets and the badge count, under ['member', 'rewards'] so that logging
 * out drops them; opening a ticket invalidates `all` (the lists and the badge together).
 */
export const rewardsKeys = {
  all: ['member', 'rewards'] as const,
  count: (token: string | null) => ['member', 'rewards', 'count', token] as const,
  tickets: (status: RewardTicketStatus, page: number, language: string) =>
    ['member', 'rewards', 'tickets', status, page, language] as const,
};

/** Queries of other features an opened ticket changes: its prize lands in one of them. */
export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;
export const BONUSES_KEY = ['member', 'bonuses'] as const;
export const POINTS_KEY = ['member', 'points'] as const;
