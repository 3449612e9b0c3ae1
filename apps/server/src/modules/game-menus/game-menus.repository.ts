import type { DB } from '../../db/database.js';

export interface CategoryRow {
  code: string;
  modId: string | null;
}

export interface VendorRow {
  categoryCode: string;
  vassalage: string;
  title: string;
  isHot: boolean;
  cards: number;
  iconPath: string;
  maintenance: boolean;
}

export class GameMenusRepository {
  constructor(private readonly db: DB) {}

  async listEnabledCategories(): Promise<CategoryRow[]> {
    const rows = await this.db
      .selectFrom('game_categories')
      .select(['code', 'mod_id'])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ code: row.code, modId: row.mod_id }));
  }

  async listEnabledVendors(): Promise<VendorRow[]> {
    const rows = await this.db
      .selectFrom('vendors')
      .select([
        'category_code',
        'vassalage',
        'title',
        'is_hot',
        'cards',
        'icon_path',
        'maintenance',
      ])
      .where('enabled', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      categoryCode: row.category_code,
      vassalage: row.vassalage,
      title: row.title,
      isHot: row.is_hot === 1,
      cards: row.cards,
      iconPath: row.icon_path,
      maintenance: row.maintenance === 1,
    }));
  }
}
