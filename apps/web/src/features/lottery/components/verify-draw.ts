import { verifyFairSeed } from '@portal/shared/crypto/fair-draw';
import { drawSheet } from '@portal/shared/lottery/draw';
import { PRIZE_STRUCTURES } from '@portal/shared/lottery/prize-structures';
import type { DrawResult } from '@portal/shared/schemas/lottery';

/**
 * A fast draw checks out when the revealed seed is the one its published hash committed to and
 * the seed draws exactly the sheet shown (computed here, in the browser).
 */
export function verifyDraw(result: DrawResult): boolean {
  if (!result.seed || !result.seedHash) return false;
  if (!verifyFairSeed(result.seed, result.seedHash)) return false;
  const expected = drawSheet(result.seed, result.drawId, result.region);
  return PRIZE_STRUCTURES[result.region].every(({ tier }) => {
    const shown = result.sheet[tier] ?? [];
    const drawn = expected[tier] ?? [];
    return shown.length === drawn.length && shown.every((number, i) => number === drawn[i]);
  });
}
