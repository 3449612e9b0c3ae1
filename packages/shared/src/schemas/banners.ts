import { z } from 'zod';
import { BANNER_GROUPS } from '../constants/site.js';

/** Query of /wps/system/banners: every enabled banner, or one group's. */
export const bannersQuerySchema = z.strictObject({
  groupName: z.enum(BANNER_GROUPS).optional(),
});
export type BannersQuery = z.input<typeof bannersQuerySchema>;
