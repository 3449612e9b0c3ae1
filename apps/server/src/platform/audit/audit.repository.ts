import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';

export interface NewAuditRow {
  staff_id: number | null;
  action: string;
  target: string;
  details: string;
  ip: string | null;
}

/** The staff audit log: lines appended, pages read with the staff member's username. */
export class AuditRepository {
  constructor(private readonly db: DB) {}

  async insert(row: NewAuditRow, executor: Executor = this.db): Promise<void> {
    await executor.insertInto('staff_audit_log').values(row).execute();
  }

  /** One page, newest first, filtered by exact action, target and staff member; and the count. */
  async page(filter: {
    action?: string;
    target?: string;
    staffId?: number;
    limit: number;
    offset: number;
  }) {
    let filtered = this.db.selectFrom('staff_audit_log as a');
    if (filter.action) filtered = filtered.where('a.action', '=', filter.action);
    if (filter.target) filtered = filtered.where('a.target', '=', filter.target);
    if (filter.staffId) filtered = filtered.where('a.staff_id', '=', filter.staffId);
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
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      filtered
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }
}
