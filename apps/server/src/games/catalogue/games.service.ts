import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import { LOBBY_PAGE_SIZE, POPULAR_COUNT } from '@portal/shared/constants/limits';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import { fromMinor, toMinor } from '@portal/shared/money';
import type {
  Game,
  RankEntry,
  gameListQuerySchema,
  hotGamesQuerySchema,
  rankListQuerySchema,
} from '@portal/shared/schemas/games';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import { CatalogueIndex, type IndexPage } from './catalogue-index.js';
import type { GameActivityRepository } from './game-activity.repository.js';
import { pageWindow, totalPages, type GamePresenter } from './game-presenter.js';
import type { CatalogueFilter, GamesRepository } from './games.repository.js';
import { KeyedTtlCache } from '../../lib/keyed-ttl-cache.js';
import { maskAccount } from './mask-account.js';

/** Play counts for the hot and popular lists cover this many days. */
export const ACTIVITY_DAYS = 7;
/** How long a play ranking is reused: play moves these lists slowly, and they are public. */
export const RANKING_TTL_MS = 60_000;
/** The hot list is one page. */
export const HOT_LIST_SIZE = LOBBY_PAGE_SIZE;
/**
 * A lobby page (games and total, not the member's stars) of one content version is reused this
 * long by default (LIST_CACHE_MS); a catalogue change moves the version, so it shows in the next
 * list. With 0 every list is answered from the catalogue index of the current content version.
 */
export const LIST_CACHE_MS = 2000;
const LIST_CACHE_KEYS = 1000;
/** Popular games ranked before maintenance is left out; more than any `count` asked. */
const POPULAR_DEPTH = 200;

const DAY_MS = 86_400_000;

const knownCategories = new Set<string>(GAME_CATEGORIES);

export interface GamesServiceDeps {
  games: GamesRepository;
  activity: GameActivityRepository;
  presenter: GamePresenter;
  /** The content version the catalogue index must match. */
  versions: ContentVersionSource;
  /** How long a list page is reused (LIST_CACHE_MS by default; 0 never). */
  listCacheMs?: number;
  now?: () => Date;
}

/** The filters of a list query as the repository reads them. */
export function listFilter(query: {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: CatalogueFilter['gameClassify'];
  gameName?: string;
  minBet?: string;
  minLineNum?: number;
}): CatalogueFilter {
  return {
    gameType: query.gameType,
    vassalage: query.vassalage,
    gameClassify: query.gameClassify,
    search: query.gameName ? query.gameName.toLowerCase() : undefined,
    minBet: query.minBet === undefined ? undefined : toMinor(query.minBet),
    minLineNum: query.minLineNum,
  };
}

/** The public catalogue: the lobby list, hot and popular games, vendor categories, winners. */
export class GamesService {
  private readonly hotRankings = new KeyedTtlCache<number[]>(RANKING_TTL_MS);
  private readonly listPages: KeyedTtlCache<IndexPage>;
  private readonly index = new VersionedCache<CatalogueIndex>(1);
  private readonly popularRanking: TtlCache<number[]>;
  private readonly now: () => Date;
  private readonly listCacheMs: number;

  constructor(private readonly deps: GamesServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.listCacheMs = deps.listCacheMs ?? LIST_CACHE_MS;
    this.listPages = new KeyedTtlCache(this.listCacheMs, LIST_CACHE_KEYS);
    this.popularRanking = new TtlCache(RANKING_TTL_MS, () =>
      deps.activity.popularIds(this.since(ACTIVITY_DAYS * DAY_MS), POPULAR_DEPTH),
    );
  }

  private since(ms: number): string {
    return new Date(this.now().getTime() - ms).toISOString();
  }

  /**
   * GCSGAME_gameList: one page in list order as the JSON of the answer's envelope; stars only
   * when `memberId` is given. Filters, search and paging run over the in-memory catalogue
   * index of the current content version (decision 022), so a catalogue change shows in the
   * next list; pages of one version are reused for LIST_CACHE_MS.
   */
  async listJson(
    query: z.output<typeof gameListQuerySchema>,
    language: Language,
    memberId: number | null,
  ): Promise<string> {
    const version = await this.deps.versions.current();
    const filter = listFilter(query);
    const { limit, offset } = pageWindow(query.pageNo, query.pageSize);
    const page = async (): Promise<IndexPage> =>
      (await this.catalogueAt(version)).page(filter, language, offset, limit);
    const { total, games } =
      this.listCacheMs > 0
        ? await this.listPages.get(
            // The version is part of the key, so an operator's change is never answered late.
            JSON.stringify([version, filter, language, limit, offset], (_, value: unknown) =>
              typeof value === 'bigint' ? value.toString() : value,
            ),
            page,
          )
        : await page();
    const texts = await this.deps.presenter.presentJson(games, language, memberId, version);
    // The envelope of gameListValueSchema, keys in its order; each game went through gameSchema.
    return `{"success":true,"value":{"games":[${texts.join(',')}],"totalPages":${totalPages(
      total,
      query.pageSize,
    )},"total":${total},"pageNo":${query.pageNo}}}`;
  }

  /** The catalogue index of the current content version, built on first use. */
  async catalogue(): Promise<CatalogueIndex> {
    return this.catalogueAt(await this.deps.versions.current());
  }

  private catalogueAt(version: number): CatalogueIndex | Promise<CatalogueIndex> {
    return this.index.get(
      '',
      version,
      async () => new CatalogueIndex(await this.deps.games.listedCatalogue()),
    );
  }

  /**
   * GCSGAME_hotGamesV2: the most played games of the last 7 days in the category or vendor, then
   * the ones flagged hot; one list of at most 24. The order is kept for a minute.
   */
  async hot(
    query: z.output<typeof hotGamesQuerySchema>,
    language: Language,
    memberId: number | null,
  ): Promise<{ list: Game[] }> {
    const filter = { gameType: query.gameType, vassalage: query.vassalage };
    // Per content version too: a game flagged hot (or no longer) joins the list at once.
    const version = await this.deps.versions.current();
    const ids = await this.hotRankings.get(
      `${version}|${filter.gameType ?? ''}|${filter.vassalage ?? ''}`,
      () => this.deps.activity.hotIds(filter, this.since(ACTIVITY_DAYS * DAY_MS), HOT_LIST_SIZE),
    );
    const rows = await this.deps.games.byIds(ids, language, { gamesOnly: true });
    return { list: await this.deps.presenter.present(rows, language, { memberId }) };
  }

  /**
   * The site's most played games of the last 7 days (most players, then most rounds), topped up
   * with games flagged hot; never a game under maintenance. The launch suggests these when the
   * game asked for is under maintenance.
   */
  async popular(language: Language, count: number = POPULAR_COUNT): Promise<Game[]> {
    const { games, presenter } = this.deps;
    const playable: CatalogueFilter = { gamesOnly: true, playableOnly: true };
    const ranked = await games.idsAmong(await this.popularRanking.get(), playable);
    const played = await games.byIds(ranked.slice(0, count), language, playable);
    const topUp =
      played.length < count
        ? await games.page(
            { ...playable, hotOnly: true, excludeIds: played.map((row) => row.id) },
            language,
            count - played.length,
            0,
          )
        : [];
    return presenter.present([...played, ...topUp], language, { memberId: null });
  }

  /** GCSGAME_getVassGameType: the vendor's name and the categories it has games in. */
  async vendorGameTypes(vassalage: string) {
    const rows = (await this.deps.games.vendorCategories(vassalage)).filter((row) =>
      knownCategories.has(row.category),
    );
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', {}, [{ path: 'vassalage', reason: 'unknown_vendor' }]);
    }
    return {
      vassalage,
      title: rows[0]!.title,
      gameTypes: rows
        .filter((row) => row.games > 0)
        .map((row) => ({ gameType: row.category as GameCategory, games: row.games })),
    };
  }

  /** GCSGAME_getRankList: the biggest wins of the last `days` days, accounts masked. */
  async rankList(
    query: z.output<typeof rankListQuerySchema>,
    language: Language,
  ): Promise<{ list: RankEntry[] }> {
    const wins = await this.deps.activity.biggestWins({
      since: this.since(query.days * DAY_MS),
      gameType: query.gameType,
      language,
      limit: query.count,
    });
    return {
      list: wins.map((win) => ({
        player: maskAccount(win.account),
        nodeId: win.nodeId,
        gameName: win.name ?? win.nameEn ?? win.gameCode,
        gameType: win.category,
        prize: Number(fromMinor(win.payout)),
        // Two decimals, rounded down: "x12.50".
        multiplier: win.stake > 0n ? Number((win.payout * 100n) / win.stake) / 100 : 0,
        time: toIsoString(win.settledAt),
      })),
    };
  }

  /** Drops reused pages and play rankings (tests, or after changing the catalogue in process). */
  clearCaches(): void {
    this.listPages.clear();
    this.index.clear();
    this.hotRankings.clear();
    this.popularRanking.clear();
  }
}
