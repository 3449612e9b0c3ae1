import {
  AUDIT_PREFIX,
  type AuditEntryValue,
  type AuditPageValue,
  type AuditQuery,
} from '@portal/shared/schemas/operator';
import { addSiteDays, siteDayStart } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import type { Executor } from '../../db/transaction.js';
import { everyPage } from '../../lib/csv.js';
import type { AuthenticatedStaff } from '../operators/staff.types.js';
import { AuditRepository, type AuditFilter } from './audit.repository.js';

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

/** An exact value, or a prefix when it ends in `*` (`member.*`). */
function match(value: string | undefined): AuditFilter['action'] {
  if (value === undefined) return undefined;
  return value.endsWith(AUDIT_PREFIX)
    ? { value: value.slice(0, -AUDIT_PREFIX.length), prefix: true }
    : { value, prefix: false };
}

function filterOf(query: AuditQuery): AuditFilter {
  return {
    action: match(query.action),
    target: match(query.target),
    staffId: query.staffId,
    staffUsername: query.staff,
    from: query.from ? siteDayStart(query.from) : undefined,
    to: query.to ? siteDayStart(addSiteDays(query.to, 1)) : undefined,
  };
}

type AuditRow = Awaited<ReturnType<AuditRepository['page']>>[number];

const toEntry = (row: AuditRow): AuditEntryValue => ({
  id: row.id,
  staffId: row.staff_id,
  staffUsername: row.username ?? null,
  action: row.action,
  target: row.target,
  details: JSON.parse(row.details) as Record<string, unknown>,
  ip: row.ip,
  createdAt: toIsoString(row.created_at),
});

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

  /** One page of the log, newest first unless sorted by time ascending; filters combine. */
  async list(query: AuditQuery): Promise<AuditPageValue> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([
      this.repository.page(filter, directionOf(query), {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      this.repository.count(filter),
    ]);
    return { list: rows.map(toEntry), page, pageSize, total };
  }

  /** Every line the filters keep, read a page at a time (the CSV export). */
  lines(query: AuditQuery): AsyncIterable<AuditEntryValue> {
    const filter = filterOf(query);
    const direction = directionOf(query);
    return everyPage(async (page, pageSize) =>
      (
        await this.repository.page(filter, direction, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        })
      ).map(toEntry),
    );
  }

  /** The distinct actions of the log. */
  actions(): Promise<string[]> {
    return this.repository.actions();
  }
}

const directionOf = (query: AuditQuery): 'asc' | 'desc' =>
  query.sort === 'createdAt' ? 'asc' : 'desc';
