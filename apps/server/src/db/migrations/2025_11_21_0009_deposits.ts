/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /** Ways to pay in, configured by an operator: a bank account to transfer to, or a gateway. */
  await db.schema
    .createTable('deposit_channels')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    /** bank_transfer or gateway. */
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    /** The name when `names` has none for the language (nor English). */
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    /** JSON object of names by language code. */
    .addColumn('names', 'text', (col) => col.notNull().defaultTo('{}'))
    /** Minor units. */
    .addColumn('min_amount', 'bigint', (col) => col.notNull())
    .addColumn('max_amount', 'bigint', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    /** Turnover required per deposit in basis points of its amount (10000 = 1.00x). */
    .addColumn('turnover_bps', 'integer', (col) => col.notNull().defaultTo(10000))
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('account_name', 'varchar(100)')
    .addColumn('account_number', 'varchar(64)')
    /** sandbox (built in); later real gateways. */
    .addColumn('gateway_kind', 'varchar(32)')
    /** HMAC key shared with the gateway: signs pay links and callbacks. Never sent to members. */
    .addColumn('gateway_secret', 'varchar(128)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('deposit_channels_type', sql`type in ('bank_transfer', 'gateway')`)
    .addCheckConstraint('deposit_channels_limits', sql`min_amount > 0 and max_amount >= min_amount`)
    .addCheckConstraint('deposit_channels_turnover', sql`turnover_bps >= 0`)
    .addCheckConstraint(
      'deposit_channels_details',
      sql`(type = 'bank_transfer' and bank_name is not null and account_name is not null
            and account_number is not null)
        or (type = 'gateway' and gateway_kind is not null and gateway_secret is not null)`,
    )
    .execute();

  /**
   * One row per deposit. The status only leaves `pending` through a conditional update, so a
   * credit, a rejection or an expiry happens once however many requests race for it.
   */
  await db.schema
    .createTable('deposit_orders')
    .addColumn('id', 'integer', id)
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('members.id').onDelete('restrict'),
    )
    .addColumn('channel_id', 'integer', (col) =>
      col.notNull().references('deposit_channels.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    /** The client's idempotency key, unique per member. */
    .addColumn('client_reference', 'varchar(64)', (col) => col.notNull())
    /** SHA-256 of the request: the same reference with other parameters is a conflict. */
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    /** The channel's turnover rate when the order was made: the member saw this one. */
    .addColumn('turnover_bps', 'integer', (col) => col.notNull())
    .addColumn('payer_name', 'varchar(100)')
    .addColumn('has_receipt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('gateway_txn_id', 'varchar(128)')
    .addColumn('reject_reason', 'varchar(255)')
    .addColumn('decided_by', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('credited_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('deposit_orders_client_reference', ['member_id', 'client_reference'])
    .addCheckConstraint('deposit_orders_amount', sql`amount > 0 and turnover_bps >= 0`)
    .addCheckConstraint(
      'deposit_orders_status',
      sql`status in ('pending', 'success', 'rejected', 'failed', 'expired')`,
    )
    .execute();
  await db.schema
    .createIndex('deposit_orders_member_idx')
    .on('deposit_orders')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_status_idx')
    .on('deposit_orders')
    .columns(['status', 'id'])
    .execute();

  /**
   * Bank-transfer receipts, kept in the database so every instance serves them and backups
   * carry them; at most 2 MB each, checked by their magic bytes.
   */
  await db.schema
    .createTable('deposit_receipts')
    .addColumn('order_id', 'integer', (col) =>
      col.primaryKey().references('deposit_orders.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();

  /** Every gateway callback that passed the signature check, and what became of it. */
  await db.schema
    .createTable('deposit_callbacks')
    .addColumn('id', 'integer', id)
    .addColumn('channel_id', 'integer', (col) =>
      col.notNull().references('deposit_channels.id').onDelete('restrict'),
    )
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('gateway_txn_id', 'varchar(128)', (col) => col.notNull())
    /** credited, failed, replayed, amount_mismatch, refused (order not in a state for it). */
    .addColumn('outcome', 'varchar(24)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('deposit_callbacks_order_idx')
    .on('deposit_callbacks')
    .columns(['order_no', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'deposit_callbacks',
    'deposit_receipts',
    'deposit_orders',
    'deposit_channels',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
