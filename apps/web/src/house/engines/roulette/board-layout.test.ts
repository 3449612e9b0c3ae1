import { describe, expect, it } from 'vitest';
import { colourOf, SPOTS, spotWins, type Spot } from './board-layout';

const find = (key: string) => SPOTS.find((spot) => spot.key === key)!;

describe('roulette board layout', () => {
  it('colours a European wheel: 18 red, 18 black and the green zero', () => {
    const numbers = Array.from({ length: 37 }, (_, number) => colourOf(number));
    expect(numbers.filter((colour) => colour === 'red')).toHaveLength(18);
    expect(numbers.filter((colour) => colour === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect([1, 9, 12, 19, 36].map(colourOf)).toEqual(['red', 'red', 'red', 'red', 'red']);
    expect([2, 10, 11, 20, 29].map(colourOf)).toEqual([
      'black',
      'black',
      'black',
      'black',
      'black',
    ]);
  });

  it('has one spot for every bet and never two in the same cell, across or down', () => {
    expect(SPOTS).toHaveLength(49);
    for (const layout of ['across', 'down'] as const) {
      const cells = new Set<string>();
      for (const spot of SPOTS) {
        const [col, row, colSpan, rowSpan] = spot[layout];
        for (let c = col; c < col + colSpan; c += 1) {
          for (let r = row; r < row + rowSpan; r += 1) {
            const cell = `${c}:${r}`;
            expect(cells.has(cell), `${layout} ${spot.key} ${cell}`).toBe(false);
            cells.add(cell);
          }
        }
      }
    }
  });

  it('puts 3, 6, ... 36 on the top row and 1, 2, 3 first on the narrow board', () => {
    expect(find('straight:3').across).toEqual([2, 1, 1, 1]);
    expect(find('straight:36').across).toEqual([13, 1, 1, 1]);
    expect(find('straight:1').across).toEqual([2, 3, 1, 1]);
    expect([1, 2, 3].map((number) => find(`straight:${number}`).down.slice(0, 2))).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
  });

  it.each<[string, Pick<Spot, 'kind' | 'value'>, number[], number[]]>([
    ['straight 17', { kind: 'straight', value: 17 }, [17], [0, 16, 18]],
    ['red', { kind: 'red' }, [1, 32], [0, 2]],
    ['black', { kind: 'black' }, [2, 35], [0, 1]],
    ['odd', { kind: 'odd' }, [1, 35], [0, 2]],
    ['even', { kind: 'even' }, [2, 36], [0, 1]],
    ['low', { kind: 'low' }, [1, 18], [0, 19]],
    ['high', { kind: 'high' }, [19, 36], [0, 18]],
    ['second dozen', { kind: 'dozen', value: 2 }, [13, 24], [0, 12, 25]],
    ['first column', { kind: 'column', value: 1 }, [1, 34], [0, 2, 3]],
    ['third column', { kind: 'column', value: 3 }, [3, 36], [0, 1, 35]],
  ])('lights %s for its numbers only', (_, spot, winners, losers) => {
    for (const number of winners) expect(spotWins(spot, number)).toBe(true);
    for (const number of losers) expect(spotWins(spot, number)).toBe(false);
  });
});
