import type { CdnLists } from '../../platform/settings/cdn-origins.js';

/** Where the game-launch CDN list comes from (CdnOrigins: the stored list or LAUNCH_GAME_CDNS). */
export interface LaunchCdnSource {
  current(): Promise<Pick<CdnLists, 'launchGameCDNs'>>;
}

/**
 * The game-launch CDNs (spec section 4): each launch serves its game page from one origin of the
 * list, picked at random. `random` is the source of the pick (Math.random unless given).
 */
export class LaunchCdns {
  constructor(
    private readonly source: LaunchCdnSource,
    readonly random: () => number = Math.random,
  ) {}

  /** One origin of the list, without a trailing slash; null when the list is empty. */
  async pick(): Promise<string | null> {
    const { launchGameCDNs } = await this.source.current();
    if (launchGameCDNs.length === 0) return null;
    const index = Math.min(
      launchGameCDNs.length - 1,
      Math.max(0, Math.floor(this.random() * launchGameCDNs.length)),
    );
    return launchGameCDNs[index]!.replace(/\/+$/, '');
  }

  /**
   * The address a launch answers: a path on this site is served from a picked origin; an
   * address on another host (the provider's own) stays as it is, and so does every address
   * while the list is empty.
   */
  async serve(url: string): Promise<string> {
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const origin = await this.pick();
    return origin === null ? url : `${origin}${url}`;
  }
}
