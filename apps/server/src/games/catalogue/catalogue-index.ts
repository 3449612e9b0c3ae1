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
const REMEMBERED_SEARCHES = 256;

/**
 * The listed catalogue (enabled games of enabled vendors, in list order) of one content version,
 * in memory: the games of each category, vendor, category + vendor, classify and category + minimum
 * bet at hand, and a
 * name search per language built when first asked. `page` starts from the shortest of the lists
 * a filter names (or the games its name search finds), checks the whole filter on each, and so
 * keeps what `catalogueCondition` keeps in SQL, in the same order, counting matches as it goes.
 */
export class CatalogueIndex {
  private readonly all: readonly IndexedGame[];
  private readonly byCategory = new Map<string, IndexedGame[]>();
  private readonly byVendor = new Map<string, IndexedGame[]>();
  private readonly byCategoryVendor = new Map<string, IndexedGame[]>();
  private readonly byClassify = new Map<string, IndexedGame[]>();
  private readonly byCategoryMinBet = new Map<string, IndexedGame[]>();
  private readonly searches = new Map<Language, NameSearch>();
  /** Name searches asked for lately and the games they found (this version's names never change). */
  private readonly found = new Map<string, readonly IndexedGame[]>();

  constructor(listed: readonly ListedGame[]) {
    this.all = listed.map(({ row, searchNames }, position) => ({
      position,
      row,
      searchNames,
      json: new Map(),
    }));
    for (const game of this.all) {
      const { category, vassalage, gameClassify } = game.row;
      push(this.byCategory, category, game);
      push(this.byVendor, vassalage, game);
      push(this.byCategoryVendor, `${category} ${vassalage}`, game);
      if (gameClassify) push(this.byClassify, gameClassify, game);
      push(this.byCategoryMinBet, `${category} ${game.row.minBet}`, game);
    }
  }

  get size(): number {
    return this.all.length;
  }

  /** The `limit` matches of `filter` from `offset` on, in list order, and how many match. */
  page(filter: CatalogueFilter, language: Language, offset: number, limit: number): IndexPage {
    const named = filter.search ? this.named(filter.search, language) : null;
    const base = this.shortest(filter, named);
    // The name search's own games need no name check; any other list does.
    const nameOk = named && base !== named ? new Set(named.map((game) => game.position)) : null;
    const keep = condition(filter);
    const games: IndexedGame[] = [];
    let total = 0;
    for (const game of base) {
      if (!keep(game.row) || (nameOk && !nameOk.has(game.position))) continue;
      if (total >= offset && games.length < limit) games.push(game);
      total += 1;
    }
    return { total, games };
  }

  /** Every match of `filter`, in list order. */
  matches(filter: CatalogueFilter, language: Language): IndexedGame[] {
    return this.page(filter, language, 0, Infinity).games;
  }

  /** The shortest list, in list order, that holds every match of `filter`. */
  private shortest(
    { gameType, vassalage, gameClassify, minBet }: CatalogueFilter,
    named: readonly IndexedGame[] | null,
  ): readonly IndexedGame[] {
    const lists: (readonly IndexedGame[])[] = [];
    if (gameType && vassalage) {
      lists.push(this.byCategoryVendor.get(`${gameType} ${vassalage}`) ?? EMPTY);
    } else if (vassalage) {
      lists.push(this.byVendor.get(vassalage) ?? EMPTY);
    } else if (gameType) {
      lists.push(this.byCategory.get(gameType) ?? EMPTY);
    }
    if (gameClassify) lists.push(this.byClassify.get(gameClassify) ?? EMPTY);
    if (gameType && minBet !== undefined) {
      lists.push(this.byCategoryMinBet.get(`${gameType} ${minBet}`) ?? EMPTY);
    }
    if (named) lists.push(named);
    let shortest = this.all;
    for (const list of lists) if (list.length < shortest.length) shortest = list;
    return shortest;
  }

  /** The games whose name in `language` or in EN contains `part`, in list order. */
  private named(part: string, language: Language): readonly IndexedGame[] {
    const key = `${language} ${part}`;
    let games = this.found.get(key);
    if (!games) {
      games = this.lookUp(part, language);
      if (this.found.size >= REMEMBERED_SEARCHES)
        this.found.delete(this.found.keys().next().value!);
      this.found.set(key, games);
    }
    return games;
  }

  private lookUp(part: string, language: Language): IndexedGame[] {
    const found = this.search(language).positions(part);
    if (language !== FALLBACK_LANGUAGE) {
      const english = this.search(FALLBACK_LANGUAGE).positions(part);
      if (english.length > 0) {
        const both = new Set([...found, ...english]);
        return [...both].sort((a, b) => a - b).map((position) => this.all[position]!);
      }
    }
    return found.map((position) => this.all[position]!);
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

/** The filter's conditions on a listed game's row (the name search is checked apart). */
function condition(filter: CatalogueFilter): (row: GameRow) => boolean {
  const { gameType, vassalage, gameClassify, minBet, minLineNum, engine } = filter;
  const { gamesOnly, playableOnly, hotOnly } = filter;
  const ids = filter.ids ? new Set(filter.ids) : null;
  const excluded = filter.excludeIds?.length ? new Set(filter.excludeIds) : null;
  return (row) =>
    (!gameType || row.category === gameType) &&
    (!vassalage || row.vassalage === vassalage) &&
    (!gameClassify || row.gameClassify === gameClassify) &&
    (minBet === undefined || row.minBet === minBet) &&
    (minLineNum === undefined || row.minLineNum === minLineNum) &&
    (!engine || row.engine === engine) &&
    (!gamesOnly || row.isGame === 'GAME') &&
    (!playableOnly || !underMaintenance(row)) &&
    (!hotOnly || row.isHot) &&
    (!ids || ids.has(row.id)) &&
    (!excluded || !excluded.has(row.id));
}

function push(map: Map<string, IndexedGame[]>, key: string, game: IndexedGame): void {
  const list = map.get(key);
  if (list) list.push(game);
  else map.set(key, [game]);
}
