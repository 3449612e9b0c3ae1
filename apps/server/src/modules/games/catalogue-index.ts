import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { underMaintenance, type GameRow } from './game-row.js';
import type { CatalogueFilter, ListedGame } from './games.repository.js';
import { NameSearch } from './name-search.js';

/** A game of the index: its row, its search names, and its JSON texts as answers used them. */
export interface IndexedGame {
  /** Its place in list order. */
  position: number;
  row: GameRow;
  searchNames: Partial<Record<Language, string>>;
  /** The game as `gameSchema` JSON, by language, icon origin and star (GamePresenter). */
  json: Map<string, string>;
}

export interface IndexPage {
  /** All matches. */
  total: number;
  games: IndexedGame[];
}

const EMPTY: readonly IndexedGame[] = [];

/**
 * The listed catalogue (enabled games of enabled vendors, in list order) of one content version,
 * in memory, with the games of each category, vendor and category + vendor at hand and a name
 * search per language built when first asked. `page` keeps what `catalogueCondition` keeps in
 * SQL, in the same order, and counts the matches in the same pass.
 */
export class CatalogueIndex {
  private readonly all: readonly IndexedGame[];
  private readonly byCategory = new Map<string, IndexedGame[]>();
  private readonly byVendor = new Map<string, IndexedGame[]>();
  private readonly byCategoryVendor = new Map<string, IndexedGame[]>();
  private readonly searches = new Map<Language, NameSearch>();

  constructor(listed: readonly ListedGame[]) {
    this.all = listed.map(({ row, searchNames }, position) => ({
      position,
      row,
      searchNames,
      json: new Map(),
    }));
    for (const game of this.all) {
      const { category, vassalage } = game.row;
      push(this.byCategory, category, game);
      push(this.byVendor, vassalage, game);
      push(this.byCategoryVendor, `${category} ${vassalage}`, game);
    }
  }

  get size(): number {
    return this.all.length;
  }

  /** The `limit` matches of `filter` from `offset` on, in list order, and how many match. */
  page(filter: CatalogueFilter, language: Language, offset: number, limit: number): IndexPage {
    const base = this.candidates(filter);
    const keep = this.condition(filter, language);
    if (!keep) return { total: base.length, games: base.slice(offset, offset + limit) };
    const games: IndexedGame[] = [];
    let total = 0;
    for (const game of base) {
      if (!keep(game)) continue;
      if (total >= offset && games.length < limit) games.push(game);
      total += 1;
    }
    return { total, games };
  }

  /** Every match of `filter`, in list order. */
  matches(filter: CatalogueFilter, language: Language): IndexedGame[] {
    return this.page(filter, language, 0, Infinity).games;
  }

  private candidates({ gameType, vassalage }: CatalogueFilter): readonly IndexedGame[] {
    if (gameType && vassalage) {
      return this.byCategoryVendor.get(`${gameType} ${vassalage}`) ?? EMPTY;
    }
    if (vassalage) return this.byVendor.get(vassalage) ?? EMPTY;
    if (gameType) return this.byCategory.get(gameType) ?? EMPTY;
    return this.all;
  }

  /** The filter's conditions other than category and vendor (the candidates have those). */
  private condition(
    filter: CatalogueFilter,
    language: Language,
  ): ((game: IndexedGame) => boolean) | null {
    const { gameClassify, minBet, minLineNum, engine, gamesOnly, playableOnly, hotOnly } = filter;
    const ids = filter.ids ? new Set(filter.ids) : null;
    const excluded = filter.excludeIds?.length ? new Set(filter.excludeIds) : null;
    const named = filter.search ? this.named(filter.search, language) : null;
    const none =
      !gameClassify &&
      minBet === undefined &&
      minLineNum === undefined &&
      !engine &&
      !gamesOnly &&
      !playableOnly &&
      !hotOnly &&
      !ids &&
      !excluded &&
      !named;
    if (none) return null;
    return ({ row, position }) =>
      (!gameClassify || row.gameClassify === gameClassify) &&
      (minBet === undefined || row.minBet === minBet) &&
      (minLineNum === undefined || row.minLineNum === minLineNum) &&
      (!engine || row.engine === engine) &&
      (!gamesOnly || row.isGame === 'GAME') &&
      (!playableOnly || !underMaintenance(row)) &&
      (!hotOnly || row.isHot) &&
      (!ids || ids.has(row.id)) &&
      (!excluded || !excluded.has(row.id)) &&
      (!named || named[position] === 1);
  }

  /** Marks (by position) of the games whose name in `language` or in EN contains `part`. */
  private named(part: string, language: Language): Uint8Array {
    const marks = new Uint8Array(this.all.length);
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    for (const lang of languages) this.search(lang).mark(part, marks);
    return marks;
  }

  private search(language: Language): NameSearch {
    let search = this.searches.get(language);
    if (!search) {
      search = new NameSearch(this.all.map((game) => game.searchNames[language] ?? ''));
      this.searches.set(language, search);
    }
    return search;
  }
}

function push(map: Map<string, IndexedGame[]>, key: string, game: IndexedGame): void {
  const list = map.get(key);
  if (list) list.push(game);
  else map.set(key, [game]);
}
