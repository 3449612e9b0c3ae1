/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The operator console's member desk and dashboard
 * (docs/decisions/042-dashboard-figures-and-balance-adjustments.md):
 * - member_notes: what staff write about a member (who, what, when);
 * - balance_adjustments: credits and debits of a member's main wallet made by staff, applied at
 *   once or waiting for a second staff member above the site's threshold;
 * - member_logins: every login attempt of a known member with its outcome, IP and browser; the
 *   successful logins before this migration are copied from member_sessions;
 * - members.mobile_verified_at and email_verified_at: when a code proved the number or address;
 * - prefix-search indexes of the member search (username, phone, email, real name, login IP,
 *   device mark), which LIKE 'prefix%' can walk: COLLATE NOCASE on SQLite (whose LIKE ignores
 *   ASCII case), the pattern operator classes on PostgreSQL (whatever the database's collation);
 * - day indexes of the event-fed figures, which the dashboard sums over every member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('body', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('member_notes_member_idx')
    .on('member_notes')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** Minor units: above zero credits the main wallet, below zero debits it. */
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('reason', 'varchar(255)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decline_reason', 'varchar(255)')
    /** The ledger transfer that applied it, and the main balance right after. */
    .addColumn('transfer_id', 'integer', (col) => col.references('ledger_transfers.id'))
    .addColumn('balance_after', 'bigint')
    .addCheckConstraint('balance_adjustments_amount', sql`amount <> 0`)
    .addCheckConstraint(
      'balance_adjustments_status',
      sql`status in ('pending', 'applied', 'declined')`,
    )
    .execute();
  await db.schema
    .createIndex('balance_adjustments_status_idx')
    .on('balance_adjustments')
    .columns(['status', 'id'])
    .execute();
  await db.schema
    .createIndex('balance_adjustments_member_idx')
    .on('balance_adjustments')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('member_logins')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('login_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(24)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'member_logins_outcome',
      sql`outcome in ('success', 'wrong_password', 'account_disabled', 'verification_required')`,
    )
    .execute();
  await db.schema
    .createIndex('member_logins_member_idx')
    .on('member_logins')
    .columns(['member_id', 'id'])
    .execute();
  await sql`
    insert into member_logins (member_id, login_type, outcome, ip, user_agent, created_at)
    select member_id, login_type, 'success', ip, user_agent, created_at
    from member_sessions order by id
  `.execute(db);

  await db.schema.alterTable('members').addColumn('mobile_verified_at', 'timestamptz').execute();
  await db.schema.alterTable('members').addColumn('email_verified_at', 'timestamptz').execute();

  // Prefix search: `column like 'abc%'` walks these.
  const prefixIndex = async (name: string, table: string, column: string, lower = false) => {
    const target = postgres
      ? lower
        ? sql`(lower(${sql.ref(column)}) text_pattern_ops)`
        : sql`(${sql.ref(column)} varchar_pattern_ops)`
      : sql`(${sql.ref(column)} collate nocase)`;
    await sql`create index ${sql.id(name)} on ${sql.table(table)} ${target}`.execute(db);
  };
  await prefixIndex('members_account_prefix_idx', 'members', 'account_key');
  await prefixIndex('members_mobile_prefix_idx', 'members', 'mobile_num');
  await prefixIndex('members_email_prefix_idx', 'members', 'email_key');
  await prefixIndex('members_payee_name_prefix_idx', 'members', 'payee_name', true);
  await prefixIndex('member_logins_ip_prefix_idx', 'member_logins', 'ip');
  await prefixIndex('referral_devices_mark_prefix_idx', 'referral_devices', 'mark_hash');

  // The dashboard sums every member's figures of a range of days.
  await db.schema
    .createIndex('member_daily_figures_day_idx')
    .on('member_daily_figures')
    .columns(['day', 'category'])
    .execute();
  await db.schema
    .createIndex('agency_activity_period_idx')
    .on('agency_activity')
    .columns(['period', 'member_id'])
    .execute();
  await db.schema
    .createIndex('agency_first_deposits_day_idx')
    .on('agency_first_deposits')
    .column('day')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'agency_first_deposits_day_idx',
    'agency_activity_period_idx',
    'member_daily_figures_day_idx',
    'referral_devices_mark_prefix_idx',
    'members_payee_name_prefix_idx',
    'members_email_prefix_idx',
    'members_mobile_prefix_idx',
    'members_account_prefix_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('members').dropColumn('email_verified_at').execute();
  await db.schema.alterTable('members').dropColumn('mobile_verified_at').execute();
  await db.schema.dropTable('member_logins').execute();
  await db.schema.dropTable('balance_adjustments').execute();
  await db.schema.dropTable('member_notes').execute();
}
