/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Invite friends (docs/decisions/028-referral.md): every member's referral code, the operator's
 * rules, the friends each referral brought with their progress towards the reward, and the
 * browser marks that tell a friend registering on the referrer's own device.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /** One code per member, made the first time they open their referral page. */
  await db.schema
    .createTable('referral_codes')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    /** Upper-case letters and digits; looked up upper-cased. */
    .addColumn('code', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  /** The programme's rules: a single row (id 1); amounts in minor units of the site currency. */
  await db.schema
    .createTable('referral_rules')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('min_first_deposit', 'bigint', (col) => col.notNull())
    /** Valid turnover the friend must play after the first deposit; 0: none asked. */
    .addColumn('min_turnover', 'bigint', (col) => col.notNull().defaultTo(0))
    /** Days from the friend's registration to meet the thresholds; 0: no limit. */
    .addColumn('qualify_within_days', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reward_amount', 'bigint', (col) => col.notNull())
    /** bonus (bonus wallet, with turnover) or main (main wallet, from the house). */
    .addColumn('reward_wallet', 'varchar(8)', (col) => col.notNull().defaultTo('bonus'))
    .addColumn('turnover_multiple', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('bonus_expiry_days', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('referral_rules_single', sql`id = 1`)
    .addCheckConstraint('referral_rules_wallet', sql`reward_wallet in ('bonus', 'main')`)
    .addCheckConstraint(
      'referral_rules_amounts',
      sql`min_first_deposit >= 0 and min_turnover >= 0 and reward_amount >= 0`,
    )
    .execute();

  /** A friend brought by a referrer's code: one row per friend, ever. */
  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', id)
    .addColumn('referrer_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('friend_id', 'integer', (col) => col.notNull().unique().references('members.id'))
    /** registered, deposited, qualified or not_eligible. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('registered'))
    /** Why the friend does not qualify (comma-separated reasons), for operators. */
    .addColumn('ineligible_reason', 'varchar(200)')
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('first_deposit_order_no', 'varchar(40)')
    .addColumn('first_deposit_amount', 'bigint')
    .addColumn('first_deposit_at', 'timestamptz')
    /** Valid turnover counted since the first deposit (within the window). */
    .addColumn('turnover', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('qualified_at', 'timestamptz')
    .addColumn('reward_amount', 'bigint')
    .addColumn('reward_currency', 'varchar(8)')
    .addColumn('reward_wallet', 'varchar(8)')
    /** The bonus number or the ledger reference of the reward. */
    .addColumn('reward_reference', 'varchar(40)')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'referrals_status',
      sql`status in ('registered', 'deposited', 'qualified', 'not_eligible')`,
    )
    .addCheckConstraint('referrals_not_self', sql`referrer_id <> friend_id`)
    .execute();
  await db.schema
    .createIndex('referrals_referrer_idx')
    .on('referrals')
    .columns(['referrer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('referrals_status_idx')
    .on('referrals')
    .columns(['status', 'id'])
    .execute();

  /** The browser marks (hashed) a member registered with or opened their referral page from. */
  await db.schema
    .createTable('referral_devices')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('mark_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('referral_devices_pk', ['member_id', 'mark_hash'])
    .execute();
  await db.schema
    .createIndex('referral_devices_mark_idx')
    .on('referral_devices')
    .column('mark_hash')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('referral_devices').execute();
  await db.schema.dropTable('referrals').execute();
  await db.schema.dropTable('referral_rules').execute();
  await db.schema.dropTable('referral_codes').execute();
}
