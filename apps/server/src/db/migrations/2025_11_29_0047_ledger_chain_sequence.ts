/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The ledger chain is linked after commit by one chainer (decision 055, revised):
 * - `ledger_transfers.chain_seq`: the transfer's place in the chain, set when it is linked
 *   (null until then); the rows chained by 0046 keep their id order (seq = id);
 * - a partial index finds the transfers still waiting to be linked;
 * - `audit_chain_heads.last_seq`: the place of the chain's last linked row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_transfers').addColumn('chain_seq', 'bigint').execute();
  await sql`update ledger_transfers set chain_seq = id where hash is not null`.execute(db);
  await db.schema
    .createIndex('ledger_transfers_chain_seq_idx')
    .on('ledger_transfers')
    .column('chain_seq')
    .unique()
    .execute();
  await db.schema
    .createIndex('ledger_transfers_unchained_idx')
    .on('ledger_transfers')
    .column('id')
    .where(sql.ref('chain_seq'), 'is', null)
    .execute();
  await db.schema.alterTable('audit_chain_heads').addColumn('last_seq', 'bigint').execute();
  await sql`update audit_chain_heads set last_seq = last_id where chain = 'ledger'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ledger_transfers_unchained_idx').ifExists().execute();
  await db.schema.dropIndex('ledger_transfers_chain_seq_idx').ifExists().execute();
  await db.schema.alterTable('audit_chain_heads').dropColumn('last_seq').execute();
  await db.schema.alterTable('ledger_transfers').dropColumn('chain_seq').execute();
}
