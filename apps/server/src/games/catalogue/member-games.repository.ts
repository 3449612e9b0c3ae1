import { FALLBACK_LANGUAGE } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';
import { catalogueCondition, type CatalogueFilter } from './games.repository.js';

/** The member's game lists: favourites (newest mark first) and recent launches (newest first). */
export type MemberList = 'favourites' | 'recent';

/**
 * A member's favourite and recent games. The recent list is written by the launch; this reads it.
 * Lists keep only enabled games of enabled vendors, like the catalogue.
 */
export class MemberGamesRepository {
  constructor(private readonly db: DB) {}

  private listed(list: MemberList, memberId: number, filter: CatalogueFilter) {
    const table =
      list === 'favourites'
        ? this.db
            .selectFrom('member_favourite_games as m')
            .select(['m.game_id', 'm.created_at as at'])
        : this.db
            .selectFrom('member_recent_games as m')
            .select(['m.game_id', 'm.launched_at as at']);
    return table
      .innerJoin('games as g', 'g.id', 'm.game_id')
      .innerJoin('vendors as v', (join) =>
        join
          .onRef('v.category_code', '=', 'g.category_code')
          .onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .where('m.member_id', '=', memberId)
      .where(catalogueCondition(filter, FALLBACK_LANGUAGE));
  }

  /** One page of game ids, newest first. */
  async pageIds(
    list: MemberList,
    memberId: number,
    filter: CatalogueFilter,
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const rows = await this.listed(list, memberId, filter)
      .orderBy('at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.game_id);
  }

  async count(list: MemberList, memberId: number, filter: CatalogueFilter): Promise<number> {
    const row = await this.listed(list, memberId, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Public ids of every listed favourite, newest first. */
  async favouriteNodeIds(memberId: number): Promise<string[]> {
    const rows = await this.listed('favourites', memberId, {})
      .select('g.node_id')
      .orderBy('at', 'desc')
      .orderBy('g.id', 'desc')
      .execute();
    return rows.map((row) => row.node_id);
  }

  /** Which of `gameIds` the member marked. */
  async favouritesAmong(memberId: number, gameIds: number[]): Promise<Set<number>> {
    if (gameIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('member_favourite_games')
      .select('game_id')
      .where('member_id', '=', memberId)
      .where('game_id', 'in', gameIds)
      .execute();
    return new Set(rows.map((row) => row.game_id));
  }

  /** Marks a game; marking it again changes nothing (and never fails on a concurrent mark). */
  async addFavourite(memberId: number, gameId: number, at: string): Promise<void> {
    await this.db
      .insertInto('member_favourite_games')
      .values({ member_id: memberId, game_id: gameId, created_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  }

  /** Unmarks a game; true when it was marked. */
  async removeFavourite(memberId: number, gameId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_favourite_games')
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
