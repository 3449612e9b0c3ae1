import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { AnnouncementType } from '@portal/shared/constants/site';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';

export interface AnnouncementFilter {
  types: readonly AnnouncementType[];
  platform?: 'W' | 'H';
  execution?: 'B' | 'P';
  /** ISO instant: only announcements whose window contains it. */
  at: string;
}

export interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  startTime: string;
}

export class AnnouncementsRepository {
  constructor(private readonly db: DB) {}

  async count(filter: AnnouncementFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async list(
    filter: AnnouncementFilter,
    language: Language,
    page: { limit: number; offset: number },
  ): Promise<AnnouncementRow[]> {
    const rows = await this.filtered(filter)
      .leftJoin('announcement_translations as tl', (join) =>
        join.onRef('tl.announcement_id', '=', 'a.id').on('tl.lang', '=', language),
      )
      .leftJoin('announcement_translations as te', (join) =>
        join.onRef('te.announcement_id', '=', 'a.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'a.id',
        'a.type',
        'a.start_time',
        sql<string>`coalesce(tl.title, te.title, '')`.as('title'),
        sql<string>`coalesce(tl.content, te.content, '')`.as('content'),
      ])
      // Newest first across every type; the operator's sort only breaks ties of one instant.
      .orderBy('a.start_time', 'desc')
      .orderBy('a.sort')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type as AnnouncementType,
      title: row.title,
      content: row.content,
      startTime: toIsoString(row.start_time),
    }));
  }

  /**
   * The first instant after `at` at which an enabled announcement starts or ends: until then
   * every list of live announcements stays as it is at `at`. Null when none is due.
   */
  async nextChange(at: string): Promise<number | null> {
    const [starts, ends] = await Promise.all([
      this.db
        .selectFrom('announcements')
        .select((eb) => eb.fn.min('start_time').as('next'))
        .where('enabled', '=', 1)
        .where('start_time', '>', at)
        .executeTakeFirst(),
      this.db
        .selectFrom('announcements')
        .select((eb) => eb.fn.min('end_time').as('next'))
        .where('enabled', '=', 1)
        .where('end_time', '>', at)
        .executeTakeFirst(),
    ]);
    const times = [starts?.next, ends?.next]
      .filter((value): value is Date | string => value !== null && value !== undefined)
      .map((value) => Date.parse(toIsoString(value)));
    return times.length > 0 ? Math.min(...times) : null;
  }

  private filtered(filter: AnnouncementFilter) {
    let query = this.db
      .selectFrom('announcements as a')
      .where('a.enabled', '=', 1)
      .where('a.type', 'in', [...filter.types])
      .where('a.start_time', '<=', filter.at)
      .where((eb) => eb.or([eb('a.end_time', 'is', null), eb('a.end_time', '>', filter.at)]));
    if (filter.platform) query = query.where('a.platform', 'in', ['A', filter.platform]);
    if (filter.execution) query = query.where('a.execution', '=', filter.execution);
    return query;
  }
}
