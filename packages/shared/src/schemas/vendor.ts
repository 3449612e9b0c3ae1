import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/site.js';

/**
 * A vendor tile of /lgw/games/game_menus. Kept apart from system.ts so that the game schemas the
 * first screen loads do not bring in every system answer's schema.
 */
export const vendorSchema = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  vassalage: z.string(),
  title: z.string(),
  isHot: z.boolean(),
  /** Number of cards (games) the vendor offers in this category. */
  cards: z.number().int(),
  icon: z.string(),
  maintenance: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;
