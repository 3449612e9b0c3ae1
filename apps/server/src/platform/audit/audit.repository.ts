import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { prefixPattern } from '../../db/like-pattern.js';
import type { Executor } from '../../db/transaction.js';
import { auditCanonical, Chain, chainHash } from './audit-chain.js';

export interface NewAuditRow {
  staff_id: number | null;
  action: string;
  target: string;
  details: string;
  ip: string | null;
}

/** What to keep of the log: each field exact, or a prefix; times as instants [from, to). */
export interface AuditFilter {
  action?: { value: string; prefix: boolean };
  target?: { value: string; prefix: boolean };
  staffId?: number;
  /** A username, compared without case. */
  staffUsername?: string;
  from?: Date;
  to?: Date;
}

/** The staff audit log: lines appended, pages read with the staff member's username. */
export class AuditRepository {
  constructor(private readonly db: DB) {}

  /**
   * Appends a line as the next link of the audit chain (decision 055): the chain's head is locked
   * (PostgreSQL `FOR UPDATE`; SQLite's writer lock once the transaction writes) until the
   * transaction ends, so concurrent writers follow one another and the chain never forks.
   */
  async insert(row: NewAuditRow, executor: Executor = this.db): Promise<void> {
    if (!executor.isTransaction) {
      await this.db.transaction().execute((trx) => this.insert(row, trx));
      return;
    }
    const postgres = isPostgres(executor);
    const at = new Date();
    // SQLite keeps the log's times as 'YYYY-MM-DD HH:MM:SS' text (see instant below).
    if (!postgres) at.setUTCMilliseconds(0);
    const createdAt = postgres ? at.toISOString() : this.instant(at);
    if (!postgres) {
      // Takes the writer lock first, so the head read below is the head this line follows.
      await executor
        .updateTable('audit_chain_heads')
        .set({ updated_at: createdAt })
        .where('chain', '=', Chain.staffAudit)
        .execute();
    }
    let head = executor
      .selectFrom('audit_chain_heads')
      .select('last_hash')
      .where('chain', '=', Chain.staffAudit);
    if (postgres) head = head.forUpdate();
    const { last_hash: previous } = await head.executeTakeFirstOrThrow();
    const hash = chainHash(previous, auditCanonical({ ...row, created_at: createdAt }));
    const inserted = await executor
      .insertInto('staff_audit_log')
      .values({ ...row, created_at: createdAt, hash })
      .returning('id')
      .executeTakeFirstOrThrow();
    await executor
      .updateTable('audit_chain_heads')
      .set({ last_id: inserted.id, last_hash: hash, updated_at: createdAt })
      .where('chain', '=', Chain.staffAudit)
      .execute();
  }

  /** One page in time order (`direction`), filtered; the lines carry their staff's username. */
  async page(
    filter: AuditFilter,
    direction: 'asc' | 'desc',
    window: { limit: number; offset: number },
  ) {
    return this.filtered(filter)
      .leftJoin('staff as s', 's.id', 'a.staff_id')
      .select([
        'a.id',
        'a.staff_id',
        's.username',
        'a.action',
        'a.target',
        'a.details',
        'a.ip',
        'a.created_at',
      ])
      .orderBy('a.created_at', direction)
      .orderBy('a.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  async count(filter: AuditFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Every distinct action in the log, in alphabetical order. */
  async actions(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('staff_audit_log')
      .select('action')
      .distinct()
      .orderBy('action')
      .execute();
    return rows.map((row) => row.action);
  }

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('staff_audit_log as a');
    const { action, target } = filter;
    if (action) {
      query = action.prefix
        ? query.where(sql<boolean>`a.action like ${prefixPattern(action.value)} escape '\\'`)
        : query.where('a.action', '=', action.value);
    }
    if (target) {
      query = target.prefix
        ? query.where(sql<boolean>`a.target like ${prefixPattern(target.value)} escape '\\'`)
        : query.where('a.target', '=', target.value);
    }
    if (filter.staffId) query = query.where('a.staff_id', '=', filter.staffId);
    if (filter.staffUsername) {
      const key = filter.staffUsername.toLowerCase();
      query = query.where('a.staff_id', 'in', (eb) =>
        eb.selectFrom('staff').select('id').where('username_key', '=', key),
      );
    }
    if (filter.from) query = query.where('a.created_at', '>=', this.instant(filter.from));
    if (filter.to) query = query.where('a.created_at', '<', this.instant(filter.to));
    return query;
  }

  /**
   * An instant as the log's `created_at` compares: the database writes it (CURRENT_TIMESTAMP),
   * which SQLite keeps as text 'YYYY-MM-DD HH:MM:SS' in UTC.
   */
  private instant(at: Date): string {
    const iso = at.toISOString();
    return isPostgres(this.db) ? iso : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  }
}
