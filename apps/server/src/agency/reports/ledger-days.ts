import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { RepeatingTask } from '../../lib/repeating-task.js';
import {
  countLinkedTransfers,
  ledgerDaysBehind,
  lockLedgerCursor,
} from './ledger-days.repository.js';

/** Transfers counted per transaction. */
const BATCH = 5_000;

/**
 * Keeps team_ledger_days (decision 075): follows the ledger chain and counts each linked
 * transfer's member-side movements into every team above the member, moving the cursor past it
 * in the same transaction. A transfer is counted once: its place is either through the cursor
 * (in the summary) or after it (read raw by the totals). Any number of counters may run (one per
 * instance): the cursor's lock makes them follow one another.
 */
export class TeamLedgerCounter {
  private task: RepeatingTask | null = null;

  constructor(private readonly db: DB) {}

  /** Counts one batch; the number of transfers counted. */
  async countBatch(limit = BATCH): Promise<number> {
    // Nothing waiting: no transaction, so an idle site takes no lock every second.
    if (!(await ledgerDaysBehind(this.db))) return 0;
    return inTransaction(this.db, async (trx) =>
      countLinkedTransfers(trx, await lockLedgerCursor(trx), limit),
    );
  }

  /** Counts every transfer linked so far; the number counted. */
  async countAll(): Promise<number> {
    let counted = 0;
    for (;;) {
      const batch = await this.countBatch();
      counted += batch;
      if (batch < BATCH) return counted;
    }
  }

  /** Counts every `intervalMs` until stop(); one pass at a time, failures to `onError`. */
  start(intervalMs: number, onError: (error: unknown) => void): void {
    this.task ??= new RepeatingTask(() => this.countAll(), onError);
    this.task.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.task?.stop();
  }
}
