/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * Promotions, members' participation in them, raffle prizes and bonuses with their turnover
 * (docs/decisions/025-bonuses-and-turnover.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;
  const money = (col: ColumnDefinitionBuilder) => col.notNull();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'varchar(50)', (col) => col.notNull().unique())
    /** deposit_match, cashback, application or raffle: what joining does. */
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    /** The filter it is listed under (welcome, reload, cashback, vip, event). */
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('badge', 'varchar(16)')
    /** draft, published or archived; only published ones are shown. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('draft'))
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    /** JSON: the kind's terms, the eligibility and the bonus rules (expiry, category weights). */
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('eligibility', 'text', (col) => col.notNull())
    .addColumn('bonus_rules', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'promotions_kind',
      sql`kind in ('deposit_match', 'cashback', 'application', 'raffle')`,
    )
    .addCheckConstraint('promotions_status', sql`status in ('draft', 'published', 'archived')`)
    .execute();

  await db.schema
    .createTable('promotion_contents')
    .addColumn('promotion_id', 'integer', (col) =>
      col.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('summary', 'varchar(300)', (col) => col.notNull())
    /** HTML cleaned to a safe subset when saved. */
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('image_url', 'varchar(500)')
    .addPrimaryKeyConstraint('promotion_contents_pk', ['promotion_id', 'language'])
    .execute();

  await db.schema
    .createTable('bonuses')
    .addColumn('id', 'integer', id)
    /** B + digits, shown to the member. */
    .addColumn('bonus_no', 'varchar(32)')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('promotion_id', 'integer', (col) => col.references('promotions.id'))
    /** deposit_match, cashback, application, raffle or adjustment. */
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    /** What gave it (deposit order, application, prize, cashback day); once per source. */
    .addColumn('reference', 'varchar(120)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)')
    .addColumn('amount', 'bigint', money)
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('turnover_required', 'bigint', money)
    .addColumn('turnover_played', 'bigint', (col) => col.notNull().defaultTo(0))
    /** JSON: percent of a category's valid turnover that counts (absent 100, 0 excluded). */
    .addColumn('weights', 'text', (col) => col.notNull().defaultTo('{}'))
    /** in_progress, completed, expired, forfeited or cancelled. */
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('in_progress'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by', 'integer')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('bonuses_once', ['source', 'reference'])
    .addUniqueConstraint('bonuses_no', ['bonus_no'])
    .addCheckConstraint(
      'bonuses_amounts',
      sql`amount > 0 and turnover_required >= 0 and turnover_played >= 0 and turnover_played <= turnover_required`,
    )
    .addCheckConstraint(
      'bonuses_state',
      sql`state in ('in_progress', 'completed', 'expired', 'forfeited', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('bonuses_member_state_idx')
    .on('bonuses')
    .columns(['member_id', 'state'])
    .execute();
  await db.schema
    .createIndex('bonuses_state_expiry_idx')
    .on('bonuses')
    .columns(['state', 'expires_at'])
    .execute();

  await db.schema
    .createTable('promotion_participations')
    .addColumn('id', 'integer', id)
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** joined, applying, issued, rejected or closed. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    /**
     * What may exist once per member (`once`, a site day, or `open` while joined or applying);
     * NULL when it no longer holds a place (rejected, closed, or issued under `unlimited`). The
     * unique constraint turns a second join or apply into a conflict, whatever the race.
     */
    .addColumn('slot', 'varchar(32)')
    .addColumn('remark', 'varchar(140)')
    .addColumn('contact_app', 'varchar(16)')
    .addColumn('contact_id', 'varchar(50)')
    .addColumn('amount', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('bonus_id', 'integer', (col) => col.references('bonuses.id'))
    /** The deposit order a deposit match was given for. */
    .addColumn('deposit_order_no', 'varchar(40)')
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('promotion_participations_slot', ['promotion_id', 'member_id', 'slot'])
    .addCheckConstraint(
      'promotion_participations_status',
      sql`status in ('joined', 'applying', 'issued', 'rejected', 'closed')`,
    )
    .execute();
  await db.schema
    .createIndex('promotion_participations_member_idx')
    .on('promotion_participations')
    .columns(['member_id', 'promotion_id'])
    .execute();
  await db.schema
    .createIndex('promotion_participations_status_idx')
    .on('promotion_participations')
    .columns(['status', 'promotion_id'])
    .execute();

  await db.schema
    .createTable('promotion_application_images')
    .addColumn('participation_id', 'integer', (col) =>
      col.notNull().references('promotion_participations.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(32)', (col) => col.notNull())
    /** Base64 of the bytes. */
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_application_images_pk', ['participation_id', 'position'])
    .execute();

  await db.schema
    .createTable('raffle_prizes')
    .addColumn('id', 'integer', id)
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('amount', 'bigint', money)
    /** won, then claimed exactly once. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('won'))
    .addColumn('bonus_id', 'integer', (col) => col.references('bonuses.id'))
    .addColumn('granted_by', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('claimed_at', 'timestamptz')
    .addCheckConstraint('raffle_prizes_status', sql`status in ('won', 'claimed')`)
    .addCheckConstraint('raffle_prizes_amount', sql`amount > 0`)
    .execute();
  await db.schema
    .createIndex('raffle_prizes_member_idx')
    .on('raffle_prizes')
    .columns(['member_id', 'promotion_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_prizes').execute();
  await db.schema.dropTable('promotion_application_images').execute();
  await db.schema.dropTable('promotion_participations').execute();
  await db.schema.dropTable('bonuses').execute();
  await db.schema.dropTable('promotion_contents').execute();
  await db.schema.dropTable('promotions').execute();
}
