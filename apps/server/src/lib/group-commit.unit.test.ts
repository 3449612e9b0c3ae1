import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A writer whose writes end when the test says, recording each batch. */
function heldWriter() {
  const batches: { key: string; items: number[] }[] = [];
  const releases: (() => void)[] = [];
  const write = (key: string, items: number[]) => {
    batches.push({ key, items });
    return new Promise<number[]>((resolve) =>
      releases.push(() => resolve(items.map((item) => item * 10))),
    );
  };
  return { batches, write, releaseNext: () => releases.shift()!() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes the first item at once and the ones arriving meanwhile together next', async () => {
    const writer = heldWriter();
    const group = new GroupCommit(writer.write, 100);
    const first = group.write('draw', 1);
    const rest = [2, 3, 4].map((item) => group.write('draw', item));
    expect(writer.batches).toEqual([{ key: 'draw', items: [1] }]);
    writer.releaseNext();
    expect(await first).toBe(10);
    await settle();
    expect(writer.batches[1]).toEqual({ key: 'draw', items: [2, 3, 4] });
    writer.releaseNext();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('keeps keys apart and starts again alone once a key is idle', async () => {
    const writer = heldWriter();
    const group = new GroupCommit(writer.write, 100);
    const a = group.write('a', 1);
    const b = group.write('b', 2);
    expect(writer.batches.map((batch) => batch.key)).toEqual(['a', 'b']);
    writer.releaseNext();
    writer.releaseNext();
    await Promise.all([a, b]);
    const again = group.write('a', 5);
    expect(writer.batches[2]).toEqual({ key: 'a', items: [5] });
    writer.releaseNext();
    expect(await again).toBe(50);
  });

  it('writes at most maxBatch items at a time', async () => {
    const writer = heldWriter();
    const group = new GroupCommit(writer.write, 2);
    const all = [1, 2, 3, 4, 5].map((item) => group.write('k', item));
    for (let i = 0; i < 3; i += 1) {
      writer.releaseNext();
      await settle();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(writer.batches.map((batch) => batch.items)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails every item of a failed batch and goes on with the next', async () => {
    let calls = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const group = new GroupCommit<number, number>(async (_key, items) => {
      calls += 1;
      if (calls === 1) {
        await firstHeld;
        return items;
      }
      if (calls === 2) throw new Error('deadlock');
      return items;
    }, 100);
    const first = group.write('k', 1);
    const failing = [2, 3].map((item) => group.write('k', item));
    releaseFirst();
    expect(await first).toBe(1);
    for (const outcome of failing) await expect(outcome).rejects.toThrow('deadlock');
    expect(await group.write('k', 4)).toBe(4);
  });

  it('refuses a writer that answers a different number of outcomes', async () => {
    const group = new GroupCommit<number, number>(async () => [], 100);
    await expect(group.write('k', 1)).rejects.toThrow('0 outcomes for 1 items');
  });
});
