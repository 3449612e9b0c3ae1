import { describe, expect, it } from 'vitest';
import { announcementsQuerySchema } from './announcements.js';

describe('announcementsQuerySchema', () => {
  it('splits the comma list of types and coerces paging', () => {
    const query = announcementsQuerySchema.parse({ types: 'B,PL, PR', pageNo: '2', pageSize: '9' });
    expect(query).toEqual({ types: ['B', 'PL', 'PR'], pageNo: 2, pageSize: 9 });
  });

  it('rejects unknown types, unknown fields and out-of-range paging', () => {
    expect(announcementsQuerySchema.safeParse({ types: 'B,XX' }).success).toBe(false);
    expect(announcementsQuerySchema.safeParse({ lang: 'EN' }).success).toBe(false);
    expect(announcementsQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(announcementsQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
