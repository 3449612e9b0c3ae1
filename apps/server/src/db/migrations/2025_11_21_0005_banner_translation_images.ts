/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import type { Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/** A banner image per language: banners carry text drawn into the art. Null uses the fallback. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('banner_translations')
    .addColumn('image_path', 'varchar(255)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('banner_translations').dropColumn('image_path').execute();
}
