/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /** Deposit and withdrawal notices (spec section 8), read by the message centre. */
  await db.schema
    .createTable('member_notices')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    /** deposit_arrived|rejected|failed, withdrawal_approved|rejected|failed (notices.service.ts). */
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    /** The order the notice is about (deposit or withdrawal order number). */
    .addColumn('reference', 'varchar(128)', (col) => col.notNull())
    /** When the event happened (the time placeholder of the notice). */
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('member_notices_once', ['member_id', 'kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('member_notices_member_idx')
    .on('member_notices')
    .columns(['member_id', 'id'])
    .execute();

  /** Operator staff: their own accounts, separate from members (argon2id like members). */
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    .addColumn('username_key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('display_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    /** admin, finance or viewer (modules/staff/staff.types.ts). */
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('last_login_ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('staff_role', sql`role in ('admin', 'finance', 'viewer')`)
    .addCheckConstraint('staff_status', sql`status in ('active', 'disabled')`)
    .execute();

  /** Operator sessions: random tokens stored as SHA-256, ended by idle timeout or logout. */
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (col) =>
      col.notNull().references('staff.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  /** Disabling a staff member or resetting their password ends all their sessions. */
  await db.schema
    .createIndex('staff_sessions_staff_idx')
    .on('staff_sessions')
    .column('staff_id')
    .execute();

  /** Every operator action (and login), append-only. */
  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'integer', id)
    /** Null for a failed login of an unknown username. */
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    /** e.g. staff.login, deposit.confirm, withdrawal.approve. */
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    /** What it acted on, e.g. deposit:D20261121000001; '' when nothing. */
    .addColumn('target', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    /** JSON: the inputs that matter (amount, reason); never secrets. */
    .addColumn('details', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('staff_audit_log_target_idx')
    .on('staff_audit_log')
    .columns(['target', 'id'])
    .execute();
  /** The audit page filters by action or by staff member, newest first. */
  await db.schema
    .createIndex('staff_audit_log_action_idx')
    .on('staff_audit_log')
    .columns(['action', 'id'])
    .execute();
  await db.schema
    .createIndex('staff_audit_log_staff_idx')
    .on('staff_audit_log')
    .columns(['staff_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['staff_audit_log', 'staff_sessions', 'staff', 'member_notices']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
