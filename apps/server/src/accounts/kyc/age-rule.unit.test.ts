import { describe, expect, it } from 'vitest';
import { ageOn, isOfAge } from './age-rule.js';

describe('the age rule of spec section 5', () => {
  it('counts full years, turning older on the birthday itself', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-12-31')).toBe(18);
  });

  it('makes someone born on 29 February older on 1 March of a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('refuses under 18, or under 21 in the variant', () => {
    expect(isOfAge('2008-06-15', 18, '2026-06-15')).toBe(true);
    expect(isOfAge('2008-06-16', 18, '2026-06-15')).toBe(false);
    expect(isOfAge('2006-06-15', 21, '2026-06-15')).toBe(false);
    expect(isOfAge('2005-06-15', 21, '2026-06-15')).toBe(true);
  });
});
