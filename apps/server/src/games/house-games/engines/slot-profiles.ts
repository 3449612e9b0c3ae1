import { buildStrip } from './slot-paytable.js';
import type { SlotProfile } from './slot.js';

/**
 * Copies of each symbol per reel, in SLOT_SYMBOLS order (SEVEN, BAR, BELL, MELON, GRAPE, ORANGE,
 * LEMON, CHERRY, WILD, SCATTER). Tuned so that the exact RTP (slot-rtp.ts) is within 0.002 of the
 * profile's figure; the 94% strips differ from the 96% ones by a few symbols, as vendors' RTP
 * variants do. docs/decisions/019-house-games.md lists the figures.
 */
const COUNTS = {
  rtp96: [
    [1, 1, 2, 3, 4, 5, 5, 5, 3, 1],
    [1, 2, 2, 2, 3, 5, 5, 6, 2, 2],
    [1, 1, 2, 3, 4, 4, 6, 6, 2, 1],
    [1, 1, 2, 2, 4, 4, 6, 6, 2, 2],
    [1, 2, 2, 2, 3, 5, 6, 6, 2, 1],
  ],
  rtp94: [
    [1, 1, 2, 3, 4, 5, 5, 5, 3, 1],
    [1, 2, 2, 3, 3, 5, 5, 6, 2, 2],
    [1, 1, 2, 3, 4, 4, 6, 6, 2, 1],
    [1, 1, 2, 3, 4, 4, 6, 6, 2, 2],
    [2, 2, 2, 2, 3, 5, 5, 6, 2, 1],
  ],
} as const;

export type SlotProfileName = keyof typeof COUNTS;

export const SLOT_PROFILES: Record<SlotProfileName, SlotProfile> = {
  rtp96: { name: 'rtp96', rtp: 0.96, strips: COUNTS.rtp96.map(buildStrip) },
  rtp94: { name: 'rtp94', rtp: 0.94, strips: COUNTS.rtp94.map(buildStrip) },
};

export const DEFAULT_SLOT_PROFILE: SlotProfileName = 'rtp96';

/** A game picks its strips by its default play type ("rtp94"); anything else plays the default. */
export function slotProfileFor(playType: string | null): SlotProfile {
  const name = playType?.toLowerCase();
  return name && name in SLOT_PROFILES
    ? SLOT_PROFILES[name as SlotProfileName]
    : SLOT_PROFILES[DEFAULT_SLOT_PROFILE];
}
