import { FairStream, drawDigits } from '../crypto/fair-draw.js';
import { type LotteryRegion, type ResultSheet, PRIZE_STRUCTURES } from './prize-structures.js';

/**
 * A fast draw (ELOTT), provably fair (ARCHITECTURE section 11). One FairStream of
 * HMAC-SHA256(seed, "<draw id>:<block>") gives every number, in sheet order: the special prize
 * first, then the first prize and down to the last tier, each tier's numbers in order, each
 * number `drawDigits` of its tier's length (digits uniform and independent). The server draws
 * with it and the browser verifies with it: a revealed seed reproduces the sheet exactly.
 */
export function drawSheet(seed: string, drawId: string, region: LotteryRegion): ResultSheet {
  const stream = new FairStream(seed, drawId);
  const sheet: Partial<Record<string, string[]>> = {};
  for (const { tier, count, digits } of PRIZE_STRUCTURES[region]) {
    sheet[tier] = Array.from({ length: count }, () => drawDigits(stream, digits));
  }
  return sheet as ResultSheet;
}
