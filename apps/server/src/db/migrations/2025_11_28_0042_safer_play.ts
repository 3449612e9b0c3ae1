/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Safer play (docs/decisions/051-safer-play-limits-and-breaks.md):
 * - safer_play_accounts: a member's break and the running totals of the current day, week and
 *   month, one row per member read (and on PostgreSQL locked) by the play gate;
 * - safer_play_limits: each limit in force and its waiting increase or removal;
 * - safer_play_history: every limit change and break, asked and effective;
 * - member_sessions.scope: 'withdraw' for the session a member on a break gets to withdraw.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;
  const total = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  let accounts = db.schema
    .createTable('safer_play_accounts')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('break_kind', 'varchar(16)')
    .addColumn('break_duration', 'varchar(16)')
    .addColumn('break_started_at', 'timestamptz')
    .addColumn('break_ends_at', 'timestamptz')
    .addColumn('return_asked_at', 'timestamptz')
    .addColumn('day_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('week_start', 'varchar(10)', (col) => col.notNull())
    .addColumn('month_start', 'varchar(10)', (col) => col.notNull());
  for (const period of ['day', 'week', 'month']) {
    for (const kind of ['deposit', 'wager', 'loss']) {
      accounts = accounts.addColumn(`${period}_${kind}`, 'bigint', total);
    }
  }
  await accounts
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'safer_play_accounts_break_kind',
      sql`break_kind is null or break_kind in ('timeout', 'exclusion')`,
    )
    .execute();

  await db.schema
    .createTable('safer_play_limits')
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('period', 'varchar(8)', (col) => col.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('pending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pending_amount', 'bigint')
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('safer_play_limits_pk', ['member_id', 'kind', 'period'])
    .addCheckConstraint('safer_play_limits_kind', sql`kind in ('deposit', 'loss', 'wager')`)
    .addCheckConstraint('safer_play_limits_period', sql`period in ('day', 'week', 'month')`)
    .addCheckConstraint(
      'safer_play_limits_amounts',
      sql`(amount is null or amount > 0) and (pending_amount is null or pending_amount > 0)`,
    )
    .execute();

  await db.schema
    .createTable('safer_play_history')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('change', 'varchar(8)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('period', 'varchar(8)')
    .addColumn('amount', 'bigint')
    .addColumn('duration', 'varchar(16)')
    .addColumn('asked_at', 'timestamptz', (col) => col.notNull())
    .addColumn('effective_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addCheckConstraint('safer_play_history_change', sql`change in ('limit', 'break', 'return')`)
    .execute();
  await db.schema
    .createIndex('safer_play_history_member_idx')
    .on('safer_play_history')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .alterTable('member_sessions')
    .addColumn('scope', 'varchar(16)', (col) => col.notNull().defaultTo('full'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_sessions').dropColumn('scope').execute();
  await db.schema.dropTable('safer_play_history').execute();
  await db.schema.dropTable('safer_play_limits').execute();
  await db.schema.dropTable('safer_play_accounts').execute();
}
