import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';

export interface BannerRow {
  id: number;
  groupName: string;
  /** The banner's own image, and its translations' in the request language and in EN. */
  imagePath: string;
  languageImagePath: string | null;
  fallbackImagePath: string | null;
  title: string;
  linkageType: string | null;
  linkage: string | null;
}

export class BannersRepository {
  constructor(private readonly db: DB) {}

  /** Enabled banners whose schedule holds `at` (ISO), in carousel order. */
  async listEnabled(language: Language, at: string, groupName?: string): Promise<BannerRow[]> {
    let query = this.db
      .selectFrom('banners as b')
      .leftJoin('banner_translations as tl', (join) =>
        join.onRef('tl.banner_id', '=', 'b.id').on('tl.lang', '=', language),
      )
      .leftJoin('banner_translations as te', (join) =>
        join.onRef('te.banner_id', '=', 'b.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'b.id',
        'b.group_name',
        'b.image_path',
        'tl.image_path as language_image_path',
        'te.image_path as fallback_image_path',
        'b.linkage_type',
        'b.linkage',
        sql<string>`coalesce(tl.title, te.title, '')`.as('title'),
      ])
      .where('b.enabled', '=', 1)
      .where((eb) => eb.or([eb('b.start_time', 'is', null), eb('b.start_time', '<=', at)]))
      .where((eb) => eb.or([eb('b.end_time', 'is', null), eb('b.end_time', '>', at)]));
    if (groupName) query = query.where('b.group_name', '=', groupName);
    const rows = await query.orderBy('b.group_name').orderBy('b.sort').orderBy('b.id').execute();
    return rows.map((row) => ({
      id: row.id,
      groupName: row.group_name,
      imagePath: row.image_path,
      languageImagePath: row.language_image_path,
      fallbackImagePath: row.fallback_image_path,
      title: row.title,
      linkageType: row.linkage_type,
      linkage: row.linkage,
    }));
  }
}
