import type { Trx } from '../../db/transaction.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { AuthenticatedStaff } from '../../platform/operators/staff.types.js';

/** Records an operator's action on a promotion (or an application, prize, bonus) in `trx`. */
export async function auditAction(
  audit: AuditLog,
  operator: { staff: AuthenticatedStaff; ip: string | null },
  action: string,
  id: number,
  details: Record<string, unknown>,
  trx: Trx,
  target = 'promotion',
): Promise<void> {
  await audit.record(
    { staff: operator.staff, action, target: `${target}:${id}`, details, ip: operator.ip },
    trx,
  );
}
