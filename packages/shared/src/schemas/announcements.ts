import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../constants/site.js';

const typesParam = z
  .string()
  .max(40)
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1));

/** Query of /wps/relay/MCSFE_getListAnnouncements (spec section 7). */
export const announcementsQuerySchema = z.strictObject({
  types: typesParam.optional(),
  /** W web, H H5/mobile. */
  platform: z.enum(['W', 'H']).optional(),
  /** B browse (shown in lists), P popup at entry. */
  execution: z.enum(['B', 'P']).optional(),
  pageNo: z.coerce.number().int().min(1).max(10000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  /** Sanitised rich content (HTML subset). */
  content: z.string(),
  startTime: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsValueSchema = z.object({
  list: z.array(announcementSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;
