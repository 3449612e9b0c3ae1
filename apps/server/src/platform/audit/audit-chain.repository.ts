import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { nowIso } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { Chain, chainHash, ledgerCanonical, type ChainName } from './audit-chain.js';

/** The columns of a ledger transfer its canonical form covers (ledgerCanonical). */
export const LEDGER_FIELDS = [
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
] as const;

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
      .select(['last_id', 'last_hash', 'last_seq', 'updated_at'])
      .where('chain', '=', chain)
      .executeTakeFirstOrThrow();
  }

  /**
   * The rows of a chain in its order, after place `after` up to place `through`: the ledger's
   * places are its `chain_seq` (linked rows only), the audit log's its ids.
   */
  rows(chain: ChainName, after: number, through: number, limit: number) {
    if (chain === Chain.ledger) {
      return this.db
        .selectFrom('ledger_transfers')
        .select(sql<number>`chain_seq`.as('place'))
        .select(['id', ...LEDGER_FIELDS, 'hash'])
        .where('chain_seq', '>', after)
        .where('chain_seq', '<=', through)
        .orderBy('chain_seq')
        .limit(limit)
        .execute();
    }
    return this.db
      .selectFrom('staff_audit_log')
      .select(['id as place', 'id', 'staff_id', 'action', 'target', 'details', 'ip', 'created_at'])
      .select('hash')
      .where('id', '>', after)
      .where('id', '<=', through)
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

  /**
   * Links the committed ledger transfers not linked yet, up to `limit` in id order, after the
   * last linked one (LedgerChainer): their places and hashes, and the head, in one transaction
   * that holds the head's lock. The number linked.
   */
  linkLedgerBatch(limit: number): Promise<number> {
    const postgres = isPostgres(this.db);
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (!postgres) {
        // Takes SQLite's writer lock before reading, as the PostgreSQL row lock below does.
        await trx
          .updateTable('audit_chain_heads')
          .set({ updated_at: now })
          .where('chain', '=', Chain.ledger)
          .execute();
      }
      let headQuery = trx
        .selectFrom('audit_chain_heads')
        .select(['last_hash', 'last_seq'])
        .where('chain', '=', Chain.ledger);
      if (postgres) headQuery = headQuery.forUpdate();
      const head = await headQuery.executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom('ledger_transfers')
        .select(['id', ...LEDGER_FIELDS])
        .where('chain_seq', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (rows.length === 0) return 0;
      let previous = head.last_hash;
      let seq = Number(head.last_seq ?? 0);
      const links = rows.map((row) => {
        previous = chainHash(previous, ledgerCanonical(row));
        seq += 1;
        return { id: row.id, hash: previous, seq };
      });
      if (postgres) {
        await sql`
          update ledger_transfers t set hash = v.hash, chain_seq = v.seq
          from unnest(${links.map((l) => l.id)}::integer[], ${links.map((l) => l.hash)}::text[],
            ${links.map((l) => l.seq)}::bigint[]) as v(id, hash, seq)
          where t.id = v.id`.execute(trx);
      } else {
        const json = JSON.stringify(links.map((l) => [l.id, l.hash, l.seq]));
        await sql`
          update ledger_transfers set hash = j.value ->> 1, chain_seq = j.value ->> 2
          from json_each(${json}) as j
          where ledger_transfers.id = j.value ->> 0`.execute(trx);
      }
      const last = links.at(-1)!;
      await trx
        .updateTable('audit_chain_heads')
        .set({ last_id: last.id, last_hash: last.hash, last_seq: last.seq, updated_at: now })
        .where('chain', '=', Chain.ledger)
        .execute();
      return links.length;
    });
  }

  /** Ledger transfers committed and not linked into the chain yet. */
  async unlinked(): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('chain_seq', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
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
