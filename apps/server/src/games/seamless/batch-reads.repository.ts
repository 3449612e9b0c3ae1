import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import {
  launchSessions,
  toLaunchSession,
  type LaunchSession,
} from './launch-sessions.repository.js';
import { toRound, type Round } from './seamless-rounds.repository.js';

/**
 * The reads a `credits` or `debits` call makes once for all its items (seamless-credits.ts,
 * seamless-debits.ts).
 */
export class SeamlessBatchReads {
  constructor(private readonly db: DB) {}

  /** The members of many provider player ids at once, keyed by their lower-case account. */
  async findPlayers(accounts: readonly string[]) {
    const keys = [...new Set(accounts.map((account) => account.trim().toLowerCase()))];
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'account', 'currency', 'account_key'])
      .where('account_key', 'in', keys)
      .execute();
    return new Map(rows.map(({ account_key, ...member }) => [account_key, member]));
  }

  /** Many rounds of a provider at once, keyed by round id. */
  async findRounds(provider: string, roundIds: readonly string[]): Promise<Map<string, Round>> {
    const rows = await this.db
      .selectFrom('bet_rounds')
      .selectAll()
      .where('provider', '=', provider)
      .where('round_id', 'in', [...new Set(roundIds)])
      .execute();
    return new Map(rows.map((row) => [row.round_id, toRound(row)]));
  }

  /** The unexpired launch sessions of many token hashes at once, keyed by token hash. */
  async findSessions(
    provider: string,
    tokenHashes: readonly string[],
  ): Promise<Map<string, LaunchSession>> {
    if (tokenHashes.length === 0) return new Map();
    const rows = await launchSessions(this.db, provider, nowIso())
      .where('s.token_hash', 'in', [...new Set(tokenHashes)])
      .execute();
    return new Map(rows.map((row) => [row.tokenHash, toLaunchSession(row)]));
  }
}
