import { describe, expect, it } from 'vitest';
import { clampIndex, pageCount, pageOfIndex } from './notice-paging';

describe('notice paging', () => {
  it('puts nine notices on each page', () => {
    expect(pageOfIndex(0)).toBe(1);
    expect(pageOfIndex(8)).toBe(1);
    expect(pageOfIndex(9)).toBe(2);
    expect(pageOfIndex(10)).toBe(2);
    expect(pageOfIndex(18)).toBe(3);
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });

  it('keeps an index inside the list', () => {
    expect(clampIndex(25, 20)).toBe(19);
    expect(clampIndex(-3, 20)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
  });
});
