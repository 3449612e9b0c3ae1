/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /**
   * How a vendor holds the member's money: `seamless` vendors debit our main wallet per bet (the
   * games issue), `transfer` vendors keep a wallet of their own that the member fills and empties.
   */
  await db.schema
    .alterTable('vendors')
    .addColumn('wallet_mode', 'varchar(16)', (col) =>
      col
        .notNull()
        .defaultTo('seamless')
        .check(sql`wallet_mode in ('seamless', 'transfer')`),
    )
    .execute();

  /**
   * One row per movement between the main wallet and a transfer-mode vendor's wallet. The money
   * waits in the vendor clearing account while the vendor's answer is not known (`pending` while
   * the call runs, `unknown` after a timeout or 5xx); a job asks the vendor and settles it.
   */
  await db.schema
    .createTable('vendor_wallet_transfers')
    .addColumn('id', 'integer', id)
    /** The client's idempotency key; a recall-all adds the vendor code to its own reference. */
    .addColumn('reference', 'varchar(128)', (col) => col.notNull().unique())
    /** SHA-256 of the member and the parameters: the same reference used differently is a 409. */
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('restrict'),
    )
    .addColumn('vendor', 'varchar(64)', (col) => col.notNull())
    /** in: main to vendor; out: vendor to main. */
    .addColumn('direction', 'varchar(8)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    /** Calls made to the vendor for it: the transfer itself, then each status check. */
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    /** The vendor's last reason for a failure or an unknown outcome. */
    .addColumn('last_error', 'varchar(255)')
    /** The recall-all call that made it, if any. */
    .addColumn('recall_reference', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('vendor_wallet_transfers_direction', sql`direction in ('in', 'out')`)
    .addCheckConstraint('vendor_wallet_transfers_amount', sql`amount > 0`)
    .addCheckConstraint(
      'vendor_wallet_transfers_state',
      sql`state in ('pending', 'success', 'failed', 'unknown')`,
    )
    .execute();
  /** At most one open transfer per member and vendor: a second one is TRANSFER_IN_PROGRESS. */
  await db.schema
    .createIndex('vendor_wallet_transfers_open_uq')
    .on('vendor_wallet_transfers')
    .columns(['member_id', 'vendor'])
    .unique()
    .where(sql.ref('state'), 'in', ['pending', 'unknown'])
    .execute();
  await db.schema
    .createIndex('vendor_wallet_transfers_member_idx')
    .on('vendor_wallet_transfers')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('vendor_wallet_transfers_recall_idx')
    .on('vendor_wallet_transfers')
    .column('recall_reference')
    .execute();

  /** One row per recall-all call, so that its reference replays even when nothing moved. */
  await db.schema
    .createTable('vendor_wallet_recalls')
    .addColumn('reference', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('restrict'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_wallet_recalls').execute();
  await db.schema.dropTable('vendor_wallet_transfers').execute();
  await db.schema.alterTable('vendors').dropColumn('wallet_mode').execute();
}
