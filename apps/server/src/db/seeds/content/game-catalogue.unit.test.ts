import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES } from '@portal/shared/constants/site';
import { MIN_BET_OPTIONS } from '@portal/shared/constants/limits';
import { toMinor } from '@portal/shared/money';
import { buildGame, demoCatalogue, engineOf, gameIcons, themeName } from './game-catalogue.js';
import { adjectives, fixedNames, gameHall, nouns } from './game-catalogue-words.js';
import { LOTTERY_GAMES } from '../../../games/lottery/lottery-games.js';
import { demoVendors, LOTTERY_VENDORS } from './games.js';

const assets = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../assets');
const catalogue = demoCatalogue();
const allWords = [
  ...adjectives,
  ...Object.values(nouns).flat(),
  ...Object.values(fixedNames).flat(),
  gameHall,
];
/** Scripts that never share letters with English: a copied English word would show. */
const nonLatin = {
  CN: /\p{Script=Han}/u,
  TY: /\p{Script=Han}/u,
  JA: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
  TH: /\p{Script=Thai}/u,
} as const;

describe('demo catalogue words', () => {
  it('translate every word into every interface language', () => {
    for (const word of allWords) {
      for (const lang of LANGUAGE_CODES)
        expect(word[lang]?.trim().length, `${word.EN} ${lang}`).toBeGreaterThan(0);
      for (const [lang, script] of Object.entries(nonLatin)) {
        expect(word[lang as keyof typeof nonLatin], `${word.EN} ${lang}`).toMatch(script);
      }
    }
  });

  it('are not English copies in the Latin-script languages, loanwords aside', () => {
    for (const lang of ['MY', 'ID', 'VI'] as const) {
      const copies = allWords.filter((word) => word[lang] === word.EN);
      expect(copies.length, lang).toBeLessThanOrEqual(allWords.length / 8);
    }
  });

  it('order adjective and noun per language', () => {
    const name = themeName('slot', 0);
    expect(name.EN).toBe('Golden Dragon');
    expect(name.CN).toBe('黄金龙');
    expect(name.MY).toBe('Naga Emas');
    expect(name.VI).toBe('Rồng Vàng');
    expect(name.TH).toBe('มังกรทองคำ');
  });
});

describe('demo catalogue', () => {
  it('seeds every vendor, the lottery ones with the lottery games, distinct names per vendor', () => {
    for (const category of GAME_CATEGORIES) {
      for (const vendor of demoVendors[category]) {
        const games = catalogue.filter(
          (game) =>
            game.category === category &&
            game.vassalage === vendor.vassalage &&
            game.isGame === 'GAME',
        );
        const lottery = LOTTERY_GAMES.filter(
          (game) => (game.kind === 'fast' ? 'ELOTT' : 'LOTT') === vendor.vassalage,
        );
        if (LOTTERY_VENDORS.includes(vendor.vassalage)) {
          expect(vendor.games).toBe(0);
          expect(games.map((game) => game.gameCode)).toEqual(lottery.map((g) => g.gameCode));
        } else expect(games.length, vendor.vassalage).toBe(vendor.games);
        if (LOTTERY_VENDORS.includes(vendor.vassalage)) expect(games.length).toBeGreaterThan(2);
        else if (category === 'SPORTS') expect(games.length).toBeGreaterThanOrEqual(1);
        else expect(games.length, vendor.vassalage).toBeGreaterThanOrEqual(6);
        for (const lang of LANGUAGE_CODES) {
          expect(
            new Set(games.map((game) => game.names[lang])).size,
            `${vendor.vassalage} ${lang}`,
          ).toBe(games.length);
        }
      }
    }
  });

  it('has unique public ids and provider codes', () => {
    expect(new Set(catalogue.map((game) => game.nodeId)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((game) => game.gameCode)).size).toBe(catalogue.length);
  });

  it('keeps attributes to the engine of the category and the section 9 options', () => {
    const minBets = MIN_BET_OPTIONS.filter((o) => o !== 'all').map((o) => toMinor(o));
    const lotteryCodes = new Set(LOTTERY_GAMES.map((game) => game.gameCode));
    for (const game of catalogue.filter((g) => g.isGame === 'GAME')) {
      if (LOTTERY_VENDORS.includes(game.vassalage)) {
        // The lottery's games: no house engine, limits from the lottery settings.
        expect(lotteryCodes.has(game.gameCode), game.gameCode).toBe(true);
        expect(game.engine).toBeNull();
        continue;
      }
      expect(game.engine).toBe(engineOf[game.category]);
      expect(minBets).toContain(game.minBet);
      if (game.engine === 'slot') expect(game.minLineNum).toBeGreaterThanOrEqual(1);
      expect(game.minLineNum).toBeLessThanOrEqual(20);
      if (game.category !== 'RNG') expect(game.gameClassify).toBeNull();
      expect(fs.existsSync(path.join(assets, game.iconPath)), game.iconPath).toBe(true);
    }
    // The demo's e-games are all slots: jackpot slots, or unclassified; never a table, arcade or
    // board game.
    const classes = new Set(
      catalogue.filter((g) => g.category === 'RNG').map((g) => g.gameClassify),
    );
    expect(classes).toEqual(new Set(['JP', null]));
    expect(catalogue.filter((g) => g.maintenance).map((g) => g.nodeId)).toContain('AURORA-RNG-003');
    expect(catalogue.some((g) => g.isHot)).toBe(true);
    const derby = catalogue.filter((g) => g.vassalage === 'SV3');
    expect(derby.every((g) => g.defaultPlayType === 'meron-wala' && g.engine === 'match')).toBe(
      true,
    );
  });

  it('has a vassalage tile in FISH for each fishing vendor that makes slots', () => {
    const tiles = catalogue.filter((game) => game.isGame === 'VASSALAGE');
    expect(tiles.map((tile) => tile.nodeId).sort()).toEqual([
      'AURORA-FISH-HALL',
      'JADEDRAGON-FISH-HALL',
    ]);
    for (const tile of tiles) {
      expect(tile).toMatchObject({ category: 'FISH', engine: null });
      expect(fs.existsSync(path.join(assets, tile.iconPath))).toBe(true);
    }
  });

  it('draws every game icon it names', () => {
    for (const icon of Object.values(gameIcons).flat()) {
      expect(fs.existsSync(path.join(assets, 'games', `${icon}.svg`)), icon).toBe(true);
    }
  });

  it('builds the same game from the same vendor and index', () => {
    const ids = { nodeId: 'BENCH-000001', gameCode: 'bench-000001' };
    expect(buildGame('RNG', 'AURORA', 41, ids)).toEqual(buildGame('RNG', 'AURORA', 41, ids));
  });
});
