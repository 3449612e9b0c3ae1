import { describe, expect, it } from 'vitest';
import { describeResult, spellKey } from './result-summary';

const text = { label: (key: string) => spellKey(key), yes: 'Yes', no: 'No' };

describe('describeResult', () => {
  it('draws a slot window as a grid and its wins as a list', () => {
    const lines = describeResult(
      {
        grid: [
          ['A', 'K', 'WILD'],
          ['Q', 'A', 'A'],
        ],
        wins: [{ line: 0, symbol: 'A', count: 3, amount: 12.5 }],
      },
      text,
    );
    expect(lines).toEqual([
      {
        key: 'grid',
        kind: 'grid',
        rows: [
          ['A', 'K', 'WILD'],
          ['Q', 'A', 'A'],
        ],
      },
      { key: 'wins', kind: 'list', items: ['Line: 0, Symbol: A, Count: 3, Amount: 12.5'] },
    ]);
  });

  it('reads plain values, booleans in words, empty lists and nested objects on one line', () => {
    expect(
      describeResult(
        {
          crashPoint: 2.35,
          cashedOut: false,
          colour: 'red',
          wins: [],
          numbers: [3, 17],
          note: null,
          teams: { home: 'Tigers', away: 'Lions' },
        },
        text,
      ),
    ).toEqual([
      { key: 'crashPoint', kind: 'text', text: '2.35' },
      { key: 'cashedOut', kind: 'text', text: 'No' },
      { key: 'colour', kind: 'text', text: 'red' },
      { key: 'wins', kind: 'text', text: '—' },
      { key: 'numbers', kind: 'text', text: '3, 17' },
      { key: 'note', kind: 'text', text: '—' },
      { key: 'teams', kind: 'text', text: 'Home: Tigers, Away: Lions' },
    ]);
  });
});

describe('spellKey', () => {
  it('spells camelCase and snake_case keys as words', () => {
    expect(spellKey('crashPoint')).toBe('Crash point');
    expect(spellKey('line_bet')).toBe('Line bet');
    expect(spellKey('x')).toBe('X');
  });
});
