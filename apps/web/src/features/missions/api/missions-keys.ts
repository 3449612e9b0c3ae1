/**
 * The member's missions, under ['member', 'missions'] so that logging out drops them; a claim
 * invalidates `all` (the summary, the badge and the leaderboards together).
 */
export const missionsKeys = {
  all: ['member', 'missions'] as const,
  summary: (token: string | null, language: string) =>
    ['member', 'missions', 'summary', token, language] as const,
  leaderboard: (missionId: number | null, language: string) =>
    ['member', 'missions', 'leaderboard', missionId, language] as const,
};

/** Queries of other features a claimed reward changes: it lands in one of them. */
export const REWARD_LANDING_KEYS = [
  ['wallet', 'balance'],
  ['member', 'bonuses'],
  ['member', 'points'],
  ['member', 'rewards'],
] as const;
