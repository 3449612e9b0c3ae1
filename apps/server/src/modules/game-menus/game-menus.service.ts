import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { GameMenu, Vendor } from '@portal/shared/schemas/system';
import type { VendorWalletMode } from '../../db/tables/vendor-transfers.js';
import { IconUrls, type ImageCdnSource } from '../games/icon-urls.js';
import { TtlCache } from '../wallet/ttl-cache.js';
import type { WhitelabelService } from '../whitelabel/whitelabel.service.js';
import { cardsKey, type GameMenusRepository, type VendorRow } from './game-menus.repository.js';

const knownCategories = new Set<string>(GAME_CATEGORIES);
/**
 * Card counts change only when games are added or switched on or off; every page load asks for
 * the menus, so the counts (not the vendors' own state) are reused this long.
 */
export const CARD_COUNTS_TTL_MS = 10_000;

/** A vendor of the member's vendor list (GCSGAME_gameVendor): the menu entry and its wallet. */
export type WalletVendor = Vendor & { walletMode: VendorWalletMode };

export class GameMenusService {
  private readonly icons: IconUrls;
  private readonly cardCounts: TtlCache<Map<string, number>>;

  /** Vendor icons go through the image CDNs of `cdns`; without it they are site paths. */
  constructor(
    private readonly repository: GameMenusRepository,
    private readonly whitelabel: WhitelabelService,
    assetsBase: string,
    cdns: ImageCdnSource | null = null,
  ) {
    this.icons = new IconUrls(cdns, assetsBase);
    this.cardCounts = new TtlCache(CARD_COUNTS_TTL_MS, () => repository.catalogueCards());
  }

  /** The next menus count the catalogue again (after a change made in this process, or tests). */
  recountCards(): void {
    this.cardCounts.clear();
  }

  /**
   * Categories in order with their enabled vendors. A category whose whitelabel module is off,
   * or that has no enabled vendor, is left out. The site caps the nav at 11 vendors itself:
   * lobbies need the full list.
   */
  async getMenus(): Promise<GameMenu[]> {
    return this.build((vendor, base) => base);
  }

  /** The same menus with each vendor's wallet mode (seamless, or transfer to its own wallet). */
  async getWalletMenus(): Promise<{ gameCategory: GameCategory; vendors: WalletVendor[] }[]> {
    return this.build((vendor, base) => ({ ...base, walletMode: vendor.walletMode }));
  }

  private async build<V extends Vendor>(
    shape: (vendor: VendorRow, base: Vendor) => V,
  ): Promise<{ gameCategory: GameCategory; vendors: V[] }[]> {
    const [categories, vendors, cards, enabledModules, iconUrl] = await Promise.all([
      this.repository.listEnabledCategories(),
      this.repository.listEnabledVendors(),
      this.cardCounts.get(),
      this.whitelabel.getEnabledModuleIds(),
      this.icons.resolver(),
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
            .map((vendor) =>
              shape(vendor, {
                gameType: gameCategory,
                vassalage: vendor.vassalage,
                title: vendor.title,
                isHot: vendor.isHot,
                // A catalogue vendor shows its enabled games; the lottery's keep their own count.
                cards: cards.get(cardsKey(vendor.categoryCode, vendor.vassalage)) ?? vendor.cards,
                icon: iconUrl(vendor.iconPath),
                maintenance: vendor.maintenance,
              }),
            ),
        };
      })
      .filter((menu) => menu.vendors.length > 0);
  }
}
