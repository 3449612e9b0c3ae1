/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The reward centre: prize tables per ticket kind, the rules that grant tickets on events, and
 * the tickets with their committed seeds (docs/decisions/029-reward-tickets.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('ticket_prize_tables')
    .addColumn('kind', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('expiry_days', 'integer', (col) => col.notNull())
    .addColumn('bonus_expiry_days', 'integer', (col) => col.notNull())
    /** JSON: the prizes with labels, amounts in minor units and whole-number weights. */
    .addColumn('prizes', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'ticket_prize_tables_kind',
      sql`kind in ('golden_egg', 'red_envelope', 'prize_wheel')`,
    )
    .execute();

  await db.schema
    .createTable('ticket_grant_rules')
    .addColumn('id', 'integer', id)
    .addColumn('trigger', 'varchar(16)', (col) => col.notNull())
    .addColumn('min_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint(
      'ticket_grant_rules_trigger',
      sql`trigger in ('first_deposit', 'deposit_over', 'daily_sign_in')`,
    )
    .execute();

  await db.schema
    .createTable('reward_tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_no', 'varchar(24)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    /**
     * The fact that granted it and the ticket's place among that fact's tickets
     * (`deposit:<order>#1`): a second grant for the same fact is a conflict, whatever the race.
     */
    .addColumn('grant_key', 'varchar(120)', (col) => col.notNull().unique())
    /** The secret seed (hex) and its SHA-256, published until the seed is revealed. */
    .addColumn('seed', 'varchar(64)', (col) => col.notNull())
    .addColumn('seed_hash', 'varchar(64)', (col) => col.notNull())
    /** JSON: the kind's prize table when the ticket was granted; the draw uses this copy. */
    .addColumn('prizes', 'text', (col) => col.notNull())
    .addColumn('bonus_expiry_days', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('unopened'))
    .addColumn('prize_index', 'integer')
    .addColumn('prize_reference', 'varchar(40)')
    .addColumn('granted_by', 'integer')
    .addColumn('granted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('opened_at', 'timestamptz')
    .addCheckConstraint('reward_tickets_status', sql`status in ('unopened', 'opened', 'expired')`)
    .addCheckConstraint(
      'reward_tickets_kind',
      sql`kind in ('golden_egg', 'red_envelope', 'prize_wheel')`,
    )
    .execute();
  await db.schema
    .createIndex('reward_tickets_member_idx')
    .on('reward_tickets')
    .columns(['member_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('reward_tickets_due_idx')
    .on('reward_tickets')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reward_tickets').execute();
  await db.schema.dropTable('ticket_grant_rules').execute();
  await db.schema.dropTable('ticket_prize_tables').execute();
}
