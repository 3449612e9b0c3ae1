import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import { Chain, type ChainName } from './audit-chain.js';

export interface NewCheckpoint {
  chain: ChainName;
  row_id: number | null;
  row_hash: string;
  payload: string;
  signature: string;
  public_key: string;
  created_at: string;
}

/** The chains' tables read in pages, their heads, checkpoints and verification runs. */
export class AuditChainRepository {
  constructor(private readonly db: DB) {}

  head(chain: ChainName, executor: Executor = this.db) {
    return executor
      .selectFrom('audit_chain_heads')
      .select(['last_id', 'last_hash', 'updated_at'])
      .where('chain', '=', chain)
      .executeTakeFirstOrThrow();
  }

  /** The rows of a chain after `afterId` up to `throughId`, in id order. */
  rows(chain: ChainName, afterId: number, throughId: number, limit: number) {
    if (chain === Chain.ledger) {
      return this.db
        .selectFrom('ledger_transfers')
        .select([
          'id',
          'idempotency_key',
          'request_hash',
          'kind',
          'from_account_id',
          'to_account_id',
          'amount',
          'currency',
          'reference',
          'memo',
          'created_at',
          'hash',
        ])
        .where('id', '>', afterId)
        .where('id', '<=', throughId)
        .orderBy('id')
        .limit(limit)
        .execute();
    }
    return this.db
      .selectFrom('staff_audit_log')
      .select(['id', 'staff_id', 'action', 'target', 'details', 'ip', 'created_at', 'hash'])
      .where('id', '>', afterId)
      .where('id', '<=', throughId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The stored hash of one row of a chain; undefined when the row is gone. */
  async rowHash(chain: ChainName, id: number): Promise<string | null | undefined> {
    const table = chain === Chain.ledger ? 'ledger_transfers' : 'staff_audit_log';
    const row = await this.db
      .selectFrom(table)
      .select('hash')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? row.hash : undefined;
  }

  async insertCheckpoint(checkpoint: NewCheckpoint): Promise<number> {
    const row = await this.db
      .insertInto('audit_checkpoints')
      .values(checkpoint)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest checkpoints first; one when `id` is given. */
  checkpoints(limit: number, id?: number) {
    let query = this.db.selectFrom('audit_checkpoints').selectAll();
    if (id !== undefined) query = query.where('id', '=', id);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  lastCheckpoint(chain: ChainName) {
    return this.db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .where('chain', '=', chain)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertVerification(requestedBy: number | null, executor: Executor): Promise<number> {
    const row = await executor
      .insertInto('audit_verifications')
      .values({ state: 'queued', requested_by: requestedBy, result: null, finished_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async finishVerification(
    id: number,
    state: 'done' | 'failed',
    result: string,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('audit_verifications')
      .set({ state, result, finished_at: at })
      .where('id', '=', id)
      .execute();
  }

  lastVerification() {
    return this.db
      .selectFrom('audit_verifications')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
