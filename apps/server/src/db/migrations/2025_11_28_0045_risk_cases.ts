/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Money-pattern cases of the risk desk (docs/decisions/054-money-pattern-cases.md):
 * - risk_rules: each rule's switch and thresholds as the risk desk set them (a missing row is
 *   the rule's default);
 * - risk_cases: one case per member (or group of members) and rule while it is not closed, with
 *   its state, assignee and closing outcome;
 * - risk_case_members: the members a case is about (several for a shared device or payee name);
 * - risk_case_events: the domain events that raised or grew a case, once per rule and event;
 * - risk_case_notes: what staff wrote on a case, append-only;
 * - an index on bank_cards.holder_name, which counts the members sharing a payee name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('risk_rules')
    .addColumn('rule', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    /** The rule's thresholds as JSON (minor units as integers). */
    .addColumn('params', 'varchar(1000)', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('risk_cases')
    .addColumn('id', 'integer', id)
    .addColumn('rule', 'varchar(32)', (col) => col.notNull())
    /** The member whose action raised the case. */
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('assignee_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('event_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opened_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('last_event_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('outcome', 'varchar(24)')
    /** The authority's reference of a report. */
    .addColumn('outcome_reference', 'varchar(128)')
    .addColumn('closing_note', 'varchar(2000)')
    .addColumn('closed_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('closed_at', 'timestamptz')
    .addCheckConstraint('risk_cases_state', sql`state in ('open', 'in_review', 'closed')`)
    .addCheckConstraint(
      'risk_cases_outcome',
      sql`outcome is null or outcome in ('no_concern', 'member_restricted', 'reported', 'other')`,
    )
    .execute();
  // One case of a member and rule at a time until it is closed.
  await db.schema
    .createIndex('risk_cases_live_idx')
    .on('risk_cases')
    .columns(['rule', 'member_id'])
    .unique()
    .where(sql.ref('state'), '<>', 'closed')
    .execute();
  await db.schema
    .createIndex('risk_cases_state_idx')
    .on('risk_cases')
    .columns(['state', 'id'])
    .execute();
  await db.schema
    .createIndex('risk_cases_opened_idx')
    .on('risk_cases')
    .columns(['opened_at', 'id'])
    .execute();

  await db.schema
    .createTable('risk_case_members')
    .addColumn('case_id', 'integer', (col) =>
      col.notNull().references('risk_cases.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addPrimaryKeyConstraint('risk_case_members_pk', ['case_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('risk_case_members_member_idx')
    .on('risk_case_members')
    .columns(['member_id', 'case_id'])
    .execute();

  await db.schema
    .createTable('risk_case_events')
    .addColumn('id', 'integer', id)
    .addColumn('case_id', 'integer', (col) =>
      col.notNull().references('risk_cases.id').onDelete('cascade'),
    )
    .addColumn('rule', 'varchar(32)', (col) => col.notNull())
    /** The domain event's id (events are pruned: what the case shows is copied here). */
    .addColumn('event_id', 'bigint', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'varchar(8)')
    /** The deposit or withdrawal order number, when the event is about one. */
    .addColumn('reference', 'varchar(64)')
    /** The figures the rule decided on, as JSON. */
    .addColumn('detail', 'varchar(2000)', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('risk_case_events_once_idx')
    .on('risk_case_events')
    .columns(['rule', 'event_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('risk_case_events_case_idx')
    .on('risk_case_events')
    .columns(['case_id', 'id'])
    .execute();

  await db.schema
    .createTable('risk_case_notes')
    .addColumn('id', 'integer', id)
    .addColumn('case_id', 'integer', (col) =>
      col.notNull().references('risk_cases.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('body', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('risk_case_notes_case_idx')
    .on('risk_case_notes')
    .columns(['case_id', 'id'])
    .execute();

  await db.schema
    .createIndex('bank_cards_holder_idx')
    .on('bank_cards')
    .columns(['holder_name', 'member_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bank_cards_holder_idx').execute();
  await db.schema.dropTable('risk_case_notes').execute();
  await db.schema.dropTable('risk_case_events').execute();
  await db.schema.dropTable('risk_case_members').execute();
  await db.schema.dropTable('risk_cases').execute();
  await db.schema.dropTable('risk_rules').execute();
}
