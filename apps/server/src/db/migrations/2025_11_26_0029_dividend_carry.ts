/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * A dividend's net win carried between periods (docs/decisions/034-agent-contracts.md, "What
 * counts in a period"): what the period took in (0 or negative) and what it leaves to the next.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contract_settlements')
    .addColumn('carry_in', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('contract_settlements')
    .addColumn('carry_out', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contract_settlements').dropColumn('carry_out').execute();
  await db.schema.alterTable('contract_settlements').dropColumn('carry_in').execute();
}
