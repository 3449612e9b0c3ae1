import type { DB } from '../../db/database.js';
import type { VendorWalletMode } from '../catalogue/catalogue.tables.js';

export interface CategoryRow {
  code: string;
  modId: string | null;
}

export interface VendorRow {
  categoryCode: string;
  vassalage: string;
  title: string;
  isHot: boolean;
  /** The stored count (the lottery vendors'); the menus use the catalogue's where it has rows. */
  cards: number;
  iconPath: string;
  maintenance: boolean;
  walletMode: VendorWalletMode;
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

  /** Enabled vendors in order, with the card count stored on the vendor row. */
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
        'wallet_mode',
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
      walletMode: row.wallet_mode,
    }));
  }

  /**
   * Enabled catalogue rows per vendor (key `category:vassalage`), for every vendor that has
   * catalogue rows at all: one pass over the covering list index.
   */
  async catalogueCards(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('games')
      .select([
        'category_code',
        'vassalage',
        (eb) => eb.fn.sum<number | string>('enabled').as('enabled_total'),
      ])
      .groupBy(['category_code', 'vassalage'])
      .execute();
    return new Map(
      rows.map((row) => [cardsKey(row.category_code, row.vassalage), Number(row.enabled_total)]),
    );
  }
}

export const cardsKey = (category: string, vassalage: string) => `${category}:${vassalage}`;
