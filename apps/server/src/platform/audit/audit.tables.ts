import type { ColumnType, Generated } from 'kysely';

export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  target: ColumnType<string, string | undefined, never>;
  details: ColumnType<string, string | undefined, never>;
  ip: string | null;
  created_at: ColumnType<Date | string, string | undefined, never>;
}

export interface AuditTables {
  staff_audit_log: StaffAuditLogTable;
}
