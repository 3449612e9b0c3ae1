import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import type { HouseRoundState, HouseRoundsTable } from './house-games.tables.js';
import { nowIso } from '../../db/time.js';
import type { HouseGame } from './house-config.js';

export type HouseRoundRow = Selectable<HouseRoundsTable>;

export interface NewHouseRound {
  roundId: string;
  playerId: string;
  game: HouseGame;
  currency: string;
  stake: bigint;
  bet: unknown;
  closesAt?: Date;
}

export interface RoundChange {
  state?: HouseRoundState;
  stake?: bigint;
  payout?: bigint;
  bet?: unknown;
  outcome?: unknown;
  settledAt?: Date;
}

/**
 * The house provider's own storage: its rounds, and its catalogue read from `games` (which game
 * code plays which engine, its names and minimum bet). Nothing else of the portal.
 */
export class HouseGamesRepository {
  constructor(private readonly db: DB) {}

  async findGame(gameCode: string): Promise<HouseGame | null> {
    const row = await this.db
      .selectFrom('games')
      .select(['game_code', 'engine', 'min_bet', 'default_play_type', 'maintenance'])
      .where('game_code', '=', gameCode)
      .where('engine', 'is not', null)
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (!row?.engine) return null;
    return {
      gameCode: row.game_code,
      engine: row.engine,
      minBet: minor(row.min_bet),
      playType: row.default_play_type,
      maintenance: row.maintenance === 1,
    };
  }

  /** The game's name in each language it has one. */
  async gameNames(gameCode: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('games as g')
      .innerJoin('game_translations as t', 't.game_id', 'g.id')
      .select(['t.lang', 't.name'])
      .where('g.game_code', '=', gameCode)
      .where('g.engine', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.lang, row.name]));
  }

  async insertRound(round: NewHouseRound): Promise<HouseRoundRow> {
    return this.db
      .insertInto('house_rounds')
      .values({
        round_id: round.roundId,
        player_id: round.playerId,
        game_code: round.game.gameCode,
        engine: round.game.engine,
        currency: round.currency,
        stake: round.stake,
        payout: 0n,
        bet: JSON.stringify(round.bet),
        outcome: null,
        state: 'open',
        closes_at: round.closesAt ? nowIso(round.closesAt) : null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findRound(roundId: string): Promise<HouseRoundRow | undefined> {
    return this.db
      .selectFrom('house_rounds')
      .selectAll()
      .where('round_id', '=', roundId)
      .executeTakeFirst();
  }

  /** The player's round of this table still taking bets at `now`, if any. */
  async bettingRound(
    playerId: string,
    gameCode: string,
    now: Date,
  ): Promise<HouseRoundRow | undefined> {
    return this.db
      .selectFrom('house_rounds')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('game_code', '=', gameCode)
      .where('state', '=', 'open')
      .where('closes_at', '>', nowIso(now))
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Changes a round only if it is still as `seen` (its state, and its bet and outcome text):
   * concurrent writers of the same round never overwrite each other. True when it changed.
   */
  async updateRound(seen: HouseRoundRow, change: RoundChange): Promise<boolean> {
    const result = await this.db
      .updateTable('house_rounds')
      .set({
        ...(change.state ? { state: change.state } : {}),
        ...(change.stake !== undefined ? { stake: change.stake } : {}),
        ...(change.payout !== undefined ? { payout: change.payout } : {}),
        ...(change.bet !== undefined ? { bet: JSON.stringify(change.bet) } : {}),
        ...(change.outcome !== undefined ? { outcome: JSON.stringify(change.outcome) } : {}),
        ...(change.settledAt ? { settled_at: nowIso(change.settledAt) } : {}),
      })
      .where('id', '=', seen.id)
      .where('state', '=', seen.state)
      .where('bet', '=', seen.bet)
      .where((eb) =>
        seen.outcome === null ? eb('outcome', 'is', null) : eb('outcome', '=', seen.outcome),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Rounds of house games still open although they began before `before`, oldest first. */
  async abandonedRounds(before: Date, limit: number): Promise<HouseRoundRow[]> {
    return (
      this.db
        .selectFrom('house_rounds')
        .selectAll()
        .where('state', '=', 'open')
        // Through the (game_code, state, id) index, one house game at a time.
        .where('game_code', 'in', (eb) =>
          eb.selectFrom('games').select('game_code').where('engine', 'is not', null),
        )
        .where('created_at', '<', nowIso(before))
        .orderBy('id')
        .limit(limit)
        .execute()
    );
  }

  /**
   * The player's last rounds of a game that they staked on. A roulette table opens a round for
   * every betting window the player sits through; the windows they let pass (no stake) are not
   * their rounds.
   */
  async lastRounds(playerId: string, gameCode: string, limit: number): Promise<HouseRoundRow[]> {
    return this.db
      .selectFrom('house_rounds')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('game_code', '=', gameCode)
      .where('stake', '>', 0n)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
