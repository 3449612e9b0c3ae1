/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

const FOUR_KINDS = ['deposit_match', 'cashback', 'application', 'raffle'];
const FIVE_KINDS = [...FOUR_KINDS, 'signed'];

const kindCheck = (kinds: string[]) =>
  sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;

/**
 * The daily check-in promotion (decision 058):
 * - `promotions.kind` may be `signed`;
 * - `promotion_check_ins`: one row per member, promotion and site day (the unique constraint
 *   turns a second check-in the same day into a conflict, whatever the race), with the streak
 *   day it counted as, the bonus it gave (minor units) and that bonus.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  await allowKinds(db, FIVE_KINDS);
  await db.schema
    .createTable('promotion_check_ins')
    .addColumn('id', 'integer', id)
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** The site day (GMT+8) checked in, yyyy-MM-dd. */
    .addColumn('site_day', 'varchar(10)', (col) => col.notNull())
    /** 1 on the first day or after a missed day, else the day before's + 1. */
    .addColumn('streak', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('bonus_id', 'integer', (col) => col.references('bonuses.id'))
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .addUniqueConstraint('promotion_check_ins_day', ['promotion_id', 'member_id', 'site_day'])
    .addCheckConstraint('promotion_check_ins_values', sql`streak >= 1 and amount > 0`)
    .execute();
  await db.schema
    .createIndex('promotion_check_ins_member_idx')
    .on('promotion_check_ins')
    .columns(['member_id', 'site_day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // A check-in promotion has no other kind to become: going back needs them deleted by hand.
  const signed = await db
    .selectFrom('promotions')
    .select('id')
    .where('kind', '=', 'signed')
    .executeTakeFirst();
  if (signed) throw new Error('check-in promotions exist: delete them before going back');
  await db.schema.dropTable('promotion_check_ins').execute();
  await allowKinds(db, FOUR_KINDS);
}

async function allowKinds(db: Kysely<any>, kinds: string[]) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table promotions drop constraint promotions_kind`.execute(db);
    await sql`alter table promotions add constraint promotions_kind check (${kindCheck(kinds)})`.execute(
      db,
    );
  } else {
    await rebuildSqlitePromotions(db, kinds);
  }
}

/**
 * SQLite cannot alter a CHECK constraint: the table is made again under a new name, filled and
 * renamed over the old one, foreign keys off meanwhile (as migration 0032 rebuilds `staff`), or
 * dropping the old table would cascade into the promotions' contents.
 */
async function rebuildSqlitePromotions(db: Kysely<any>, kinds: string[]) {
  const now = sql`CURRENT_TIMESTAMP`;
  const columns = [
    'id',
    'code',
    'kind',
    'type',
    'badge',
    'status',
    'starts_at',
    'ends_at',
    'sort_order',
    'terms',
    'eligibility',
    'bonus_rules',
    'created_at',
    'updated_at',
  ];
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable('promotions_new')
        .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        .addColumn('code', 'varchar(50)', (col) => col.notNull().unique())
        .addColumn('kind', 'varchar(16)', (col) => col.notNull())
        .addColumn('type', 'varchar(16)', (col) => col.notNull())
        .addColumn('badge', 'varchar(16)')
        .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('draft'))
        .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
        .addColumn('ends_at', 'timestamptz')
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('terms', 'text', (col) => col.notNull())
        .addColumn('eligibility', 'text', (col) => col.notNull())
        .addColumn('bonus_rules', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
        .addCheckConstraint('promotions_kind', kindCheck(kinds))
        .addCheckConstraint('promotions_status', sql`status in ('draft', 'published', 'archived')`)
        .execute();
      const list = sql.join(columns.map((column) => sql.ref(column)));
      await sql`insert into promotions_new (${list}) select ${list} from promotions`.execute(trx);
      await trx.schema.dropTable('promotions').execute();
      await trx.schema.alterTable('promotions_new').renameTo('promotions').execute();
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('promotions rebuild broke a foreign key');
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
