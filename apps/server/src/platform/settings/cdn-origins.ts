import type { Config } from '../../config.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { SettingValue } from './settings.definitions.js';
import type { SettingsService } from './settings.service.js';

export interface CdnLists {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** What the Content-Security-Policy follows: the CDN lists, and whether the Google tag is on. */
export interface CspSources extends CdnLists {
  googleTag: boolean;
}

/** Stored lists (set with the admin command) replace the environment's IMAGE_CDNS and LAUNCH_GAME_CDNS. */
export function resolveCdns(
  stored: SettingValue<'cdns'>,
  config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>,
): CdnLists {
  return stored ?? { imageCDNs: config.IMAGE_CDNS, launchGameCDNs: config.LAUNCH_GAME_CDNS };
}

/**
 * The CDN lists (and whether the Google tag is on). The Content-Security-Policy header, which every response carries, takes
 * `current()`: a few seconds of staleness is harmless there and spares a read per request.
 * Answers kept per content version (decision 022) take `at(version)`, exact for that version.
 */
export class CdnOrigins {
  private cached: { lists: CspSources; at: number } | undefined;
  private readonly byVersion = new VersionedCache<CspSources>(1);

  constructor(
    private readonly settings: SettingsService,
    private readonly config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>,
    private readonly ttlMs = 5000,
  ) {}

  async current(): Promise<CspSources> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.lists;
    try {
      const lists = await this.read();
      this.cached = { lists, at: Date.now() };
      return lists;
    } catch {
      // A header must not fail the request: the health check and routes report the database.
      return this.cached?.lists ?? { ...resolveCdns(null, this.config), googleTag: false };
    }
  }

  /** The lists as stored at content version `version` (read now: callers read the version first). */
  async at(version: number): Promise<CspSources> {
    return this.byVersion.get('', version, () => this.read());
  }

  invalidate(): void {
    this.cached = undefined;
    this.byVersion.clear();
  }

  private async read(): Promise<CspSources> {
    const { cdns, analytics } = await this.settings.getMany(['cdns', 'analytics']);
    return { ...resolveCdns(cdns, this.config), googleTag: analytics.gtagId !== null };
  }
}
