import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { TurnoverRepository } from './turnover.repository.js';

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
  private readonly repository: TurnoverRepository;

  constructor(db: DB) {
    this.repository = new TurnoverRepository(db);
  }

  async require(input: TurnoverRequirementInput, executor?: Executor): Promise<void> {
    if (input.required <= 0n) return;
    await this.repository.insert(input, executor);
  }

  /**
   * Minor units of these requirements still to play. A withdrawal reads what blocks it, bonuses
   * included, from withdrawals/withdrawal-requirements.ts.
   */
  async remaining(memberId: number, executor?: Executor): Promise<bigint> {
    return minor(await this.repository.open(memberId, executor));
  }

  /** Counts a valid bet towards the open requirements, oldest first (turnover.repository.ts). */
  async recordBet(memberId: number, stake: bigint, executor?: Executor): Promise<void> {
    if (stake <= 0n) return;
    await this.repository.payOff(memberId, stake, executor);
  }
}
