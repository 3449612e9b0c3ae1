import { describe, expect, it } from 'vitest';
import { JACKPOT_INCREMENT_MINOR, JACKPOT_TICK_MS } from '@portal/shared/constants/limits';
import {
  JACKPOT_BASE_MINOR,
  JACKPOT_CYCLE_MS,
  jackpotCycleStart,
  jackpotValueAt,
  msUntilNextTick,
} from './jackpot';

const monday = Date.UTC(2026, 10, 16); // Monday 16 November 2026, 00:00 UTC

describe('jackpotValueAt', () => {
  it('equals the base when a weekly cycle starts on Monday 00:00 UTC', () => {
    expect(jackpotCycleStart(monday + 5_000)).toBe(monday);
    expect(jackpotValueAt(monday)).toBe(JACKPOT_BASE_MINOR);
  });

  it('grows by 165.11 once 3 seconds have passed', () => {
    expect(jackpotValueAt(monday + JACKPOT_TICK_MS)).toBe(JACKPOT_BASE_MINOR + 16_511n);
    expect(JACKPOT_INCREMENT_MINOR).toBe(16_511);
  });

  it('keeps the same value for the whole of a tick', () => {
    const tickStart = monday + 1_000 * JACKPOT_TICK_MS;
    expect(jackpotValueAt(tickStart + 1)).toBe(jackpotValueAt(tickStart));
    expect(jackpotValueAt(tickStart + JACKPOT_TICK_MS - 1)).toBe(jackpotValueAt(tickStart));
    expect(jackpotValueAt(tickStart + JACKPOT_TICK_MS)).toBe(jackpotValueAt(tickStart) + 16_511n);
  });

  it('derives the value from the time alone, so two visitors see the same figure', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 1, 234);
    const ticks = BigInt(Math.floor((now - monday) / 3000));
    expect(jackpotValueAt(now)).toBe(JACKPOT_BASE_MINOR + ticks * 16_511n);
  });

  it('is whole minor units and peaks just before the weekly reseed', () => {
    const last = jackpotValueAt(monday + JACKPOT_CYCLE_MS - 1);
    expect(typeof last).toBe('bigint');
    expect(last).toBe(JACKPOT_BASE_MINOR + 201_599n * 16_511n);
    expect(jackpotValueAt(monday + JACKPOT_CYCLE_MS)).toBe(JACKPOT_BASE_MINOR);
  });

  it('handles instants before the cycle origin', () => {
    const early = Date.UTC(2023, 11, 25, 0, 0, 6); // a Monday before the origin, +6 s
    expect(jackpotValueAt(early)).toBe(JACKPOT_BASE_MINOR + 2n * 16_511n);
  });
});

describe('msUntilNextTick', () => {
  it('counts down to the next 3-second boundary', () => {
    expect(msUntilNextTick(monday)).toBe(3_000);
    expect(msUntilNextTick(monday + 4_000)).toBe(2_000);
  });
});
