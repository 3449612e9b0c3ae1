import { z } from 'zod';
import { GAME_CATEGORIES } from '../../constants/site.js';

/**
 * The field rules the promotion schemas share: amounts and percentages with at most 2 decimals,
 * turnover multiples, timestamps and per-category maps.
 */

export const percent = z
  .number()
  .min(0)
  .max(1000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) &&
      Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'two_decimals',
  );
export const amount = z.number().min(0).max(1e12);
export const multiple = z.number().int().min(0).max(100);
export const timestamp = z.string();
export const categoryMap = <T extends z.ZodType>(value: T) =>
  z.partialRecord(z.enum(GAME_CATEGORIES), value);
