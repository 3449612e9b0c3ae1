/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/** The canonical form of decision 055, as it stood when the chains began. */
const field = (value: string | number | bigint | null) => {
  if (value === null) return '~';
  const text = typeof value === 'string' ? value : value.toString();
  return `${Buffer.byteLength(text, 'utf8')}:${text}`;
};
const iso = (value: Date | string) => {
  if (value instanceof Date) return value.toISOString();
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  return new Date(text).toISOString();
};
const link = (previous: string, fields: Array<string | number | bigint | null>) =>
  createHash('sha256')
    .update(previous + fields.map(field).join(''), 'utf8')
    .digest('hex');

const PAGE = 1000;

/** Chains a table's rows in id order and returns the head (last id and hash). */
async function chainRows(
  db: Kysely<any>,
  table: string,
  fields: (row: any) => Array<string | number | bigint | null>,
): Promise<{ lastId: number | null; lastHash: string }> {
  let lastHash = '0'.repeat(64);
  let lastId: number | null = null;
  for (;;) {
    let query = db.selectFrom(table).selectAll().orderBy('id').limit(PAGE);
    if (lastId !== null) query = query.where('id', '>', lastId);
    const rows = await query.execute();
    for (const row of rows) {
      lastHash = link(lastHash, fields(row));
      lastId = Number(row.id);
      await db.updateTable(table).set({ hash: lastHash }).where('id', '=', lastId).execute();
    }
    if (rows.length < PAGE) return { lastId, lastHash };
  }
}

/**
 * A tamper-evident audit trail (decision 055):
 * - `staff_audit_log` and `ledger_transfers` get `hash`, each row's link in its log's chain; the
 *   rows already written are chained here in id order from the genesis hash (64 zeros);
 * - `audit_chain_heads` keeps each chain's last row: writers lock it in their transaction;
 * - `audit_checkpoints` keeps the signed heads, `audit_verifications` the console's runs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema.alterTable('staff_audit_log').addColumn('hash', 'varchar(64)').execute();
  await db.schema.alterTable('ledger_transfers').addColumn('hash', 'varchar(64)').execute();
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('chain', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('last_id', 'integer')
    .addColumn('last_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('id', 'integer', id)
    .addColumn('chain', 'varchar(32)', (col) => col.notNull())
    .addColumn('row_id', 'integer')
    .addColumn('row_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('audit_checkpoints_chain_idx')
    .on('audit_checkpoints')
    .columns(['chain', 'id'])
    .execute();
  await db.schema
    .createTable('audit_verifications')
    .addColumn('id', 'integer', id)
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('result', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('finished_at', 'timestamptz')
    .execute();

  const audit = await chainRows(db, 'staff_audit_log', (row) => [
    'staff_audit',
    row.staff_id === null ? null : Number(row.staff_id),
    row.action,
    row.target,
    row.details,
    row.ip,
    iso(row.created_at),
  ]);
  const ledger = await chainRows(db, 'ledger_transfers', (row) => [
    'ledger',
    row.idempotency_key,
    row.request_hash,
    row.kind,
    Number(row.from_account_id),
    Number(row.to_account_id),
    BigInt(row.amount),
    row.currency,
    row.reference,
    row.memo,
    iso(row.created_at),
  ]);
  await db
    .insertInto('audit_chain_heads')
    .values([
      { chain: 'ledger', last_id: ledger.lastId, last_hash: ledger.lastHash },
      { chain: 'staff_audit', last_id: audit.lastId, last_hash: audit.lastHash },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_verifications', 'audit_checkpoints', 'audit_chain_heads']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('ledger_transfers').dropColumn('hash').execute();
  await db.schema.alterTable('staff_audit_log').dropColumn('hash').execute();
}
