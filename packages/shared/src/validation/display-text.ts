import type { z } from 'zod';
import { ErrorCode } from '../error-codes.js';

/**
 * Text a member or agent writes for others to read (nickname, payee and card holder names,
 * remarks, feedback) may not carry characters that change how the text around it is shown
 * without being seen themselves:
 * - control characters (C0, DEL, C1); a multi-line field keeps tab, line feed and carriage return;
 * - bidirectional embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 *   U+200E, U+200F, U+061C), which can make "gnp.exe" read as "exe.png" in an agent's list;
 * - zero-width characters (U+200B–U+200D, U+2060, U+FEFF), which make two names look alike.
 * The zero-width joiner is the exception inside an emoji sequence (👩‍💻, 👨‍👩‍👧), where it is
 * part of the picture and cannot hide anything.
 */
// Matching control characters is the point of these two classes.
const FORBIDDEN_SINGLE_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const FORBIDDEN_MULTI_LINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
/** A joiner between two pictographs, each perhaps with its variation selector or skin tone. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

export interface DisplayTextOptions {
  /** The field is a text area: tab and line breaks are part of the text. */
  multiline?: boolean;
}

/** True when `text` carries none of the refused characters. */
export function isCleanDisplayText(text: string, options: DisplayTextOptions = {}): boolean {
  const forbidden = options.multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE;
  return !forbidden.test(text.replace(EMOJI_JOINER, ''));
}

/**
 * The issue's params name the refusal's errorCode, so the server answers TEXT_INVALID_CHARACTERS
 * rather than the generic VALIDATION_FAILED, and the site can say what is wrong.
 */
export const DISPLAY_TEXT_ISSUE = {
  message: 'invalid_characters',
  params: { errorCode: ErrorCode.TEXT_INVALID_CHARACTERS },
} as const;

/** A free-text display field: `displayText(z.string().trim().max(20))`, then `.optional()` etc. */
export const displayText = <T extends z.ZodType<string>>(
  schema: T,
  options: DisplayTextOptions = {},
): T => schema.refine((text) => isCleanDisplayText(text, options), DISPLAY_TEXT_ISSUE);

/** Whether a zod issue is this rule's refusal (a form then says so instead of its usual hint). */
export const isDisplayTextIssue = (issue: z.core.$ZodIssue): boolean =>
  issue.code === 'custom' && issue.params?.errorCode === ErrorCode.TEXT_INVALID_CHARACTERS;
