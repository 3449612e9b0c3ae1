/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The part of a minor unit a bonus's weighted turnover has counted but not yet added to
 * `turnover_played`, in hundredths of a minor unit (0 to 99): two live bets of 3.75 at 50 % count
 * 1.875 each, 3.75 together (docs/decisions/025-bonuses-and-turnover.md, "Turnover counts from the events").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bonuses')
    .addColumn('turnover_carry', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonuses').dropColumn('turnover_carry').execute();
}
