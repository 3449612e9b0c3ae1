import type { Language } from '@portal/shared/constants/languages';
import { nowIso } from '../time.js';
import {
  demoAnnouncements,
  hiddenAnnouncements,
  type AnnouncementCode,
  type AnnouncementSeed,
  type AnnouncementText,
} from './content/announcements.js';
import { cn } from './content/announcements/cn.js';
import { en } from './content/announcements/en.js';
import { id } from './content/announcements/id.js';
import { ja } from './content/announcements/ja.js';
import { my } from './content/announcements/my.js';
import { th } from './content/announcements/th.js';
import { ty } from './content/announcements/ty.js';
import { vi } from './content/announcements/vi.js';
import { ko } from './content/announcements/ko.js';
import { hi } from './content/announcements/hi.js';
import { bn } from './content/announcements/bn.js';
import { km } from './content/announcements/km.js';
import { lo } from './content/announcements/lo.js';
import { mm } from './content/announcements/mm.js';
import { pt } from './content/announcements/pt.js';
import { es } from './content/announcements/es.js';
import { renderRichText } from './rich-text.js';
import type { SeedDb } from './seed-types.js';

const texts: Record<Language, Record<AnnouncementCode, AnnouncementText>> = {
  EN: en,
  CN: cn,
  MY: my,
  VI: vi,
  TH: th,
  ID: id,
  JA: ja,
  TY: ty,
  KO: ko,
  HI: hi,
  BN: bn,
  KM: km,
  LO: lo,
  MM: mm,
  PT: pt,
  ES: es,
};

const DAY_MS = 86_400_000;

/** The instant `days` days before `now`, at the start of that UTC day. */
export function daysBefore(now: Date, days: number): string {
  const day = new Date(now.getTime() - days * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day.toISOString();
}

export async function seedAnnouncements(db: SeedDb, now = new Date()): Promise<void> {
  for (const [index, announcement] of demoAnnouncements.entries()) {
    const translations = Object.entries(texts).map(([lang, byCode]) => ({
      lang,
      text: byCode[announcement.code],
    }));
    await upsertAnnouncement(db, announcement, now, (index + 1) * 10, translations);
  }
  for (const announcement of hiddenAnnouncements) {
    await upsertAnnouncement(db, announcement, now, 1000, [
      { lang: 'EN', text: announcement.text },
    ]);
  }
}

async function upsertAnnouncement(
  db: SeedDb,
  announcement: AnnouncementSeed,
  at: Date,
  sort: number,
  translations: { lang: string; text: AnnouncementText }[],
): Promise<void> {
  const now = nowIso(at);
  await db
    .insertInto('announcements')
    .values({
      code: announcement.code,
      type: announcement.type,
      platform: announcement.platform,
      execution: announcement.execution,
      start_time: daysBefore(at, announcement.startDaysAgo),
      end_time: announcement.endDaysAgo === null ? null : daysBefore(at, announcement.endDaysAgo),
      enabled: 1,
      sort,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db
    .selectFrom('announcements')
    .select('id')
    .where('code', '=', announcement.code)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('announcement_translations')
    .values(
      translations.map(({ lang, text }) => ({
        announcement_id: row.id,
        lang,
        title: text.title,
        content: renderRichText(text),
      })),
    )
    .onConflict((oc) => oc.columns(['announcement_id', 'lang']).doNothing())
    .execute();
}
