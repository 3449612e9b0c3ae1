import { z } from 'zod';

/**
 * What every console list call takes and answers (decision 041): server-side paging, one sort
 * column, and `format=csv` to stream the whole filtered list as CSV instead of one page.
 */
export const OPERATOR_PAGE_SIZE_MAX = 100;

/** `sort=createdAt` ascending, `sort=-createdAt` descending; each call lists the fields it sorts by. */
export const sortParamSchema = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.enum([...fields, ...fields.map((field) => `-${field}`)] as [string, ...string[]]).optional();

export const operatorListQuery = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(OPERATOR_PAGE_SIZE_MAX).optional(),
  /** csv: the whole filtered list, streamed as text/csv, ignoring page and pageSize. */
  format: z.enum(['json', 'csv']).optional(),
};

/** A page of a console list. */
export const operatorPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

/** A date range of GMT+8 site days, both ends included, as the console's range pickers send it. */
export const siteDayRangeQuery = {
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};
