import { describe, expect, it } from 'vitest';
import { NameSearch } from './name-search.js';

const names = ['golden dragon', 'dragon pearl', 'lucky cat', '', '黄金龙', '龙珠', 'drag'];
const found = (part: string) => {
  const marks = new Uint8Array(names.length);
  new NameSearch(names).mark(part, marks);
  return names.filter((_, i) => marks[i] === 1);
};

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
