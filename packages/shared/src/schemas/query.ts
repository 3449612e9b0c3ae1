import { z } from 'zod';

/** Calls that take no query parameters still reject unknown ones (a 400, not silently dropped). */
export const emptyQuerySchema = z.strictObject({});
