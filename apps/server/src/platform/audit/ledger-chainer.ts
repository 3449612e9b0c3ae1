import type { DB } from '../../db/database.js';
import { RepeatingTask } from '../../lib/repeating-task.js';
import { AuditChainRepository } from './audit-chain.repository.js';

/** Transfers linked per transaction: one short lock of the head, one update of the rows. */
const BATCH = 5_000;

/**
 * Links committed ledger transfers into the ledger chain (decision 055). Transfers are written
 * without a hash, so none waits on another's commit; the chainer takes the committed ones that
 * are not linked yet, in id order, and gives each its place (`chain_seq`) and its hash from the
 * one before it, moving the chain's head, in one transaction that holds the head's lock. Any
 * number of chainers may run (one per instance): the lock makes them follow one another, and each
 * reads the unlinked rows after taking it. A transfer that commits after a higher id was linked
 * takes the next place: the chain's order is the order transfers were linked.
 */
export class LedgerChainer {
  private readonly repository: AuditChainRepository;
  private readonly task: RepeatingTask;

  constructor(db: DB, onError: (error: unknown) => void = () => undefined) {
    this.repository = new AuditChainRepository(db);
    this.task = new RepeatingTask(() => this.linkAll(), onError);
  }

  /** Links one batch; the number of transfers linked. */
  async linkBatch(limit = BATCH): Promise<number> {
    // Nothing waiting: no transaction, so an idle site takes no write lock every second.
    if ((await this.repository.unlinked()) === 0) return 0;
    return this.repository.linkLedgerBatch(limit);
  }

  /** Links every transfer committed so far; the number linked. */
  async linkAll(): Promise<number> {
    let linked = 0;
    for (;;) {
      const batch = await this.linkBatch();
      linked += batch;
      if (batch < BATCH) return linked;
    }
  }

  /** Links every `intervalMs` until stop(); one pass at a time. */
  start(intervalMs: number): void {
    this.task.start(intervalMs);
  }

  async stop(): Promise<void> {
    await this.task.stop();
  }
}
