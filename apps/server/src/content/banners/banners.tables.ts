import type { Generated } from 'kysely';
import type { Flag, NullableTimestamp, Timestamps } from '../../db/columns.js';

export interface BannersTable extends Timestamps {
  id: Generated<number>;
  code: string;
  group_name: string;
  image_path: string;
  linkage_type: string | null;
  linkage: string | null;
  enabled: Flag;
  sort: number;
  /** Shown from this instant until `end_time`; null leaves that side open (migration 0035). */
  start_time: NullableTimestamp;
  end_time: NullableTimestamp;
}

export interface BannerTranslationsTable {
  banner_id: number;
  lang: string;
  title: string;
  /** The art for this language (its text is drawn in); null falls back to EN, then the banner's. */
  image_path: string | null;
}

export interface BannerTables {
  banners: BannersTable;
  banner_translations: BannerTranslationsTable;
}
