import type { AuditPageValue, AuditQuery } from '@portal/shared/schemas/operator';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import type { AuthenticatedStaff } from '../operators/staff.types.js';
import { AuditRepository } from './audit.repository.js';

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
  private readonly repository: AuditRepository;

  constructor(db: DB) {
    this.repository = new AuditRepository(db);
  }

  async record(entry: AuditEntry, executor?: Executor): Promise<void> {
    await this.repository.insert(
      {
        staff_id: entry.staff?.id ?? null,
        action: entry.action,
        target: entry.target ?? '',
        details: JSON.stringify(entry.details ?? {}),
        ip: entry.ip ?? null,
      },
      executor,
    );
  }

  /** One page of the log, newest first, filtered by exact action, target and staff member. */
  async list(query: AuditQuery): Promise<AuditPageValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.repository.page({
      action: query.action,
      target: query.target,
      staffId: query.staffId,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
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
      total,
    };
  }
}
