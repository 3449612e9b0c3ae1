import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../../constants/languages.js';
import { displayText } from '../../validation/display-text.js';

/**
 * What the console's content editors share: ids, a schedule, texts per language, the order of a
 * list and the edit precondition. Request bodies are strict: unknown fields are refused.
 */

export const contentIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const contentIdParamsSchema = z.strictObject({ id: contentIdSchema });
export type ContentIdParams = z.infer<typeof contentIdParamsSchema>;

/** An instant as the console sends it (ISO 8601 with an offset). */
export const instantSchema = z.iso.datetime({ offset: true });
export const timestamp = z.string();

export const languageKeySchema = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);

/**
 * Where an item stands for visitors now: shown, waiting for its start, past its end, or switched
 * off by the operator (whatever its schedule).
 */
export const CONTENT_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export interface Schedule {
  enabled: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** The state of a scheduled item at `now`: its window is [startTime, endTime). */
export function contentStateOf(item: Schedule, now: Date): ContentState {
  if (!item.enabled) return 'disabled';
  const at = now.getTime();
  if (item.startTime !== null && Date.parse(item.startTime) > at) return 'scheduled';
  if (item.endTime !== null && Date.parse(item.endTime) <= at) return 'ended';
  return 'live';
}

/** A one-line text visitors read (a title), without invisible or control characters. */
export const contentTitle = (max: number) => displayText(z.string().trim().min(1).max(max));

/**
 * Texts per language code; at least one. Visitors read their language, else EN (the fallback),
 * so EN is the one to fill first.
 */
export const translationsOf = <T extends z.ZodType>(text: T) =>
  z
    .partialRecord(languageKeySchema, text)
    .refine((texts) => Object.keys(texts).length > 0, { message: 'at_least_one_language' });

/** An end after the start, when both are given. */
export function checkWindow(
  window: { startTime?: string | null; endTime?: string | null },
  ctx: z.RefinementCtx,
): void {
  const { startTime, endTime } = window;
  if (startTime && endTime && Date.parse(endTime) <= Date.parse(startTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'not_after_start' });
  }
}

/**
 * The `updatedAt` of the item as the editor loaded it. When the item changed since (another
 * operator saved), the call answers CONFLICT instead of overwriting that change.
 */
export const expectedUpdatedAt = z.string().max(40).optional();

/** A list's new order: every id of the list, once, first shown first. */
export const contentOrderPayloadSchema = z.strictObject({
  ids: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_id' }),
});
export type ContentOrderPayload = z.infer<typeof contentOrderPayloadSchema>;

/** Free text to search titles by (any language), as list filters take it. */
export const titleSearchQuery = z.string().trim().min(1).max(100).optional();
