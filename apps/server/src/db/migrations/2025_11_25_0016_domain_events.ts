/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Domain events (ARCHITECTURE section 10, docs/decisions/024-domain-events.md): the outbox a
 * module writes in the transaction of the change it reports, each consumer's cursor over it, and
 * the events a consumer gave up on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('domain_events')
    // SQLite's AUTOINCREMENT takes only INTEGER (64-bit there anyway).
    .addColumn('id', postgres ? 'bigint' : 'integer', id)
    /**
     * The writing transaction's id on PostgreSQL (0 on SQLite, whose one writer commits in id
     * order): consumers read in (tx_id, id) order and only below the oldest running transaction,
     * so an event committed late is never passed over.
     */
    .addColumn('tx_id', 'bigint', (col) => col.notNull().defaultTo(0))
    /** e.g. deposit.credited, bet.settled; with `version`, what the payload holds. */
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    /** Once per fact: a second write of the same key is ignored. */
    .addColumn('event_key', 'varchar(160)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer')
    /** Self-contained JSON: what a consumer (or a broker's subscriber) needs, nothing to look up. */
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('domain_events_order_idx')
    .on('domain_events')
    .columns(['tx_id', 'id'])
    .execute();

  await db.schema
    .createTable('event_consumers')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    /** The last event handled or given up on, in (tx_id, id) order. */
    .addColumn('cursor_tx_id', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('cursor_id', 'bigint', (col) => col.notNull().defaultTo(0))
    /** A runner holds the consumer until then; a runner that died loses it when it passes. */
    .addColumn('locked_until', 'timestamptz')
    /** Failures of the event after the cursor, and when it is tried again. */
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('event_dead_letters')
    .addColumn('id', 'integer', id)
    .addColumn('consumer', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_id', 'bigint', (col) =>
      col.notNull().references('domain_events.id').onDelete('restrict'),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('last_error', 'text', (col) => col.notNull())
    /** pending: waits for an operator; done: handled on an operator's retry. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('event_dead_letters_once', ['consumer', 'event_id'])
    .addCheckConstraint('event_dead_letters_status', sql`status in ('pending', 'done')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_dead_letters').execute();
  await db.schema.dropTable('event_consumers').execute();
  await db.schema.dropTable('domain_events').execute();
}
