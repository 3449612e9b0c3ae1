import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import { underMaintenance, type GameRow } from './game-row.js';
import type { CatalogueFilter, ListedGame } from './games.repository.js';

/** A game of the index: its row, its search names, and its JSON texts as answers used them. */
export interface IndexedGame {
  row: GameRow;
  searchNames: Partial<Record<Language, string>>;
  /** The game as `gameSchema` JSON, by language, icon origin and star (GamePresenter). */
  json: Map<string, string>;
}

const EMPTY: readonly IndexedGame[] = [];

/**
 * The listed catalogue (enabled games of enabled vendors, in list order) of one content version,
 * in memory, with the games of each category, vendor and category + vendor at hand. `matches`
 * keeps what `catalogueCondition` keeps in SQL, in the same order, so a list page is a slice.
 */
export class CatalogueIndex {
  private readonly all: readonly IndexedGame[];
  private readonly byCategory = new Map<string, IndexedGame[]>();
  private readonly byVendor = new Map<string, IndexedGame[]>();
  private readonly byCategoryVendor = new Map<string, IndexedGame[]>();

  constructor(listed: readonly ListedGame[]) {
    this.all = listed.map(({ row, searchNames }) => ({ row, searchNames, json: new Map() }));
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

  /** The games `filter` keeps, in list order (sort, then id). */
  matches(filter: CatalogueFilter, language: Language): readonly IndexedGame[] {
    const base = this.candidates(filter);
    const tests = conditions(filter, language);
    return tests.length === 0 ? base : base.filter((game) => tests.every((test) => test(game)));
  }

  private candidates({ gameType, vassalage }: CatalogueFilter): readonly IndexedGame[] {
    if (gameType && vassalage) {
      return this.byCategoryVendor.get(`${gameType} ${vassalage}`) ?? EMPTY;
    }
    if (vassalage) return this.byVendor.get(vassalage) ?? EMPTY;
    if (gameType) return this.byCategory.get(gameType) ?? EMPTY;
    return this.all;
  }
}

function push(map: Map<string, IndexedGame[]>, key: string, game: IndexedGame): void {
  const list = map.get(key);
  if (list) list.push(game);
  else map.set(key, [game]);
}

type Condition = (game: IndexedGame) => boolean;

/** The filter's conditions other than category and vendor (the candidates have those). */
function conditions(filter: CatalogueFilter, language: Language): Condition[] {
  const all: Condition[] = [];
  const { gameClassify, minBet, minLineNum, engine, search } = filter;
  if (gameClassify) all.push(({ row }) => row.gameClassify === gameClassify);
  if (minBet !== undefined) all.push(({ row }) => row.minBet === minBet);
  if (minLineNum !== undefined) all.push(({ row }) => row.minLineNum === minLineNum);
  if (engine) all.push(({ row }) => row.engine === engine);
  if (filter.gamesOnly) all.push(({ row }) => row.isGame === 'GAME');
  if (filter.playableOnly) all.push(({ row }) => !underMaintenance(row));
  if (filter.hotOnly) all.push(({ row }) => row.isHot);
  if (filter.ids) {
    const ids = new Set(filter.ids);
    all.push(({ row }) => ids.has(row.id));
  }
  if (filter.excludeIds && filter.excludeIds.length > 0) {
    const excluded = new Set(filter.excludeIds);
    all.push(({ row }) => !excluded.has(row.id));
  }
  if (search) {
    // The name in the list's language or in EN contains the part (stored lower-cased).
    all.push(({ searchNames }) =>
      language === FALLBACK_LANGUAGE
        ? (searchNames[language]?.includes(search) ?? false)
        : (searchNames[language]?.includes(search) ?? false) ||
          (searchNames[FALLBACK_LANGUAGE]?.includes(search) ?? false),
    );
  }
  return all;
}
