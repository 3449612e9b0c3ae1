import { sql, type Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { Executor, Trx } from '../../db/transaction.js';
import type { BetRoundsTable } from './seamless.tables.js';

/** A round as the wallet needs it, amounts in minor units. */
export interface Round {
  id: number;
  memberId: number;
  gameId: number;
  wallet: 'main' | 'vendor';
  categoryCode: string;
  vassalage: string;
  currency: string;
  stake: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'cancelled';
  /** When it settled (ISO); null while open or once cancelled. */
  settledAt: string | null;
}

export interface NewRound {
  provider: string;
  roundId: string;
  memberId: number;
  gameId: number;
  categoryCode: string;
  vassalage: string;
  wallet: 'main' | 'vendor';
  currency: string;
  stake: bigint;
}

export function toRound(row: Selectable<BetRoundsTable>): Round {
  return {
    id: row.id,
    memberId: row.member_id,
    gameId: row.game_id,
    wallet: row.wallet,
    categoryCode: row.category_code,
    vassalage: row.vassalage,
    currency: row.currency,
    stake: minor(row.stake),
    payout: minor(row.payout),
    status: row.status,
    settledAt: row.settled_at === null ? null : toIsoString(row.settled_at),
  };
}

/**
 * The seamless wallet's rounds (`bet_rounds`): read with the member a call names, opened or
 * staked by debits, settled by credits, given back by rollbacks.
 */
export class SeamlessRoundsRepository {
  constructor(private readonly db: DB) {}

  private readonly round = preparedQuery(2, (provider: string, roundId: string) =>
    this.db
      .selectFrom('bet_rounds')
      .selectAll()
      .where('provider', '=', provider)
      .where('round_id', '=', roundId),
  );

  /**
   * The member a provider calls `playerId` (the account name, any case) and the round it names,
   * in one read: a credit or a rollback needs both before its write. Undefined when there is no
   * such member.
   */
  async findPlayerAndRound(account: string, provider: string, roundId: string) {
    const [row] = await this.playerAndRound(
      this.db,
      account.trim().toLowerCase(),
      provider,
      roundId,
    );
    if (!row) return undefined;
    const { member_id_, account_, currency_, ...round } = row;
    return {
      member: { id: member_id_, account: account_, currency: currency_ },
      // A left join: no round, no id.
      round: round.id === null ? undefined : toRound(round as Selectable<BetRoundsTable>),
    };
  }

  private readonly playerAndRound = preparedQuery(
    3,
    (accountKey: string, provider: string, roundId: string) =>
      this.db
        .selectFrom('members as m')
        .leftJoin('bet_rounds as r', (join) =>
          join.on('r.provider', '=', provider).on('r.round_id', '=', roundId),
        )
        .select(['m.id as member_id_', 'm.account as account_', 'm.currency as currency_'])
        .selectAll('r')
        .where('m.account_key', '=', accountKey),
  );

  async findRound(provider: string, roundId: string, executor: Executor = this.db) {
    const [row] = await this.round(executor, provider, roundId);
    return row ? toRound(row) : undefined;
  }

  /**
   * Adds a stake to the member's open round, creating the round on its first debit. Undefined
   * when the round exists but is closed or belongs to someone else (the caller says which).
   */
  async addStake(trx: Trx, round: NewRound): Promise<Round | undefined> {
    const inserted = await trx
      .insertInto('bet_rounds')
      .values({
        provider: round.provider,
        round_id: round.roundId,
        member_id: round.memberId,
        game_id: round.gameId,
        category_code: round.categoryCode,
        vassalage: round.vassalage,
        wallet: round.wallet,
        currency: round.currency,
        stake: round.stake,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.columns(['provider', 'round_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return toRound(inserted);
    // The row lock taken here orders this debit against a credit or rollback of the same round.
    const updated = await trx
      .updateTable('bet_rounds')
      .set({ stake: sql`stake + ${round.stake}` })
      .where('provider', '=', round.provider)
      .where('round_id', '=', round.roundId)
      .where('member_id', '=', round.memberId)
      .where('game_id', '=', round.gameId)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    return updated ? toRound(updated) : undefined;
  }

  /** Settles the member's open round with a stake; undefined when there is none such. */
  async settle(
    trx: Trx,
    provider: string,
    roundId: string,
    memberId: number,
    payout: bigint,
    result: string | null,
  ): Promise<Round | undefined> {
    const row = await trx
      .updateTable('bet_rounds')
      .set({
        status: 'settled',
        payout: sql`payout + ${payout}`,
        result,
        settled_at: nowIso(),
      })
      .where('provider', '=', provider)
      .where('round_id', '=', roundId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .where('stake', '>', 0n)
      .returningAll()
      .executeTakeFirst();
    return row ? toRound(row) : undefined;
  }

  /**
   * Takes a rolled-back debit off the open round; the round is cancelled once no stake is left.
   * Undefined when the round is no longer open.
   */
  async removeStake(
    trx: Trx,
    provider: string,
    roundId: string,
    memberId: number,
    amount: bigint,
  ): Promise<Round | undefined> {
    const row = await trx
      .updateTable('bet_rounds')
      .set({
        stake: sql`stake - ${amount}`,
        status: sql`case when stake - ${amount} = 0 then 'cancelled' else status end`,
      })
      .where('provider', '=', provider)
      .where('round_id', '=', roundId)
      .where('member_id', '=', memberId)
      .where('status', '=', 'open')
      .where('stake', '>=', amount)
      .returningAll()
      .executeTakeFirst();
    return row ? toRound(row) : undefined;
  }
}
