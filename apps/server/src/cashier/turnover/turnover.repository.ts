import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';

/**
 * How a valid bet pays off a member's open turnover requirements, oldest first, as SQL that runs
 * on both databases: `o` lists the open requirements with the running total owed up to and
 * including each (`upto`); the update pays each the part of the stake that reaches it. A
 * requirement never goes past what it asks, even when two bets of one member settle at once.
 */
function openRequirements(memberId: number): RawBuilder<unknown> {
  return sql`select id, required - played as gap, sum(required - played) over (order by id) as upto
    from turnover_requirements
    where member_id = ${memberId} and played < required`;
}

function payOff(stake: RawBuilder<unknown>): RawBuilder<unknown> {
  const reaching = sql`(${stake} - (o.upto - o.gap))`;
  const paid = sql`(case when o.gap < ${reaching} then o.gap else ${reaching} end)`;
  return sql`update turnover_requirements
    set played = case when played + ${paid} > required then required else played + ${paid} end
    from o
    where turnover_requirements.id = o.id and o.upto - o.gap < ${stake}`;
}

/** One statement that counts `stake` towards the member's requirements. */
export function payOffStatement(memberId: number, stake: bigint): RawBuilder<unknown> {
  return sql`with o as (${openRequirements(memberId)}) ${payOff(sql`${stake}`)}`;
}

/**
 * The same as two parts (`o`, `turnover`) of a caller's PostgreSQL statement, the stake given as
 * an expression of that statement (such as the stake of the round it settles).
 */
export function payOffParts(memberId: number, stake: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`o as (${openRequirements(memberId)}),
    turnover as (${payOff(stake)} returning turnover_requirements.id)`;
}

/** Members' turnover requirements: added by deposits and bonuses, paid off by valid bets. */
export class TurnoverRepository {
  constructor(private readonly db: DB) {}

  /** Adds a requirement; nothing when its source and reference already have one. */
  async insert(
    values: {
      memberId: number;
      source: 'deposit' | 'bonus' | 'adjustment';
      reference: string;
      required: bigint;
    },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .insertInto('turnover_requirements')
      .values({
        member_id: values.memberId,
        source: values.source,
        reference: values.reference,
        required: values.required,
      })
      .onConflict((conflict) => conflict.columns(['source', 'reference']).doNothing())
      .execute();
  }

  /** The sum still to play of the member's requirements (a database sum). */
  async open(memberId: number, executor: Executor = this.db): Promise<string> {
    const row = await executor
      .selectFrom('turnover_requirements')
      .select(
        sql<string>`coalesce(sum(case when required > played then required - played else 0 end), 0)`.as(
          'open',
        ),
      )
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.open;
  }

  /** Counts `stake` towards the member's open requirements, oldest first. */
  async payOff(memberId: number, stake: bigint, executor: Executor = this.db): Promise<void> {
    await payOffStatement(memberId, stake).execute(executor);
  }
}
