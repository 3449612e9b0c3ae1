import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_KINDS, SIDE_CHOICES, validateSelection } from '../../lottery/bet-types.js';
import { selectionSchema } from './rules.js';

/**
 * The lottery page checks picks with validateSelection, the API describes them with
 * selectionSchema: the two must give one answer for any input.
 */
const digitString = fc.stringMatching(/^\d{0,4}$/);
const pick = fc.oneof(
  digitString,
  fc.constantFrom('1a', ' 12', '12 ', '٣٤', ''),
  fc.constantFrom(...Object.values(SIDE_CHOICES).flat(), 'BIG', 'none'),
  fc.integer({ min: 0, max: 99 }),
);
const kind = fc.oneof(fc.constantFrom(...BET_KINDS), fc.constantFrom('lo5', '', 'xien5'));
const list = fc.oneof(
  fc.array(pick, { maxLength: 12 }),
  // Few distinct values, so that repeats are common.
  fc.array(fc.constantFrom('1', '01', '12', '123', 'big', 'odd', 'even'), { maxLength: 5 }),
  // Long lists around the limits: 10 xiên numbers, 100 two-digit numbers, 1,000 three-digit ones.
  fc
    .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 9, maxLength: 1_001 })
    .map((ns) => ns.map((n) => String(n).padStart(3, '0'))),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 99 }), { minLength: 9, maxLength: 100 })
    .map((ns) => ns.map((n) => String(n).padStart(2, '0'))),
  fc.constantFrom(null, '12', 12),
);
const selection = fc.oneof(
  fc.record({ kind, numbers: list }, { requiredKeys: ['kind'] }),
  fc.record({ kind, choices: list }, { requiredKeys: ['kind'] }),
  fc.record({ kind, numbers: list, choices: list, extra: fc.string() }),
  fc.constantFrom(null, 'lo2', 7, [], { numbers: ['12'] }),
);

describe('validateSelection and selectionSchema', () => {
  it('accept and refuse the same selections, and keep the same fields', () => {
    fc.assert(
      fc.property(selection, (input) => {
        const check = validateSelection(input);
        const parsed = selectionSchema.safeParse(input);
        expect(check.ok).toBe(parsed.success);
        if (check.ok && parsed.success) expect(check.selection).toEqual(parsed.data);
        if (!check.ok) expect(check.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 3_000 },
    );
  });

  it('accept the largest selections of each kind and refuse one more', () => {
    const all = (digits: number) =>
      Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));
    for (const [input, ok] of [
      [{ kind: 'lo3', numbers: all(3) }, true],
      [{ kind: 'xien2', numbers: all(2).slice(0, 10) }, true],
      [{ kind: 'xien2', numbers: all(2).slice(0, 11) }, false],
      [{ kind: 'xien4', numbers: all(2).slice(0, 3) }, false],
      [{ kind: 'odd_even', choices: ['odd', 'even'] }, true],
    ] as const) {
      expect(validateSelection(input).ok).toBe(ok);
      expect(selectionSchema.safeParse(input).success).toBe(ok);
    }
  });
});
