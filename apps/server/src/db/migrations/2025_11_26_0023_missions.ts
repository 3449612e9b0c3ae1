/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Missions (docs/decisions/030-missions.md): the operator's missions, and each member's progress
 * in each period of a mission, measured from the domain events and claimed once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('missions')
    .addColumn('id', 'integer', id)
    /** JSON: the name and the description per language (EN required). */
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('descriptions', 'text', (col) => col.notNull())
    .addColumn('period', 'varchar(8)', (col) => col.notNull())
    .addColumn('condition', 'varchar(24)', (col) => col.notNull())
    /** valid_turnover only: one game category; null: all. */
    .addColumn('category_code', 'varchar(16)')
    /** Minor units for deposit_total and valid_turnover, a count otherwise. */
    .addColumn('target', 'bigint', (col) => col.notNull())
    .addColumn('reward_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('reward_points', 'bigint')
    .addColumn('reward_ticket_kind', 'varchar(16)')
    .addColumn('reward_count', 'integer')
    /** Bonus rewards: minor units and the turnover multiple. */
    .addColumn('reward_amount', 'bigint')
    .addColumn('reward_turnover_multiple', 'integer')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('missions_period', sql`period in ('daily', 'weekly', 'once')`)
    .addCheckConstraint(
      'missions_condition',
      sql`condition in ('deposit_total', 'valid_turnover', 'rounds_played', 'login_streak', 'friends_first_deposit')`,
    )
    .addCheckConstraint('missions_reward', sql`reward_type in ('points', 'ticket', 'bonus')`)
    .addCheckConstraint('missions_target', sql`target > 0`)
    .execute();

  /** A member's progress in one period of a mission: one row per (mission, member, period). */
  await db.schema
    .createTable('mission_progress')
    .addColumn('id', 'integer', id)
    .addColumn('mission_id', 'integer', (col) =>
      col.notNull().references('missions.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** The period's first site day (yyyy-MM-dd), or `once`. */
    .addColumn('period_key', 'varchar(10)', (col) => col.notNull())
    .addColumn('progress', 'bigint', (col) => col.notNull().defaultTo(0))
    /** login_streak: the last site day counted. */
    .addColumn('last_day', 'varchar(10)')
    .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('in_progress'))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('reward_reference', 'varchar(40)')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('mission_progress_once', ['mission_id', 'member_id', 'period_key'])
    .addCheckConstraint(
      'mission_progress_status',
      sql`status in ('in_progress', 'completed', 'claimed')`,
    )
    .execute();
  /** The leaderboard: a mission's period by progress. */
  await db.schema
    .createIndex('mission_progress_rank_idx')
    .on('mission_progress')
    .columns(['mission_id', 'period_key', 'progress'])
    .execute();
  await db.schema
    .createIndex('mission_progress_member_idx')
    .on('mission_progress')
    .columns(['member_id', 'period_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mission_progress').execute();
  await db.schema.dropTable('missions').execute();
}
