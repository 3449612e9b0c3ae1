import { randomUUID } from 'node:crypto';
import type { AppError } from '../../lib/app-error.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import type { TransactionValue } from '../seamless/protocol.js';
import type { HouseGamesRepository, HouseRoundRow } from './house-games.repository.js';
import { creditResult } from './round-records.js';
import { unavailable, type HouseWalletClient } from './wallet-client.js';

/** Re-sends the credit of a round whose credit outcome was unknown; closes a roulette round. */
export const SETTLE_JOB = 'house.round.settle';
/** Re-sends a rollback whose outcome was unknown. */
export const ROLLBACK_JOB = 'house.round.rollback';
/** How long after an unknown outcome the job first tries again (then the runner's back-off). */
export const JOB_RETRY_MS = 30_000;

export interface HouseRoundsDeps {
  repository: HouseGamesRepository;
  wallet: HouseWalletClient;
  jobs: JobRunner;
  /** Pauses between the credit's attempts within the request. */
  creditRetryDelaysMs?: readonly number[];
}

/** Where faults that need an operator are told (the app's logger). */
export interface ProblemLog {
  error(details: Record<string, unknown>, message: string): void;
}

export const newRoundId = () => randomUUID();
export const debitId = (roundId: string, n?: number) => `${roundId}:d${n ?? ''}`;
export const rollbackId = (roundId: string, n?: number) => `${roundId}:r${n ?? ''}`;
export const creditId = (roundId: string) => `${roundId}:c`;

export type StakeOutcome =
  | { kind: 'taken'; value: TransactionValue }
  | { kind: 'refused' | 'returned' | 'returning'; error: AppError };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How a round's money moves through the portal's wallet: stakes in, winnings out, debits with an
 * unknown outcome given back. The wallet is idempotent by transaction id, so every call can be
 * sent again with the same id; a round keeps its drawn outcome before it is paid, so a credit
 * sent again pays the same amount.
 */
export class HouseRounds {
  private readonly delays: readonly number[];
  private log: ProblemLog | null = null;

  constructor(private readonly deps: HouseRoundsDeps) {
    this.delays = deps.creditRetryDelaysMs ?? [200, 800];
  }

  /** The app hands its logger over once it is built. */
  reportProblemsTo(log: ProblemLog): void {
    this.log = log;
  }

  /**
   * Takes a stake. When the debit's outcome is unknown it is rolled back at once (and by
   * ROLLBACK_JOB while that outcome is unknown too): the stake is `returned` or `returning`.
   */
  async takeStake(
    row: HouseRoundRow,
    call: { token: string; amount: bigint; n?: number },
  ): Promise<StakeOutcome> {
    const result = await this.deps.wallet.debit({
      transactionId: debitId(row.round_id, call.n),
      roundId: row.round_id,
      token: call.token,
      gameCode: row.game_code,
      amount: call.amount,
    });
    if (result.kind === 'done') return { kind: 'taken', value: result.value };
    if (result.kind === 'refused') return result;
    if (await this.giveBack(row, call.n)) {
      return { kind: 'returned', error: unavailable(result.reason) };
    }
    await this.scheduleRollback(row, call.n);
    return { kind: 'returning', error: unavailable(result.reason) };
  }

  /** Rolls back a debit; false when that outcome is unknown too. */
  async giveBack(row: HouseRoundRow, n?: number): Promise<boolean> {
    const result = await this.deps.wallet.rollback({
      transactionId: rollbackId(row.round_id, n),
      refTransactionId: debitId(row.round_id, n),
      roundId: row.round_id,
      playerId: row.player_id,
    });
    if (result.kind === 'refused') {
      this.problem('rollback refused', row, { code: result.error.code, n });
    }
    return result.kind !== 'unknown';
  }

  /**
   * Pays a round whose outcome is stored (0 for a loss) and marks it settled, trying a few times
   * in the request. When the outcome stays unknown the round stays open for SETTLE_JOB and the
   * player is told PROVIDER_UNAVAILABLE with the round id.
   */
  async payOut(row: HouseRoundRow): Promise<TransactionValue> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.sendCredit(row);
      if (result) return result;
      const delay = this.delays[attempt];
      if (delay === undefined) break;
      await sleep(delay);
    }
    await this.deps.jobs.schedule({
      kind: SETTLE_JOB,
      runAt: new Date(Date.now() + JOB_RETRY_MS),
      payload: { roundId: row.round_id },
      uniqueKey: `${SETTLE_JOB}:credit:${row.round_id}`,
    });
    throw unavailable('credit outcome unknown', { roundId: row.round_id });
  }

  /** One credit; the wallet's answer, or null when its outcome is unknown. */
  async sendCredit(row: HouseRoundRow): Promise<TransactionValue | null> {
    const result = await this.deps.wallet.credit({
      transactionId: creditId(row.round_id),
      roundId: row.round_id,
      playerId: row.player_id,
      amount: BigInt(row.payout),
      result: creditResult(row),
    });
    if (result.kind === 'unknown') return null;
    if (result.kind === 'refused') {
      // Only a fault can refuse a credit for a round the wallet took a stake for: keep the round
      // out of the retries and tell the operator.
      this.problem('credit refused', row, { code: result.error.code });
      await this.finish(row, 'failed');
      throw unavailable(`credit refused: ${result.error.code}`);
    }
    await this.finish(row, 'settled');
    return result.value;
  }

  /** Moves an open round to its final state (once: a concurrent finisher leaves it be). */
  async finish(row: HouseRoundRow, state: 'settled' | 'failed'): Promise<void> {
    await this.deps.repository.updateRound(row, { state, settledAt: new Date() });
  }

  /** SETTLE_JOB for a round with a stored outcome: one credit; throws to be retried. */
  async resendCredit(row: HouseRoundRow): Promise<void> {
    if ((await this.sendCredit(row)) === null) {
      throw new Error(`Credit of house round ${row.round_id} still unknown`);
    }
  }

  /** A round cut off before its outcome was drawn: any stake taken goes back, the round fails. */
  async abandon(row: HouseRoundRow): Promise<void> {
    if (!(await this.giveBack(row))) {
      throw new Error(`Rollback of house round ${row.round_id} still unknown`);
    }
    await this.finish(row, 'failed');
  }

  /** ROLLBACK_JOB: the rollback again; throws to be retried while its outcome is unknown. */
  async rollbackJob(payload: Record<string, unknown>): Promise<void> {
    const row = await this.deps.repository.findRound(String(payload.roundId));
    if (!row) return;
    const n = typeof payload.n === 'number' ? payload.n : undefined;
    if (!(await this.giveBack(row, n))) {
      throw new Error(`Rollback of house round ${row.round_id} still unknown`);
    }
  }

  private async scheduleRollback(row: HouseRoundRow, n?: number): Promise<void> {
    await this.deps.jobs.schedule({
      kind: ROLLBACK_JOB,
      runAt: new Date(Date.now() + JOB_RETRY_MS),
      payload: { roundId: row.round_id, ...(n === undefined ? {} : { n }) },
      uniqueKey: `${ROLLBACK_JOB}:${rollbackId(row.round_id, n)}`,
    });
  }

  problem(message: string, row: HouseRoundRow, details: Record<string, unknown>) {
    this.log?.error({ roundId: row.round_id, ...details }, `house round: ${message}`);
  }
}
