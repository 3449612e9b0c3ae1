import type { AuditPageValue, AuditQuery } from '@portal/shared/schemas/operator';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import type { AuthenticatedStaff } from '../operators/staff.types.js';

export interface AuditEntry {
  /**
   * Null only for a failed login of an unknown username and for the admin command run on the
   * server itself.
   */
  staff: Pick<AuthenticatedStaff, 'id'> | null;
  /** e.g. staff.login, deposit.confirm, withdrawal.approve. */
  action: string;
  /** e.g. deposit:D20261121000001. */
  target?: string;
  /** The inputs that matter (amount, reason); never a secret. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

const DEFAULT_PAGE_SIZE = 20;

/**
 * The append-only record of operator actions. Write it with the executor of the action's own
 * transaction, so an action and its audit line commit or vanish together.
 */
export class AuditLog {
  constructor(private readonly db: DB) {}

  async record(entry: AuditEntry, executor: Executor = this.db): Promise<void> {
    await executor
      .insertInto('staff_audit_log')
      .values({
        staff_id: entry.staff?.id ?? null,
        action: entry.action,
        target: entry.target ?? '',
        details: JSON.stringify(entry.details ?? {}),
        ip: entry.ip ?? null,
      })
      .execute();
  }

  /** One page of the log, newest first, filtered by exact action, target and staff member. */
  async list(query: AuditQuery): Promise<AuditPageValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    let filtered = this.db.selectFrom('staff_audit_log as a');
    if (query.action) filtered = filtered.where('a.action', '=', query.action);
    if (query.target) filtered = filtered.where('a.target', '=', query.target);
    if (query.staffId) filtered = filtered.where('a.staff_id', '=', query.staffId);
    const [rows, count] = await Promise.all([
      filtered
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
        .orderBy('a.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        staffId: row.staff_id,
        staffUsername: row.username ?? null,
        action: row.action,
        target: row.target,
        details: JSON.parse(row.details) as Record<string, unknown>,
        ip: row.ip,
        createdAt: toIsoString(row.created_at),
      })),
      page,
      pageSize,
      total: Number(count.total),
    };
  }
}
