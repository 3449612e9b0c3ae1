import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import type { Vendor } from '@portal/shared/schemas/system';
import type { VendorWalletMode } from '../catalogue/catalogue.tables.js';
import { JsonAnswer, type SerializeAnswer } from '../../lib/json-answer.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import { IconUrls, type ImageCdnSource } from '../catalogue/icon-urls.js';
import type { WhitelabelService } from '../../content/whitelabel/whitelabel.service.js';
import {
  cardsKey,
  type CategoryRow,
  type GameMenusRepository,
  type VendorRow,
} from './game-menus.repository.js';

const knownCategories = new Set<string>(GAME_CATEGORIES);

/** A vendor of the member's vendor list (GCSGAME_gameVendor): the menu entry and its wallet. */
export type WalletVendor = Vendor & { walletMode: VendorWalletMode };

/** What the menus are made of at one content version. */
interface MenuSources {
  categories: CategoryRow[];
  vendors: VendorRow[];
  cards: Map<string, number>;
}

export interface GameMenusDeps {
  repository: GameMenusRepository;
  whitelabel: WhitelabelService;
  assetsBase: string;
  /** Vendor icons go through these image CDNs; without them they are site paths. */
  cdns?: ImageCdnSource | null;
  versions: ContentVersionSource;
  random?: () => number;
}

/**
 * The game menus every page load asks for. Categories, vendors, their card counts and the
 * module switches are read once per content version (decision 022); the answer is kept
 * serialized, one copy per image CDN origin, and each request gets one of them at random.
 */
export class GameMenusService {
  private readonly icons: IconUrls;
  private readonly random: () => number;
  private readonly sources = new VersionedCache<MenuSources>(1);
  private readonly answers = new VersionedCache<JsonAnswer[]>(1);

  constructor(private readonly deps: GameMenusDeps) {
    this.random = deps.random ?? Math.random;
    this.icons = new IconUrls(deps.cdns ?? null, deps.assetsBase, this.random);
  }

  /**
   * Categories in order with their enabled vendors, as JSON through `serialize` (the route's
   * response schema). A category whose whitelabel module is off, or that has no enabled
   * vendor, is left out. The site caps the nav at 11 vendors itself: lobbies need the full list.
   */
  async menusJson(serialize: SerializeAnswer): Promise<JsonAnswer> {
    const version = await this.deps.versions.current();
    const answers = await this.answers.get('', version, async () => {
      const [sources, origins] = await Promise.all([
        this.currentSources(version),
        this.icons.origins(version),
      ]);
      return origins.map(
        (origin) =>
          new JsonAnswer(
            serialize(this.build(sources, this.icons.resolverFor(origin), (_, base) => base)),
          ),
      );
    });
    return answers[Math.floor(this.random() * answers.length)]!;
  }

  /** The menus with each vendor's wallet mode (seamless, or transfer to its own wallet). */
  async getWalletMenus(): Promise<{ gameCategory: GameCategory; vendors: WalletVendor[] }[]> {
    const [sources, iconUrl] = await Promise.all([
      this.currentSources(await this.deps.versions.current()),
      this.icons.resolver(),
    ]);
    return this.build(sources, iconUrl, (vendor, base) => ({
      ...base,
      walletMode: vendor.walletMode,
    }));
  }

  private currentSources(version: number): MenuSources | Promise<MenuSources> {
    const { repository, whitelabel } = this.deps;
    return this.sources.get('', version, async () => {
      const [categories, vendors, cards, enabledModules] = await Promise.all([
        repository.listEnabledCategories(),
        repository.listEnabledVendors(),
        repository.catalogueCards(),
        whitelabel.getEnabledModuleIds(),
      ]);
      return {
        categories: categories
          .filter((category) => knownCategories.has(category.code))
          .filter((category) => category.modId === null || enabledModules.has(category.modId)),
        vendors,
        cards,
      };
    });
  }

  private build<V extends Vendor>(
    { categories, vendors, cards }: MenuSources,
    iconUrl: (path: string) => string,
    shape: (vendor: VendorRow, base: Vendor) => V,
  ): { gameCategory: GameCategory; vendors: V[] }[] {
    return categories
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
