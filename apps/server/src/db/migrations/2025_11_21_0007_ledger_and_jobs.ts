/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /**
   * One row per ledger account. The balance is a cache of the sum of its entries, updated in the
   * same statement or transaction that writes them; the CHECK makes a negative member balance
   * impossible whatever the code above it does.
   */
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'integer', id)
    /** member:<id>:main, member:<id>:bonus, member:<id>:vendor:<code>, system:<name>. */
    .addColumn('code', 'varchar(96)', (col) => col.notNull().unique())
    .addColumn('owner_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.references('members.id').onDelete('restrict'))
    /** main, bonus or vendor for members; the system account's name otherwise. */
    .addColumn('wallet', 'varchar(48)', (col) => col.notNull())
    .addColumn('vendor', 'varchar(64)')
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('allow_negative', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('ledger_accounts_owner', sql`owner_type in ('member', 'system')`)
    .addCheckConstraint('ledger_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
    .addCheckConstraint(
      'ledger_accounts_members_never_negative',
      sql`owner_type = 'system' or allow_negative = 0`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_member_idx')
    .on('ledger_accounts')
    .columns(['member_id', 'wallet'])
    .execute();

  /** One transfer per money movement; the idempotency key makes a retry return the first result. */
  await db.schema
    .createTable('ledger_transfers')
    .addColumn('id', 'integer', id)
    .addColumn('idempotency_key', 'varchar(160)', (col) => col.notNull().unique())
    /** SHA-256 of the parameters: the same key with other parameters is a conflict. */
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('from_account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('restrict'),
    )
    .addColumn('to_account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    /** The business reference the member sees (order number, transfer reference). */
    .addColumn('reference', 'varchar(128)', (col) => col.notNull())
    .addColumn('memo', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('ledger_transfers_amount', sql`amount > 0`)
    .addCheckConstraint('ledger_transfers_accounts', sql`from_account_id <> to_account_id`)
    .execute();
  await db.schema
    .createIndex('ledger_transfers_reference_idx')
    .on('ledger_transfers')
    .column('reference')
    .execute();

  /** Immutable: two per transfer, summing to zero; balance_after is the account's balance after it. */
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', id)
    .addColumn('transfer_id', 'integer', (col) =>
      col.notNull().references('ledger_transfers.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.notNull().references('ledger_accounts.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('balance_after', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('ledger_entries_amount', sql`amount <> 0`)
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transfer_idx')
    .on('ledger_entries')
    .column('transfer_id')
    .execute();

  /** Scheduled work: claimed with FOR UPDATE SKIP LOCKED on PostgreSQL, in process on SQLite. */
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'varchar(64)', (col) => col.notNull())
    /** At most one pending job per key (for example one auto-receipt per withdrawal). */
    .addColumn('unique_key', 'varchar(160)', (col) => col.unique())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('run_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('jobs_status', sql`status in ('pending', 'running', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['jobs', 'ledger_entries', 'ledger_transfers', 'ledger_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
