import type {
  PointMovementType,
  PointRedeemStatus,
  PointRewardType,
} from '@portal/shared/schemas/points/constants';

/**
 * The member's own points data keys under ['member', 'points'], so logging out drops it; the
 * catalogue and the rules are public and key under ['points'] (the catalogue with the token, as
 * a member's counts are their own). A redeem or a conversion invalidates both roots.
 */
export const pointsKeys = {
  member: ['member', 'points'] as const,
  balance: (token: string | null) => ['member', 'points', 'balance', token] as const,
  redeems: (status: PointRedeemStatus | '', page: number, language: string) =>
    ['member', 'points', 'redeems', status, page, language] as const,
  movements: (type: PointMovementType | '', page: number) =>
    ['member', 'points', 'movements', type, page] as const,
  public: ['points'] as const,
  config: (language: string) => ['points', 'config', language] as const,
  rewards: (language: string, type: PointRewardType | undefined, token: string | null) =>
    ['points', 'rewards', language, type ?? 'all', token] as const,
};

/** Queries of other features a redeem or a conversion changes. */
export const WALLET_BALANCE_KEY = ['wallet', 'balance'] as const;
export const WALLET_RECORDS_KEY = ['wallet', 'transactions'] as const;
export const BONUSES_KEY = ['member', 'bonuses'] as const;
