import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { payOffStatement } from './turnover-payoff.js';

export interface TurnoverRequirementInput {
  memberId: number;
  source: 'deposit' | 'bonus' | 'adjustment';
  /** The order that created it; one requirement per source and reference. */
  reference: string;
  /** Minor units of valid bets to play. */
  required: bigint;
}

/**
 * The turnover still to play before a withdrawal (issue text: shown to the member). Deposits and
 * bonuses add requirements; bets pay them off oldest first.
 */
export class TurnoverService {
  constructor(private readonly db: DB) {}

  async require(input: TurnoverRequirementInput, executor: Executor = this.db): Promise<void> {
    if (input.required <= 0n) return;
    await executor
      .insertInto('turnover_requirements')
      .values({
        member_id: input.memberId,
        source: input.source,
        reference: input.reference,
        required: input.required,
      })
      .onConflict((conflict) => conflict.columns(['source', 'reference']).doNothing())
      .execute();
  }

  /**
   * Minor units of these requirements still to play. A withdrawal reads what blocks it, bonuses
   * included, from withdrawals/withdrawal-requirements.ts.
   */
  async remaining(memberId: number, executor: Executor = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('turnover_requirements')
      .select(
        sql<string>`coalesce(sum(case when required > played then required - played else 0 end), 0)`.as(
          'open',
        ),
      )
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return minor(row.open);
  }

  /** Counts a valid bet towards the open requirements, oldest first (turnover-payoff.ts). */
  async recordBet(memberId: number, stake: bigint, executor: Executor = this.db): Promise<void> {
    if (stake <= 0n) return;
    await payOffStatement(memberId, stake).execute(executor);
  }
}
