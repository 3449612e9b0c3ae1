import { randomInt, randomUUID } from 'node:crypto';
import type { AnnouncementType, BannerGroup } from '@portal/shared/constants/site';
import type { DB } from '../src/db/database.js';

export const uniqueCode = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** An address in TEST-NET-3 (203.0.113.0/24), never a real client. */
export const randomTestIp = () => `203.0.113.${randomInt(1, 255)}`;

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export interface AnnouncementOverrides {
  type?: AnnouncementType;
  platform?: 'A' | 'W' | 'H';
  execution?: 'B' | 'P';
  startTime?: string;
  endTime?: string | null;
  enabled?: boolean;
  sort?: number;
  /** Title per language; EN is always written. */
  titles?: Record<string, string>;
}

export async function createAnnouncement(db: DB, overrides: AnnouncementOverrides = {}) {
  const code = uniqueCode('ann');
  const now = new Date().toISOString();
  const row = await db
    .insertInto('announcements')
    .values({
      code,
      type: overrides.type ?? 'B',
      platform: overrides.platform ?? 'A',
      execution: overrides.execution ?? 'B',
      start_time: overrides.startTime ?? isoDaysFromNow(-1),
      end_time: overrides.endTime === undefined ? null : overrides.endTime,
      enabled: overrides.enabled === false ? 0 : 1,
      sort: overrides.sort ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const titles = { EN: `Notice ${code}`, ...overrides.titles };
  await db
    .insertInto('announcement_translations')
    .values(
      Object.entries(titles).map(([lang, title]) => ({
        announcement_id: row.id,
        lang,
        title,
        content: `<p>${title}</p>`,
      })),
    )
    .execute();
  return { id: row.id, code, titles };
}

export async function createBanner(
  db: DB,
  overrides: {
    group?: BannerGroup;
    enabled?: boolean;
    titles?: Record<string, string>;
    /** Image per language (translations without one have none); the banner's own is `<code>.svg`. */
    images?: Record<string, string>;
  } = {},
) {
  const code = uniqueCode('banner');
  const now = new Date().toISOString();
  const row = await db
    .insertInto('banners')
    .values({
      code,
      group_name: overrides.group ?? 'home',
      image_path: `banners/${code}.svg`,
      linkage_type: null,
      linkage: null,
      enabled: overrides.enabled === false ? 0 : 1,
      sort: 999,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const titles = { EN: `Banner ${code}`, ...overrides.titles };
  await db
    .insertInto('banner_translations')
    .values(
      Object.entries(titles).map(([lang, title]) => ({
        banner_id: row.id,
        lang,
        title,
        image_path: overrides.images?.[lang] ?? null,
      })),
    )
    .execute();
  return { id: row.id, code, titles };
}

export async function createVendor(
  db: DB,
  overrides: { category?: string; enabled?: boolean; title?: string } = {},
) {
  const vassalage = uniqueCode('V').toUpperCase();
  const now = new Date().toISOString();
  await db
    .insertInto('vendors')
    .values({
      category_code: overrides.category ?? 'RNG',
      vassalage,
      title: overrides.title ?? `Vendor ${vassalage}`,
      is_hot: 0,
      cards: randomInt(1, 100),
      icon_path: `vendors/${vassalage.toLowerCase()}.svg`,
      maintenance: 0,
      enabled: overrides.enabled === false ? 0 : 1,
      sort: 9999,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { vassalage };
}

export async function createCustomerService(
  db: DB,
  overrides: { csType?: number; path?: string; enabled?: boolean; minVipRank?: number } = {},
) {
  const code = uniqueCode('cs');
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customer_services')
    .values({
      code,
      cs_type: overrides.csType ?? 3,
      path: overrides.path ?? `https://chat.portal.example/${code}`,
      icon: 'livechat',
      min_vip_rank: overrides.minVipRank ?? 0,
      enabled: overrides.enabled === false ? 0 : 1,
      sort: 999,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_service_translations')
    .values({ customer_service_id: row.id, lang: 'EN', title: `Service ${code}` })
    .execute();
  return { id: row.id, code, path: overrides.path ?? `https://chat.portal.example/${code}` };
}
