import { describe, expect, it } from 'vitest';
import { layoutChart } from './chart-layout';

const box = { width: 520, height: 220, left: 20, right: 0, top: 10, bottom: 10 };

describe('layoutChart', () => {
  it('puts the zero axis where the largest win and loss both fit', () => {
    const layout = layoutChart([30, -10, 0], box);
    // 200 px of plot: 150 for wins, 50 for losses.
    expect(layout.zeroY).toBe(160);
    const [win, loss, none] = layout.bars;
    expect(win).toMatchObject({ y: 10, height: 150 });
    expect(loss).toMatchObject({ y: 160, height: 50 });
    expect(none!.height).toBe(0);
    expect(layout).toMatchObject({ maxUp: 30, maxDown: 10 });
  });

  it('keeps the axis at the bottom when nothing was lost, in the middle when nothing moved', () => {
    expect(layoutChart([5, 10], box).zeroY).toBe(210);
    expect(layoutChart([0, 0], box).zeroY).toBe(110);
  });

  it('gives each day a column and thins labels out, keeping the newest', () => {
    const layout = layoutChart(new Array(90).fill(1), box);
    expect(layout.bars[1]!.columnX - layout.bars[0]!.columnX).toBeCloseTo(500 / 90);
    const labelled = layout.bars.filter((bar) => bar.labelled);
    for (let i = 1; i < labelled.length; i += 1) {
      expect(labelled[i]!.columnX - labelled[i - 1]!.columnX).toBeGreaterThanOrEqual(44);
    }
    expect(labelled.length).toBeGreaterThan(5);
    expect(layout.bars.at(-1)!.labelled).toBe(true);
    expect(layoutChart([1, 2, 3], box).bars.every((bar) => bar.labelled)).toBe(true);
  });
});
