import { describe, expect, it } from 'vitest';
import { idleGrid, winningCells } from './slot-wins';

const grid = [
  ['A', 'B', 'S', 'C', 'A'],
  ['B', 'B', 'W', 'B', 'C'],
  ['S', 'A', 'C', 'S', 'B'],
];
const paylines = [
  [1, 1, 1, 1, 1],
  [0, 1, 2, 1, 0],
];

describe('winningCells', () => {
  it('marks a line win from the leftmost reel along its payline', () => {
    const cells = winningCells(grid, paylines, [{ line: 0, symbol: 'B', count: 4, amount: 1 }]);
    expect([...cells].sort()).toEqual(['1:0', '1:1', '1:2', '1:3']);
  });

  it('follows a bent payline', () => {
    const cells = winningCells(grid, paylines, [{ line: 1, symbol: 'A', count: 3, amount: 1 }]);
    expect([...cells].sort()).toEqual(['0:0', '1:1', '2:2']);
  });

  it('marks every scatter on the window for a scatter win', () => {
    const cells = winningCells(grid, paylines, [{ line: null, symbol: 'S', count: 3, amount: 2 }]);
    expect([...cells].sort()).toEqual(['0:2', '2:0', '2:3']);
  });

  it('ignores a payline the config does not have', () => {
    expect(winningCells(grid, paylines, [{ line: 7, symbol: 'B', count: 3, amount: 1 }]).size).toBe(
      0,
    );
  });
});

describe('idleGrid', () => {
  it('fills the window with configured symbols only', () => {
    const window = idleGrid(['A', 'B', 'C'], 3, 5);
    expect(window).toHaveLength(3);
    expect(window.every((row) => row.length === 5)).toBe(true);
    expect(new Set(window.flat())).toEqual(new Set(['A', 'B', 'C']));
  });
});
