import type { Trx } from '../../db/transaction.js';
import { isAppError } from '../../lib/app-error.js';

/** The most SQLite transfers one group commit writes. */
const GROUP_LIMIT = 64;

/** The one failure of a SQLite write that comes before anything is written. */
const isRefusal = (error: unknown) => isAppError(error) && error.code === 'INSUFFICIENT_FUNDS';

interface Waiting<W, R> {
  write: W;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * SQLite group commit: transfers that arrive while a commit is under way wait and are written
 * together in the next transaction. A commit writes every page it changed, so one commit for
 * many transfers is most of the cost saved; a lone transfer commits at once, as before.
 */
export class GroupCommit<W, R> {
  private readonly waiting: Array<Waiting<W, R>> = [];
  private committing = false;

  constructor(
    private readonly transactions: { transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> },
    private readonly writeOne: (trx: Trx, write: W) => Promise<R>,
  ) {}

  write(write: W): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ write, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length > 0) {
        await this.commitGroup(this.waiting.splice(0, GROUP_LIMIT));
      }
    } finally {
      this.committing = false;
    }
  }

  /**
   * One transaction for the group. A refusal for money is found before its transfer writes
   * anything, so the others go on; any other error rolls the group back, and each transfer is
   * then tried alone so that only the one at fault fails.
   */
  private async commitGroup(group: Array<Waiting<W, R>>): Promise<void> {
    const outcomes: Array<{ value: R } | { error: unknown }> = [];
    try {
      await this.transactions.transaction(async (trx) => {
        for (const { write } of group) {
          try {
            outcomes.push({ value: await this.writeOne(trx, write) });
          } catch (error) {
            if (!isRefusal(error)) throw error;
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const waiting of group) await this.commitGroup([waiting]);
      return;
    }
    group.forEach((waiting, i) => {
      const outcome = outcomes[i]!;
      if ('error' in outcome) waiting.reject(outcome.error);
      else waiting.resolve(outcome.value);
    });
  }
}
