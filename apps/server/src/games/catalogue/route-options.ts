import type { z } from 'zod';
import { jsonResponses, pagedJsonResponses } from '../../lib/responses.js';
import type { AuthLevel } from '../../plugins/app/authenticate.js';

/**
 * Route options of a games GET call: tagged `games`, the query validated, the answer the
 * envelope around `value`. Without `auth` the call is public and sets no member.
 */
export function gamesRoute<Q extends z.ZodType, V extends z.ZodType>(
  summary: string,
  querystring: Q,
  value: V,
  auth?: AuthLevel,
) {
  return {
    ...(auth === undefined ? {} : { config: { auth } }),
    schema: { tags: ['games'], summary, querystring, response: jsonResponses(value) },
  };
}

/** The same for a paged list whose answer carries `totalPages` beside `value`. */
export function pagedGamesRoute<Q extends z.ZodType, V extends z.ZodType>(
  summary: string,
  querystring: Q,
  value: V,
  auth: AuthLevel,
) {
  return {
    config: { auth },
    schema: { tags: ['games'], summary, querystring, response: pagedJsonResponses(value) },
  };
}
