import { z } from 'zod';

/** The field rules the agent-centre schemas share: site days, paging and a member id. */

export const siteDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(20);
export const memberId = z.coerce.number().int().positive();
