import { sql } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { DB } from '../../db/database.js';

export interface CustomerServiceRow {
  id: number;
  csType: number;
  title: string;
  path: string;
  icon: string;
}

export class CustomerServiceRepository {
  constructor(private readonly db: DB) {}

  /** Enabled entries a visitor of `vipRank` may see, titled in `language` (EN fallback). */
  async listVisible(language: Language, vipRank: number): Promise<CustomerServiceRow[]> {
    const rows = await this.db
      .selectFrom('customer_services as cs')
      .leftJoin('customer_service_translations as tl', (join) =>
        join.onRef('tl.customer_service_id', '=', 'cs.id').on('tl.lang', '=', language),
      )
      .leftJoin('customer_service_translations as te', (join) =>
        join.onRef('te.customer_service_id', '=', 'cs.id').on('te.lang', '=', FALLBACK_LANGUAGE),
      )
      .select([
        'cs.id',
        'cs.cs_type',
        'cs.path',
        'cs.icon',
        sql<string>`coalesce(tl.title, te.title, '')`.as('title'),
      ])
      .where('cs.enabled', '=', 1)
      .where('cs.min_vip_rank', '<=', vipRank)
      .orderBy('cs.sort')
      .orderBy('cs.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      csType: row.cs_type,
      title: row.title,
      path: row.path,
      icon: row.icon,
    }));
  }

  async findEnabled(id: number): Promise<{ id: number; csType: number; path: string } | undefined> {
    const row = await this.db
      .selectFrom('customer_services')
      .select(['id', 'cs_type', 'path'])
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    return row && { id: row.id, csType: row.cs_type, path: row.path };
  }
}
