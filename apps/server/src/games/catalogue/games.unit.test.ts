import { describe, expect, it } from 'vitest';
import { IconUrls } from './icon-urls.js';
import { likePattern } from '../../db/like-pattern.js';
import { listFilter } from './games.service.js';
import { maskAccount } from './mask-account.js';
import { queryLanguage } from './query-language.js';
import { rouletteResult } from './roulette-result.js';

describe('maskAccount', () => {
  it('keeps two characters each side of a long account', () => {
    expect(maskAccount('demo01')).toBe('de***01');
    expect(maskAccount('player12345678')).toBe('pl***78');
    expect(maskAccount('abcde')).toBe('ab***de');
  });

  it('never shows a short account whole', () => {
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('abc')).toBe('a***c');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('')).toBe('***');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskAccount('玩家一号玩家')).toBe('玩家***玩家');
  });
});

describe('rouletteResult', () => {
  it('reads the winning number of an outcome', () => {
    expect(rouletteResult('{"number":17,"wins":[]}')).toBe('17');
    expect(rouletteResult('{"number":0}')).toBe('0');
  });

  it('skips outcomes without a whole non-negative number', () => {
    for (const outcome of [
      '{"reels":[1,2]}',
      '{"number":"7"}',
      '{"number":1.5}',
      '{"number":-1}',
      'null',
      '17',
      'not json',
    ]) {
      expect(rouletteResult(outcome), outcome).toBeNull();
    }
  });
});

describe('IconUrls', () => {
  const cdns = (imageCDNs: string[]) => ({ current: async () => ({ imageCDNs }) });

  it('uses the assets base without CDNs', async () => {
    const url = await new IconUrls(cdns([]), '/assets-cdn').resolver();
    expect(url('games/slot-bell.svg')).toBe('/assets-cdn/games/slot-bell.svg');
    expect(await new IconUrls(null, '/img').resolver().then((f) => f('/x.svg'))).toBe('/img/x.svg');
  });

  it('puts one randomly picked CDN origin in front of every icon of an answer', async () => {
    const list = ['https://a.cdn.example', 'https://b.cdn.example/'];
    const first = await new IconUrls(cdns(list), '/assets-cdn', () => 0).resolver();
    expect(first('games/a.svg')).toBe('https://a.cdn.example/assets-cdn/games/a.svg');
    const last = await new IconUrls(cdns(list), '/assets-cdn', () => 0.99).resolver();
    expect(last('vendors/b.svg')).toBe('https://b.cdn.example/assets-cdn/vendors/b.svg');
  });
});

describe('queryLanguage', () => {
  it('takes a known query language in any case, else the request language', () => {
    expect(queryLanguage('cn', 'MY')).toBe('CN');
    expect(queryLanguage(' TH ', 'EN')).toBe('TH');
    expect(queryLanguage('klingon', 'VI')).toBe('VI');
    expect(queryLanguage(undefined, 'JA')).toBe('JA');
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('dragon')).toBe('%dragon%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('listFilter', () => {
  it('lower-cases the search and turns the minimum bet into minor units', () => {
    expect(listFilter({ gameName: 'Golden DRAGON', minBet: '0.75', gameType: 'RNG' })).toEqual({
      gameType: 'RNG',
      search: 'golden dragon',
      minBet: 75n,
    });
    expect(listFilter({ gameName: '' }).search).toBeUndefined();
  });
});
