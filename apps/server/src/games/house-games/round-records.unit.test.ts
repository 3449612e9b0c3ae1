import { describe, expect, it } from 'vitest';
import type { HouseRoundRow } from './house-games.repository.js';
import { creditResult, detailOf, summaryOf } from './round-records.js';

const row = (overrides: Partial<HouseRoundRow>): HouseRoundRow => ({
  id: 1,
  round_id: 'r1',
  player_id: 'p1',
  game_code: 'g1',
  engine: 'slot',
  currency: 'MYR',
  stake: '100',
  payout: '0',
  bet: '{}',
  outcome: null,
  state: 'settled',
  closes_at: null,
  created_at: '2025-11-21T10:00:00.000Z',
  settled_at: null,
  ...overrides,
});

const slot = row({
  bet: JSON.stringify({ lineBet: '5', lines: 20 }),
  outcome: JSON.stringify({
    stops: [0, 1, 2, 3, 4],
    grid: [['CHERRY']],
    wins: [
      { line: 0, symbol: 'CHERRY', count: 3, amount: '25' },
      { line: null, symbol: 'SCATTER', count: 3, amount: '200' },
    ],
  }),
});

describe('house round records', () => {
  it('sums a round up in a few words per engine', () => {
    expect(summaryOf(slot)).toBe('3 x SCATTER');
    expect(summaryOf(row({ outcome: JSON.stringify({ stops: [], grid: [], wins: [] }) }))).toBe(
      'no win',
    );
    const roulette = {
      engine: 'roulette' as const,
      outcome: '{"number":17,"colour":"black","wins":[]}',
    };
    expect(summaryOf(row(roulette))).toBe('17 black');
    expect(
      summaryOf(row({ engine: 'crash', outcome: '{"crashPoint":235,"cashedOut":true}' })),
    ).toBe('x2.35');
    const match = {
      engine: 'match' as const,
      bet: '{"pick":"home","odds":211}',
      outcome: '{"outcome":"draw"}',
    };
    expect(summaryOf(row(match))).toBe('home: draw');
    expect(summaryOf(row({ state: 'open', engine: 'roulette' }))).toBe('betting');
    expect(summaryOf(row({ state: 'failed' }))).toBe('-');
  });

  it('gives the outcome as data for the page to word in the player language', () => {
    expect(detailOf(slot)).toEqual({ engine: 'slot', symbol: 'SCATTER', count: 3 });
    expect(detailOf(row({ outcome: JSON.stringify({ stops: [], grid: [], wins: [] }) }))).toEqual({
      engine: 'slot',
      symbol: null,
      count: 0,
    });
    expect(
      detailOf(row({ engine: 'roulette', outcome: '{"number":0,"colour":"green","wins":[]}' })),
    ).toEqual({ engine: 'roulette', number: 0, colour: 'green' });
    expect(
      detailOf(row({ engine: 'crash', outcome: '{"crashPoint":235,"cashedOut":true}' })),
    ).toEqual({ engine: 'crash', crashPoint: 2.35 });
    expect(
      detailOf(
        row({ engine: 'match', bet: '{"pick":"meron","odds":194}', outcome: '{"outcome":"wala"}' }),
      ),
    ).toEqual({ engine: 'match', pick: 'meron', outcome: 'wala' });
    expect(detailOf(row({ state: 'open', engine: 'roulette' }))).toBeNull();
  });

  it('sends the betting record decimals built from the stored round', () => {
    expect(creditResult(slot)).toEqual({
      game: 'slot',
      lineBet: 0.05,
      lines: 20,
      grid: [['CHERRY']],
      wins: [
        { line: 0, symbol: 'CHERRY', count: 3, amount: 0.25 },
        { line: null, symbol: 'SCATTER', count: 3, amount: 2 },
      ],
    });
    const crash = row({
      engine: 'crash',
      bet: '{"target":150}',
      outcome: '{"crashPoint":149,"cashedOut":false}',
    });
    expect(creditResult(crash)).toEqual({
      game: 'crash',
      target: 1.5,
      crashPoint: 1.49,
      cashedOut: false,
    });
  });
});
