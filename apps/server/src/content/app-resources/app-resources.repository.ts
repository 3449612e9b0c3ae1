import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';

export interface AppResourceRow {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelName: string;
  labelNameEn: string;
}

export class AppResourcesRepository {
  constructor(private readonly db: DB) {}

  async listEnabled(language: Language): Promise<AppResourceRow[]> {
    const rows = await this.db
      .selectFrom('app_resources as r')
      .leftJoin('app_resource_translations as tl', (join) =>
        join.onRef('tl.resource_id', '=', 'r.id').on('tl.lang', '=', language),
      )
      .leftJoin('app_resource_translations as te', (join) =>
        join.onRef('te.resource_id', '=', 'r.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'r.resource_type',
        'r.url',
        'r.qr_code_url',
        'r.label_name_en',
        sql<string | null>`coalesce(tl.label_name, te.label_name)`.as('label_name'),
      ])
      .where('r.enabled', '=', 1)
      .orderBy('r.sort')
      .orderBy('r.id')
      .execute();
    return rows.map((row) => ({
      resourceType: row.resource_type,
      url: row.url,
      qrCodeUrl: row.qr_code_url,
      labelName: row.label_name ?? row.label_name_en,
      labelNameEn: row.label_name_en,
    }));
  }
}
