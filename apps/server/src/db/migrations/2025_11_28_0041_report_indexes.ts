/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The console's reports (decision 050) read a range of site days straight from the raw records
 * where no event-fed figures hold what they show: bonuses by the day they were issued and the
 * day they ended, and the credited deposits of the members a promotion paid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('bonuses_issued_idx').on('bonuses').column('issued_at').execute();
  await db.schema
    .createIndex('bonuses_ended_idx')
    .on('bonuses')
    .columns(['ended_at', 'state'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_member_credited_idx')
    .on('deposit_orders')
    .columns(['member_id', 'credited_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposit_orders_member_credited_idx').execute();
  await db.schema.dropIndex('bonuses_ended_idx').execute();
  await db.schema.dropIndex('bonuses_issued_idx').execute();
}
