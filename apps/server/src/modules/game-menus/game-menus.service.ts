import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { GameMenu } from '@portal/shared/schemas/system';
import type { WhitelabelService } from '../whitelabel/whitelabel.service.js';
import type { GameMenusRepository } from './game-menus.repository.js';

const knownCategories = new Set<string>(GAME_CATEGORIES);

export class GameMenusService {
  constructor(
    private readonly repository: GameMenusRepository,
    private readonly whitelabel: WhitelabelService,
    private readonly assetsBase: string,
  ) {}

  /**
   * Categories in order with their enabled vendors. A category whose whitelabel module is off,
   * or that has no enabled vendor, is left out. The site caps the nav at 11 vendors itself:
   * lobbies need the full list.
   */
  async getMenus(): Promise<GameMenu[]> {
    const [categories, vendors, enabledModules] = await Promise.all([
      this.repository.listEnabledCategories(),
      this.repository.listEnabledVendors(),
      this.whitelabel.getEnabledModuleIds(),
    ]);
    return categories
      .filter((category) => knownCategories.has(category.code))
      .filter((category) => category.modId === null || enabledModules.has(category.modId))
      .map((category) => {
        const gameCategory = category.code as GameCategory;
        return {
          gameCategory,
          vendors: vendors
            .filter((vendor) => vendor.categoryCode === category.code)
            .map((vendor) => ({
              gameType: gameCategory,
              vassalage: vendor.vassalage,
              title: vendor.title,
              isHot: vendor.isHot,
              cards: vendor.cards,
              icon: `${this.assetsBase}/${vendor.iconPath}`,
              maintenance: vendor.maintenance,
            })),
        };
      })
      .filter((menu) => menu.vendors.length > 0);
  }
}
