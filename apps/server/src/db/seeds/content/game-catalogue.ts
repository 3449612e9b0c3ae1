import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { GameClassify, HouseEngine } from '../../../games/catalogue/catalogue.tables.js';
import type { GameFields } from '../../../games/catalogue/game-row.js';
import { lotteryGameName } from '@portal/shared/lottery/game-names';
import { LOTTERY_GAMES } from '../../../games/lottery/lottery-games.js';
import type { Texts } from '../seed-types.js';
import {
  COCKFIGHT_VENDORS,
  demoMaintenanceGames,
  demoVassalageTiles,
  demoVendors,
  ESPORTS_VENDORS,
} from './games.js';
import {
  adjectives,
  fixedNames,
  gameHall,
  nameOrder,
  nouns,
  type CombinedTheme,
  type NameTheme,
} from './game-catalogue-words.js';

/** One catalogue row with its names, as the seed writes it. */
export interface GameSeed extends GameFields {
  sort: number;
  names: Texts;
}

/** Icons live in apps/server/assets/vendors/<vassalage>.svg, one per vendor code. */
export function vendorIconPath(vassalage: string): string {
  return `vendors/${vassalage.toLowerCase()}.svg`;
}

/** The house engine that plays a category's games. */
export const engineOf: Record<GameCategory, HouseEngine> = {
  RNG: 'slot',
  LIVE: 'roulette',
  FISH: 'crash',
  PVP: 'match',
  SPORTS: 'match',
  LOTT: 'roulette',
  ELOTT: 'roulette',
};

/** Game icons in apps/server/assets/games/, by the kind of game they show. */
export const gameIcons: Record<NameTheme, string[]> = {
  slot: ['slot-cherry', 'slot-seven', 'slot-diamond', 'slot-bell'],
  live: ['roulette-wheel', 'roulette-chips'],
  fish: ['fish-reef', 'fish-angler'],
  pvp: ['cards-duel', 'mahjong-tile'],
  lottery: ['lottery-balls'],
  sports: ['sports-ball'],
  esports: ['esports-pad'],
  cockfight: ['cockfight-rooster'],
};

/** Minimum bets of spec section 9 (0.01, 0.05, 0.1, 0.5, 0.75) in minor units. */
export const MIN_BETS_MINOR = [1n, 5n, 10n, 50n, 75n] as const;
const SLOT_LINES = [1, 3, 5, 9, 10, 15, 20];
/**
 * The classify of the demo's e-games. Every one plays the slot engine, so the only classify that
 * is true of one is JP (a slot with a jackpot); TG (table games), AC (arcade) and BG (board and
 * card games, 棋牌, offered where Traditional Chinese is) name other kinds of game and are left
 * to a vendor's games of that kind.
 */
const CLASSIFY_CYCLE: (GameClassify | null)[] = ['JP', null, null];

/** A small stable number from a text, so that each vendor's list starts somewhere else. */
export function stableHash(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

export function nameTheme(category: GameCategory, vassalage: string): NameTheme {
  switch (category) {
    case 'RNG':
      return 'slot';
    case 'LIVE':
      return 'live';
    case 'FISH':
      return 'fish';
    case 'PVP':
      return 'pvp';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'SPORTS':
      if (ESPORTS_VENDORS.includes(vassalage)) return 'esports';
      return COCKFIGHT_VENDORS.includes(vassalage) ? 'cockfight' : 'sports';
  }
}

function combine(adjective: Texts, noun: Texts): Texts {
  const names = {} as Texts;
  for (const lang of LANGUAGE_CODES) {
    const { order, joiner } = nameOrder[lang];
    const parts =
      order === 'adj-noun' ? [adjective[lang], noun[lang]] : [noun[lang], adjective[lang]];
    names[lang] = parts.join(joiner);
  }
  return names;
}

/**
 * The `position`-th name of a theme. Combined themes walk every adjective x noun pair once
 * (a bijection of 0..A*N-1), so a vendor's names are distinct up to A*N games; whole-name
 * themes repeat after their list.
 */
export function themeName(theme: NameTheme, position: number): Texts {
  if (theme === 'sports' || theme === 'esports' || theme === 'cockfight') {
    const list = fixedNames[theme];
    return list[position % list.length]!;
  }
  const list = nouns[theme as CombinedTheme];
  const p = position % (adjectives.length * list.length);
  const a = p % adjectives.length;
  const n = (Math.floor(p / adjectives.length) + a) % list.length;
  return combine(adjectives[a]!, list[n]!);
}

/**
 * The `index`-th game (0-based) of a vendor in a category: every attribute follows from the
 * vendor and the index, so the catalogue is the same on every machine.
 */
export function buildGame(
  category: GameCategory,
  vassalage: string,
  index: number,
  ids: { nodeId: string; gameCode: string },
): GameSeed {
  const salt = stableHash(`${category}:${vassalage}`);
  const theme = nameTheme(category, vassalage);
  const icons = gameIcons[theme];
  const engine = engineOf[category];
  return {
    ...ids,
    category,
    vassalage,
    isGame: 'GAME',
    engine,
    gameClassify:
      category === 'RNG' ? CLASSIFY_CYCLE[(salt + index) % CLASSIFY_CYCLE.length]! : null,
    minBet: MIN_BETS_MINOR[(salt + index + Math.floor(index / 5)) % MIN_BETS_MINOR.length]!,
    minLineNum: engine === 'slot' ? SLOT_LINES[(salt + index * 2) % SLOT_LINES.length]! : 0,
    defaultPlayType: theme === 'cockfight' ? 'meron-wala' : null,
    iconPath: `games/${icons[stableHash(ids.nodeId) % icons.length]}.svg`,
    isHot: (salt + index) % 6 === 0,
    maintenance: demoMaintenanceGames.includes(ids.nodeId),
    sort: (index + 1) * 10,
    names: themeName(theme, salt + index),
  };
}

const numbered = (n: number) => String(n).padStart(3, '0');

function vassalageTile(category: GameCategory, vassalage: string, opens: GameCategory): GameSeed {
  const title = demoVendors[opens].find((vendor) => vendor.vassalage === vassalage)!.title;
  const names = {} as Texts;
  for (const lang of LANGUAGE_CODES) names[lang] = `${title} ${gameHall[lang]}`;
  return {
    nodeId: `${vassalage}-${category}-HALL`,
    category,
    vassalage,
    gameCode: `${vassalage}_${category}_hall`.toLowerCase(),
    isGame: 'VASSALAGE',
    engine: null,
    gameClassify: null,
    minBet: 0n,
    minLineNum: 0,
    defaultPlayType: null,
    iconPath: vendorIconPath(vassalage),
    isHot: false,
    maintenance: false,
    // Ahead of the vendor's own games.
    sort: 0,
    names,
  };
}

/** The lottery games that lead the lobby and the popular top-up: the North and the fast ones. */
const HOT_LOTTERY = new Set(['vn-mb', 'vnf1', 'vnf3', 'vnf5']);

/**
 * The portal's own lottery games (decision 035): each province's traditional draw under the
 * LOTT vendor and the fast draws under ELOTT, with the lottery's game codes. They launch on the
 * /lottery page (spec section 4), never through a provider, and their limits are the lottery's.
 */
export function lotteryCatalogue(): GameSeed[] {
  return LOTTERY_GAMES.map((game) => {
    const category: GameCategory = game.kind === 'fast' ? 'ELOTT' : 'LOTT';
    const names = {} as Texts;
    for (const lang of LANGUAGE_CODES)
      names[lang] = lotteryGameName(game.gameCode, game.name, lang);
    return {
      nodeId: `${category}-${game.gameCode.toUpperCase()}`,
      category,
      vassalage: category,
      gameCode: game.gameCode,
      isGame: 'GAME',
      engine: null,
      gameClassify: null,
      minBet: 100n,
      minLineNum: 0,
      defaultPlayType: null,
      iconPath: 'games/lottery-balls.svg',
      isHot: HOT_LOTTERY.has(game.gameCode),
      maintenance: false,
      // The hot ones ahead of every generated game, the rest in the lottery's own order.
      sort: HOT_LOTTERY.has(game.gameCode) ? 1 : 5,
      names,
    };
  });
}

/** The demo catalogue: every vendor's games (ids like AURORA-RNG-007) and the vassalage tiles. */
export function demoCatalogue(): GameSeed[] {
  const games: GameSeed[] = [];
  for (const category of GAME_CATEGORIES) {
    for (const vendor of demoVendors[category]) {
      for (let index = 0; index < vendor.games; index += 1) {
        const id = `${vendor.vassalage}-${category}-${numbered(index + 1)}`;
        games.push(
          buildGame(category, vendor.vassalage, index, {
            nodeId: id,
            gameCode: id.toLowerCase().replaceAll('-', '_'),
          }),
        );
      }
    }
  }
  for (const tile of demoVassalageTiles) {
    games.push(vassalageTile(tile.category, tile.vassalage, tile.opens));
  }
  games.push(...lotteryCatalogue());
  return games;
}
