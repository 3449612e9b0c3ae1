import type { Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamp, Timestamps } from '../../db/columns.js';

export interface AnnouncementsTable extends Timestamps {
  id: Generated<number>;
  code: string;
  type: string;
  /** W web, H mobile, A both. */
  platform: string;
  /** B browse, P popup at entry. */
  execution: string;
  start_time: Timestamp;
  end_time: NullableTimestamp;
  enabled: Flag;
  sort: number;
}

export interface AnnouncementTranslationsTable {
  announcement_id: number;
  lang: string;
  title: string;
  content: string;
}

export interface AnnouncementTables {
  announcements: AnnouncementsTable;
  announcement_translations: AnnouncementTranslationsTable;
}
