import { describe, expect, it } from 'vitest';
import { NameSearch } from './name-search.js';

const names = ['golden dragon', 'dragon pearl', 'lucky cat', '', '黄金龙', '龙珠', 'drag'];
const found = (part: string) => new NameSearch(names).positions(part).map((i) => names[i]);

describe('NameSearch', () => {
  it('finds every name that contains the part, as includes() does', () => {
    for (const part of [
      'dragon',
      'drag',
      'on p',
      'ragon pe',
      'cat',
      'a',
      'ab',
      '龙',
      '黄金',
      '金龙',
      'x',
    ]) {
      expect(found(part), part).toEqual(names.filter((name) => name.includes(part)));
    }
  });

  it('finds nothing for a part with a trigram no name has', () => {
    expect(found('dragonfly')).toEqual([]);
  });
});
