/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: this file must keep producing the same schema; change the schema in a new migration.

/**
 * The house lottery (docs/decisions/033-lottery-bet-types.md and 035-house-lottery.md):
 * - lottery_draws: every draw of every game (traditional provinces, fast e-lottery), with its
 *   close time, state, committed seed hash (fast), result sheet and who entered and confirmed it;
 * - lottery_tickets: every ticket, its selection and stake, cost and maximum payout, state and
 *   payout, and the seamless round that moved its money;
 * - lottery_exposure: per draw and bet line (kind and number) the stake taken, and per draw the
 *   maximum the house may owe (line '*'), kept with the tickets for the limits;
 * - lottery_settings: the operator's limits and prize mode (one row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('lottery_draws')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('game_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('region', 'varchar(16)', (col) => col.notNull())
    /** The issue (fast) or the Vietnamese date (traditional). */
    .addColumn('numero', 'varchar(32)', (col) => col.notNull())
    .addColumn('opens_at', 'timestamptz', (col) => col.notNull())
    .addColumn('close_at', 'timestamptz', (col) => col.notNull())
    .addColumn('draw_at', 'timestamptz', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    /** Fast draws: the 256-bit seed (hex), kept secret until the result... */
    .addColumn('seed', 'varchar(64)')
    /** ...and its SHA-256 (hex), published when betting opens. */
    .addColumn('seed_hash', 'varchar(64)')
    /** JSON: the result sheet by prize tier. */
    .addColumn('sheet', 'text')
    .addColumn('entered_by', 'integer', (col) => col.references('staff.id'))
    .addColumn('confirmed_by', 'integer', (col) => col.references('staff.id'))
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('void_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint(
      'lottery_draws_state',
      sql`state in ('open', 'closed', 'entered', 'drawn', 'settled', 'void')`,
    )
    .execute();
  await db.schema
    .createIndex('lottery_draws_game')
    .on('lottery_draws')
    .columns(['game_code', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_draws_due')
    .on('lottery_draws')
    .columns(['state', 'draw_at'])
    .execute();

  await db.schema
    .createTable('lottery_tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('draw_id', 'varchar(64)', (col) => col.notNull().references('lottery_draws.id'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('members.id'))
    /** The member's key of the request: a retry places nothing more. */
    .addColumn('request_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('game_code', 'varchar(40)', (col) => col.notNull())
    .addColumn('bet_kind', 'varchar(24)', (col) => col.notNull())
    /** JSON: the selection (bet kind and numbers or choice). */
    .addColumn('selection', 'text', (col) => col.notNull())
    .addColumn('lines', 'integer', (col) => col.notNull())
    .addColumn('unit_stake', 'bigint', (col) => col.notNull())
    .addColumn('multiplier', 'integer', (col) => col.notNull())
    .addColumn('cost', 'bigint', (col) => col.notNull())
    .addColumn('max_payout', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    /** The prize mode whose odds the ticket was sold at: it is settled at the same odds. */
    .addColumn('prize_mode', 'varchar(8)', (col) => col.notNull())
    /** placing (debit not answered yet), pending, won, lost, cancelled. */
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('payout', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('occurrences', 'integer')
    /** The seamless round of the ticket (its debit, credit or rollback). */
    .addColumn('round_id', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('placed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint(
      'lottery_tickets_state',
      sql`state in ('placing', 'pending', 'won', 'lost', 'cancelled')`,
    )
    .addUniqueConstraint('lottery_tickets_request', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_draw')
    .on('lottery_tickets')
    .columns(['draw_id', 'state'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_member')
    .on('lottery_tickets')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('lottery_exposure')
    .addColumn('draw_id', 'varchar(64)', (col) => col.notNull().references('lottery_draws.id'))
    /** "<bet kind>:<number or choice>", or "*" for the draw's total maximum payout. */
    .addColumn('line', 'varchar(64)', (col) => col.notNull())
    .addColumn('stake', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('liability', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lottery_exposure_pk', ['draw_id', 'line'])
    .execute();

  await db.schema
    .createTable('lottery_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    /** JSON: the limits and prize mode of operatorLotteryLimitsSchema, amounts in minor units. */
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addCheckConstraint('lottery_settings_single', sql`id = 1`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'lottery_settings',
    'lottery_exposure',
    'lottery_tickets',
    'lottery_draws',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
