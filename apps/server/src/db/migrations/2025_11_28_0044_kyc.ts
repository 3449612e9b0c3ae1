/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Identity checks (docs/decisions/053-kyc.md):
 * - kyc_documents: every file a member uploaded (kept for the record), with its own state,
 *   its sha-256 and the random name it is stored under outside the web root;
 * - kyc_cases: each submission of the four documents, pending until a reviewer verifies or
 *   rejects it; the newest case of a member is their state;
 * - members.birthday: the birthday a reviewer read from the identity document.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('storage_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('rejection_reason', 'varchar(32)')
    .addColumn('rejection_note', 'varchar(500)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint(
      'kyc_documents_kind',
      sql`kind in ('id_front', 'id_back', 'selfie', 'address')`,
    )
    .addCheckConstraint(
      'kyc_documents_status',
      sql`status in ('uploaded', 'pending', 'accepted', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('kyc_documents_member_idx')
    .on('kyc_documents')
    .columns(['member_id', 'kind', 'id'])
    .execute();

  await db.schema
    .createTable('kyc_cases')
    .addColumn('id', 'integer', id)
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('id_front_id', 'integer', (col) => col.notNull().references('kyc_documents.id'))
    .addColumn('id_back_id', 'integer', (col) => col.notNull().references('kyc_documents.id'))
    .addColumn('selfie_id', 'integer', (col) => col.notNull().references('kyc_documents.id'))
    .addColumn('address_id', 'integer', (col) => col.notNull().references('kyc_documents.id'))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('birthday', 'varchar(10)')
    .addColumn('rejection_reason', 'varchar(32)')
    .addColumn('rejection_note', 'varchar(500)')
    .addCheckConstraint('kyc_cases_status', sql`status in ('pending', 'verified', 'rejected')`)
    .execute();
  await db.schema
    .createIndex('kyc_cases_member_idx')
    .on('kyc_cases')
    .columns(['member_id', 'id'])
    .execute();
  // The queue: pending first, oldest first.
  await db.schema
    .createIndex('kyc_cases_queue_idx')
    .on('kyc_cases')
    .columns(['status', 'submitted_at', 'id'])
    .execute();
  // At most one case under review per member, whatever two submissions race.
  await sql`create unique index kyc_cases_one_pending on kyc_cases (member_id) where status = 'pending'`.execute(
    db,
  );

  await db.schema.alterTable('members').addColumn('birthday', 'varchar(10)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('birthday').execute();
  await db.schema.dropTable('kyc_cases').execute();
  await db.schema.dropTable('kyc_documents').execute();
}
