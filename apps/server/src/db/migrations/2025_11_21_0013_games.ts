/* eslint-disable @typescript-eslint/no-explicit-any -- frozen migrations take Kysely<any> (no app types) */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen once released: change the schema in a new migration.

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = sql`CURRENT_TIMESTAMP`;
  const member = (col: ColumnDefinitionBuilder) =>
    col.notNull().references('members.id').onDelete('restrict');

  /** Which game provider launches the vendor's games and signs its wallet callbacks. */
  await db.schema
    .alterTable('vendors')
    .addColumn('provider', 'varchar(32)', (col) => col.notNull().defaultTo('house'))
    .execute();

  /**
   * The catalogue: one row per game (or per vassalage card, a tile that opens a vendor's own game
   * list). `node_id` is the public id; `engine` names the house engine that plays it.
   */
  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', id)
    .addColumn('node_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('category_code', 'varchar(16)', (col) =>
      col.notNull().references('game_categories.code').onDelete('cascade'),
    )
    .addColumn('vassalage', 'varchar(64)', (col) => col.notNull())
    /** The provider's own code for the game, sent at launch. */
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('is_game', 'varchar(16)', (col) => col.notNull().defaultTo('GAME'))
    .addColumn('engine', 'varchar(16)')
    .addColumn('game_classify', 'varchar(8)')
    /** Smallest stake in minor units. */
    .addColumn('min_bet', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('min_line_num', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('default_play_type', 'varchar(32)')
    .addColumn('icon_path', 'varchar(255)', (col) => col.notNull())
    .addColumn('is_hot', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('maintenance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('games_vendor_code_uq', ['category_code', 'vassalage', 'game_code'])
    .addCheckConstraint('games_is_game', sql`is_game in ('GAME', 'VASSALAGE')`)
    .addCheckConstraint(
      'games_classify',
      sql`game_classify is null or game_classify in ('JP', 'TG', 'AC', 'BG')`,
    )
    .addCheckConstraint(
      'games_flags',
      sql`is_hot in (0, 1) and maintenance in (0, 1) and enabled in (0, 1) and min_bet >= 0 and min_line_num >= 0`,
    )
    .execute();
  await db.schema
    .createIndex('games_list_idx')
    .on('games')
    .columns(['category_code', 'vassalage', 'enabled', 'sort', 'id'])
    .execute();
  /** The lobby's classify and min-bet filters within a category. */
  await db.schema
    .createIndex('games_filter_idx')
    .on('games')
    .columns(['category_code', 'game_classify', 'min_bet'])
    .execute();

  /** A game's name per language; `search_name` is the lower-cased name the search matches. */
  await db.schema
    .createTable('game_translations')
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(4)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('search_name', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('game_translations_pk', ['game_id', 'lang'])
    .execute();

  await db.schema
    .createTable('member_favourite_games')
    .addColumn('member_id', 'integer', member)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('member_favourite_games_pk', ['member_id', 'game_id'])
    .execute();

  /** The last launch of each game per member: the recent list. */
  await db.schema
    .createTable('member_recent_games')
    .addColumn('member_id', 'integer', member)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('launched_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('member_recent_games_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('member_recent_games_time_idx')
    .on('member_recent_games')
    .columns(['member_id', 'launched_at'])
    .execute();

  /**
   * A launch: the random token the provider carries in its callbacks (stored as SHA-256), the
   * member and the game it was issued for.
   */
  await db.schema
    .createTable('game_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', member)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    /** The member's interface language at launch: the game speaks it too. */
    .addColumn('language', 'varchar(4)', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  /**
   * Every seamless-wallet callback a provider made, by its own transaction id: a replay answers
   * with `response`, the first answer. A rollback of a debit not seen yet is kept too, so that
   * the debit is refused if it arrives later.
   */
  await db.schema
    .createTable('provider_transactions')
    .addColumn('id', 'integer', id)
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('transaction_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('member_id', 'integer', member)
    .addColumn('round_id', 'varchar(128)', (col) => col.notNull())
    /** The debit a rollback reverses. */
    .addColumn('ref_transaction_id', 'varchar(128)')
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    /** JSON of the first answer. */
    .addColumn('response', 'text', (col) => col.notNull())
    .addColumn('ledger_transfer_id', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addUniqueConstraint('provider_transactions_uq', ['provider', 'transaction_id'])
    .addCheckConstraint('provider_transactions_kind', sql`kind in ('debit', 'credit', 'rollback')`)
    .addCheckConstraint('provider_transactions_amount', sql`amount >= 0`)
    .execute();
  await db.schema
    .createIndex('provider_transactions_ref_idx')
    .on('provider_transactions')
    .columns(['provider', 'ref_transaction_id'])
    .execute();
  await db.schema
    .createIndex('provider_transactions_round_idx')
    .on('provider_transactions')
    .columns(['provider', 'round_id'])
    .execute();

  /**
   * The betting record: one row per round, summed from its debits, credits and rollbacks.
   * `result` is the provider's JSON summary of the outcome.
   */
  await db.schema
    .createTable('bet_rounds')
    .addColumn('id', 'integer', id)
    .addColumn('provider', 'varchar(32)', (col) => col.notNull())
    .addColumn('round_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('member_id', 'integer', member)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('games.id').onDelete('restrict'),
    )
    .addColumn('category_code', 'varchar(16)', (col) => col.notNull())
    .addColumn('vassalage', 'varchar(64)', (col) => col.notNull())
    /** main, or vendor for a transfer-mode vendor's games. */
    .addColumn('wallet', 'varchar(16)', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('stake', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('result', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('bet_rounds_uq', ['provider', 'round_id'])
    .addCheckConstraint('bet_rounds_status', sql`status in ('open', 'settled', 'cancelled')`)
    .addCheckConstraint('bet_rounds_amounts', sql`stake >= 0 and payout >= 0`)
    .execute();
  await db.schema
    .createIndex('bet_rounds_member_time_idx')
    .on('bet_rounds')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bet_rounds_game_time_idx')
    .on('bet_rounds')
    .columns(['game_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bet_rounds_settled_idx')
    .on('bet_rounds')
    .columns(['status', 'settled_at'])
    .execute();

  /**
   * The house provider's own side: each round it played, with the bet and the outcome so that it
   * can be shown and replayed. `state` open (a table round still taking bets), settled, failed.
   */
  await db.schema
    .createTable('house_rounds')
    .addColumn('id', 'integer', id)
    .addColumn('round_id', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('player_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('game_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('engine', 'varchar(16)', (col) => col.notNull())
    .addColumn('currency', 'varchar(8)', (col) => col.notNull())
    .addColumn('stake', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (col) => col.notNull().defaultTo(0))
    /** JSON: what was bet (lines, spots, target). */
    .addColumn('bet', 'text', (col) => col.notNull())
    /** JSON: the outcome (reel stops, number, crash point) and the wins. */
    .addColumn('outcome', 'text')
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('closes_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('house_rounds_state', sql`state in ('open', 'settled', 'failed')`)
    .execute();
  await db.schema
    .createIndex('house_rounds_player_idx')
    .on('house_rounds')
    .columns(['player_id', 'game_code', 'id'])
    .execute();
  await db.schema
    .createIndex('house_rounds_game_idx')
    .on('house_rounds')
    .columns(['game_code', 'state', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('house_rounds').execute();
  await db.schema.dropTable('bet_rounds').execute();
  await db.schema.dropTable('provider_transactions').execute();
  await db.schema.dropTable('game_sessions').execute();
  await db.schema.dropTable('member_recent_games').execute();
  await db.schema.dropTable('member_favourite_games').execute();
  await db.schema.dropTable('game_translations').execute();
  await db.schema.dropTable('games').execute();
  await db.schema.alterTable('vendors').dropColumn('provider').execute();
}
