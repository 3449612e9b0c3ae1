/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { sql, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The member's profile (decision 057): one row per member who saved their profile, with the
 * fields of spec section 3 that the members row does not hold. Real name and birthday stay on
 * the members row (payee_name, birthday); the registration extras written at sign-up stay in
 * members.profile and are read when the column here is empty.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable('member_profiles')
    .addColumn('member_id', 'integer', (col) =>
      col.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('id_number', 'varchar(30)')
    .addColumn('nationality', 'varchar(2)')
    .addColumn('qq_num', 'varchar(12)')
    .addColumn('whatsapp', 'varchar(16)')
    .addColumn('facebook', 'varchar(50)')
    .addColumn('telegram', 'varchar(33)')
    .addColumn('line', 'varchar(20)')
    .addColumn('zalo', 'varchar(16)')
    .addColumn('wechat', 'varchar(20)')
    .addColumn('skype', 'varchar(40)')
    .addColumn('residential_address', 'varchar(200)')
    .addColumn('mailing_address', 'varchar(200)')
    .addColumn('occupation', 'varchar(60)')
    .addColumn('income_source', 'varchar(16)')
    .addColumn('bank_account_number', 'varchar(30)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_profiles').ifExists().execute();
}
