import type { CdnLists } from '../../platform/settings/cdn-origins.js';

/** Where the image CDN list comes from (CdnOrigins: the stored list or IMAGE_CDNS, cached). */
export interface ImageCdnSource {
  current(): Promise<Pick<CdnLists, 'imageCDNs'>>;
  /** The list at a content version, for answers kept per version (decision 022). */
  at?(version: number): Promise<Pick<CdnLists, 'imageCDNs'>>;
}

/**
 * Icon addresses: an image CDN origin picked at random (spec section 4), then the path under the
 * assets base, e.g. https://img2.cdn.example/assets-cdn/games/slot-bell.svg. Without CDNs the
 * address is the site path /assets-cdn/games/slot-bell.svg. One origin serves a whole answer, as
 * the site picks one host per screen for banners.
 */
export class IconUrls {
  constructor(
    private readonly cdns: ImageCdnSource | null,
    private readonly assetsBase: string,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * The origins an answer may use: each image CDN, or only '' (this site) without any; exact
   * for `version` when an answer is kept per content version.
   */
  async origins(version?: number): Promise<string[]> {
    const { cdns } = this;
    const lists = !cdns
      ? null
      : version !== undefined && cdns.at
        ? await cdns.at(version)
        : await cdns.current();
    const origins = lists?.imageCDNs ?? [];
    return origins.length > 0 ? origins.map((origin) => origin.replace(/\/+$/, '')) : [''];
  }

  /** A function from an icon path (games/x.svg) to its address on `origin`. */
  resolverFor(origin: string): (iconPath: string) => string {
    const base = `${origin}${this.assetsBase}`;
    return (iconPath) => `${base}/${iconPath.replace(/^\/+/, '')}`;
  }

  /** A function from an icon path to its address, for one answer (one origin at random). */
  async resolver(): Promise<(iconPath: string) => string> {
    const origins = await this.origins();
    return this.resolverFor(origins[Math.floor(this.random() * origins.length)]!);
  }
}
