import type { Language } from '@portal/shared/constants/languages';
import type { Texts } from '../seed-types.js';
import { bn } from './game-catalogue-words/bn.js';
import { cn } from './game-catalogue-words/cn.js';
import { en } from './game-catalogue-words/en.js';
import { es } from './game-catalogue-words/es.js';
import { hi } from './game-catalogue-words/hi.js';
import { id } from './game-catalogue-words/id.js';
import { ja } from './game-catalogue-words/ja.js';
import { km } from './game-catalogue-words/km.js';
import { ko } from './game-catalogue-words/ko.js';
import { lo } from './game-catalogue-words/lo.js';
import { mm } from './game-catalogue-words/mm.js';
import { my } from './game-catalogue-words/my.js';
import { pt } from './game-catalogue-words/pt.js';
import { th } from './game-catalogue-words/th.js';
import { ty } from './game-catalogue-words/ty.js';
import { vi } from './game-catalogue-words/vi.js';

/**
 * The words demo game names are built from: an adjective and a noun per language, joined the way
 * each language orders them (see `nameOrder`). Japanese adjectives carry their attributive form
 * (の, い) so that they join a noun directly. Each language's words live in
 * game-catalogue-words/<language>.ts, keyed by the word ids below.
 */

/** adj-noun: "Golden Dragon", 黄金龙; noun-adj: "Naga Emas", "Rồng Vàng", มังกรทองคำ. */
export const nameOrder: Record<Language, { order: 'adj-noun' | 'noun-adj'; joiner: string }> = {
  EN: { order: 'adj-noun', joiner: ' ' },
  CN: { order: 'adj-noun', joiner: '' },
  TY: { order: 'adj-noun', joiner: '' },
  JA: { order: 'adj-noun', joiner: '' },
  MY: { order: 'noun-adj', joiner: ' ' },
  ID: { order: 'noun-adj', joiner: ' ' },
  VI: { order: 'noun-adj', joiner: ' ' },
  TH: { order: 'noun-adj', joiner: '' },
  KO: { order: 'adj-noun', joiner: ' ' },
  HI: { order: 'adj-noun', joiner: ' ' },
  BN: { order: 'adj-noun', joiner: ' ' },
  KM: { order: 'noun-adj', joiner: '' },
  LO: { order: 'noun-adj', joiner: '' },
  MM: { order: 'adj-noun', joiner: ' ' },
  PT: { order: 'noun-adj', joiner: ' ' },
  ES: { order: 'noun-adj', joiner: ' ' },
};

/** The kinds of names: themes with nouns combine with `adjectives`; the others are whole names. */
export type CombinedTheme = 'slot' | 'live' | 'fish' | 'pvp' | 'lottery';
export type FixedTheme = 'sports' | 'esports' | 'cockfight';
export type NameTheme = CombinedTheme | FixedTheme;

/** Word ids, in the order the names cycle through them. */
const adjectiveIds = [
  'golden',
  'lucky',
  'mighty',
  'wild',
  'royal',
  'mystic',
  'red',
  'silver',
  'eternal',
  'blazing',
  'hidden',
  'thunder',
  'jade',
  'imperial',
  'diamond',
  'midnight',
] as const;

const nounIds = {
  slot: [
    'dragon',
    'phoenix',
    'tiger',
    'lotus',
    'pearl',
    'treasure',
    'fortune',
    'temple',
    'koi',
    'lantern',
    'panda',
    'gems',
  ],
  live: ['roulette', 'wheel', 'table', 'palace', 'casino', 'spin', 'club', 'hall'],
  fish: ['reef', 'shark', 'whale', 'octopus', 'mermaid', 'ocean', 'crab', 'fishing'],
  pvp: [
    'poker',
    'mahjong',
    'dominoes',
    'baccarat',
    'blackjack',
    'showdown',
    'dragonTiger',
    'cards',
  ],
  lottery: ['draw', 'lotto', 'numbers', 'ball', 'keno', 'bingo', 'jackpot', 'ticket'],
} as const satisfies Record<CombinedTheme, readonly string[]>;

const fixedNameIds = {
  sports: ['premierFootball', 'proBasketball', 'tennisOpen', 'horseRacing'],
  esports: ['mobaLeague', 'battleArenaCup', 'tacticalShooterSeries'],
  cockfight: ['cockfightGrandDerby', 'cockfightArenaLive'],
} as const satisfies Record<FixedTheme, readonly string[]>;

/** One language's words, keyed by word id: a missing word is a type error. */
export interface Words {
  adjectives: Record<(typeof adjectiveIds)[number], string>;
  nouns: { [T in CombinedTheme]: Record<(typeof nounIds)[T][number], string> };
  fixedNames: { [T in FixedTheme]: Record<(typeof fixedNameIds)[T][number], string> };
  gameHall: string;
}

/** A word in every language, picked from each language's table. */
const texts = (pick: (words: Words) => string): Texts => ({
  EN: pick(en),
  CN: pick(cn),
  TY: pick(ty),
  JA: pick(ja),
  MY: pick(my),
  ID: pick(id),
  VI: pick(vi),
  TH: pick(th),
  KO: pick(ko),
  HI: pick(hi),
  BN: pick(bn),
  KM: pick(km),
  LO: pick(lo),
  MM: pick(mm),
  PT: pick(pt),
  ES: pick(es),
});

const textsOfIds = <K extends string>(
  ids: readonly K[],
  table: (words: Words) => Record<K, string>,
) => ids.map((wordId) => texts((words) => table(words)[wordId]));

export const adjectives: Texts[] = textsOfIds(adjectiveIds, (words) => words.adjectives);

export const nouns: Record<CombinedTheme, Texts[]> = {
  slot: textsOfIds(nounIds.slot, (words) => words.nouns.slot),
  live: textsOfIds(nounIds.live, (words) => words.nouns.live),
  fish: textsOfIds(nounIds.fish, (words) => words.nouns.fish),
  pvp: textsOfIds(nounIds.pvp, (words) => words.nouns.pvp),
  lottery: textsOfIds(nounIds.lottery, (words) => words.nouns.lottery),
};

/** Whole names for the themes with few games a vendor. */
export const fixedNames: Record<FixedTheme, Texts[]> = {
  sports: textsOfIds(fixedNameIds.sports, (words) => words.fixedNames.sports),
  esports: textsOfIds(fixedNameIds.esports, (words) => words.fixedNames.esports),
  cockfight: textsOfIds(fixedNameIds.cockfight, (words) => words.fixedNames.cockfight),
};

/** The word after a vendor's name on a vassalage tile: "Aurora Gaming Game Hall". */
export const gameHall: Texts = texts((words) => words.gameHall);
