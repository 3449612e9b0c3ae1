/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The points mall (docs/decisions/027-points.md): the conversion rule, earning rates per game
 * category, the reward catalogue and the members' redeems. Balances are not here: points are the
 * ledger currency PTS (a member's `points` wallet).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  /** One row (id 1): `convert_points` points give `convert_amount` minor units of cash. */
  await db.schema
    .createTable('points_config')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('convert_points', 'bigint', (col) => col.notNull())
    .addColumn('convert_amount', 'bigint', (col) => col.notNull())
    .addColumn('min_convert_points', 'bigint', (col) => col.notNull().defaultTo(0))
    /** JSON: the rules text per language. */
    .addColumn('rules', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('points_config_one', sql`id = 1`)
    .addCheckConstraint(
      'points_config_rate',
      sql`convert_points > 0 and convert_amount > 0 and min_convert_points >= 0`,
    )
    .execute();
  // 100 points = 1.00 until an operator says otherwise: a point is worth one minor unit.
  await db
    .insertInto('points_config')
    .values({
      id: 1,
      enabled: 1,
      convert_points: 100,
      convert_amount: 100,
      min_convert_points: 1000,
    })
    .execute();

  /** `points` points per `per_amount` minor units of valid turnover; no row: earns nothing. */
  await db.schema
    .createTable('points_earning_rates')
    .addColumn('category_code', 'varchar(16)', (col) => col.primaryKey())
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('per_amount', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('points_earning_rates_values', sql`points >= 0 and per_amount > 0`)
    .execute();

  await db.schema
    .createTable('point_rewards')
    .addColumn('id', 'integer', id)
    /** cash, bonus, ticket or physical. */
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    /** JSON: name and description per language (EN is the fallback). */
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('descriptions', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('image_url', 'varchar(500)')
    /** Points per unit. */
    .addColumn('points', 'bigint', (col) => col.notNull())
    /** Cash and bonus rewards: minor units per unit. */
    .addColumn('amount', 'bigint')
    .addColumn('turnover_multiple', 'integer')
    .addColumn('bonus_expiry_days', 'integer')
    .addColumn('ticket_kind', 'varchar(16)')
    /** deposit or turnover, with the minor units the member must have made (all time). */
    .addColumn('requirement_kind', 'varchar(16)')
    .addColumn('requirement_amount', 'bigint')
    /** Units left; NULL is unlimited. Taken with a conditional update, never below zero. */
    .addColumn('stock', 'integer')
    /** Units redeemed and not rejected. */
    .addColumn('redeemed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('per_member_limit', 'integer')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('point_rewards_type', sql`type in ('cash', 'bonus', 'ticket', 'physical')`)
    .addCheckConstraint(
      'point_rewards_values',
      sql`points > 0 and (amount is null or amount > 0) and (stock is null or stock >= 0)
        and redeemed >= 0 and (per_member_limit is null or per_member_limit > 0)`,
    )
    .addCheckConstraint(
      'point_rewards_requirement',
      sql`(requirement_kind is null and requirement_amount is null)
        or (requirement_kind in ('deposit', 'turnover') and requirement_amount >= 0)`,
    )
    .execute();
  await db.schema
    .createIndex('point_rewards_listing_idx')
    .on('point_rewards')
    .columns(['active', 'sort_order'])
    .execute();

  await db.schema
    .createTable('point_redeems')
    .addColumn('id', 'integer', id)
    /** P + site day + digits, shown to the member. */
    .addColumn('trans_no', 'varchar(32)')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    .addColumn('reward_id', 'integer', (col) => col.notNull().references('point_rewards.id'))
    /** The client's idempotency key: once per member. */
    .addColumn('reference', 'varchar(64)', (col) => col.notNull())
    /** What the reward was when redeemed: its type and name per language (JSON). */
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    /** Points of the whole redeem (price x quantity). */
    .addColumn('points', 'bigint', (col) => col.notNull())
    .addColumn('requirement_kind', 'varchar(16)')
    .addColumn('requirement_amount', 'bigint')
    /** applying, in_process, approved or rejected. */
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('remark', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('changed_points', 'bigint', (col) => col.notNull())
    /** The points balance right after the redeem. */
    .addColumn('balance_after', 'bigint', (col) => col.notNull())
    /** A bonus reward's bonus. */
    .addColumn('bonus_id', 'integer', (col) => col.references('bonuses.id'))
    .addColumn('reviewer_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz')
    .addUniqueConstraint('point_redeems_reference', ['member_id', 'reference'])
    .addUniqueConstraint('point_redeems_trans_no', ['trans_no'])
    .addCheckConstraint(
      'point_redeems_status',
      sql`status in ('applying', 'in_process', 'approved', 'rejected')`,
    )
    .addCheckConstraint('point_redeems_values', sql`quantity > 0 and points > 0`)
    .execute();
  await db.schema
    .createIndex('point_redeems_member_idx')
    .on('point_redeems')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('point_redeems_member_reward_idx')
    .on('point_redeems')
    .columns(['member_id', 'reward_id', 'status'])
    .execute();
  await db.schema
    .createIndex('point_redeems_status_idx')
    .on('point_redeems')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_redeems').execute();
  await db.schema.dropTable('point_rewards').execute();
  await db.schema.dropTable('points_earning_rates').execute();
  await db.schema.dropTable('points_config').execute();
}
