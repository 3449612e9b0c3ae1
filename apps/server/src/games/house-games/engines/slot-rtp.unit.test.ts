import { describe, expect, it } from 'vitest';
import { PAYLINES, SLOT_SYMBOLS, type SlotSymbol } from './slot-paytable.js';
import { SLOT_PROFILES } from './slot-profiles.js';
import { theoreticalRtp, ratioValue } from './slot-rtp.js';
import { evaluateWindow, windowAt, type SlotProfile } from './slot.js';

/** Short strips whose every stop combination can be played (6^5 = 7,776 windows). */
const small: SlotProfile = {
  name: 'small',
  rtp: 0,
  strips: (
    [
      ['CHERRY', 'WILD', 'LEMON', 'SCATTER', 'CHERRY', 'SEVEN'],
      ['LEMON', 'CHERRY', 'SCATTER', 'WILD', 'CHERRY', 'BAR'],
      ['CHERRY', 'SCATTER', 'LEMON', 'CHERRY', 'WILD', 'WILD'],
      ['WILD', 'CHERRY', 'LEMON', 'SCATTER', 'SEVEN', 'CHERRY'],
      ['SCATTER', 'CHERRY', 'CHERRY', 'LEMON', 'WILD', 'BELL'],
    ] as SlotSymbol[][]
  ).map((strip) => strip.map((symbol) => SLOT_SYMBOLS.indexOf(symbol))),
};

describe('theoretical slot RTP', () => {
  it('equals, exactly, the average return of playing every stop combination', () => {
    const lines = PAYLINES.length;
    let paid = 0n;
    let windows = 0n;
    const visit = (stops: number[]) => {
      if (stops.length === small.strips.length) {
        paid += evaluateWindow(windowAt(small, stops), 1n, lines).payout;
        windows += 1n;
        return;
      }
      for (let stop = 0; stop < small.strips[stops.length]!.length; stop += 1) {
        visit([...stops, stop]);
      }
    };
    visit([]);
    const { total } = theoreticalRtp(small.strips);
    // paid / (windows x lines) == numerator / denominator, compared without division.
    expect(paid * total.denominator).toBe(total.numerator * windows * BigInt(lines));
    expect(paid).toBeGreaterThan(0n);
  });

  it.each(Object.values(SLOT_PROFILES))(
    '$name strips return within 0.002 of their configured RTP',
    (profile) => {
      const rtp = theoreticalRtp(profile.strips);
      expect(Math.abs(ratioValue(rtp.total) - profile.rtp)).toBeLessThanOrEqual(0.002);
      expect(rtp.total.numerator).toBe(rtp.lines.numerator + rtp.scatter.numerator);
    },
  );
});
