import type { Config } from '../../config.js';
import type { ContentVersionSource } from '../content-versions/content-versions.js';
import type { SettingValue } from './settings.definitions.js';
import type { SettingsService } from './settings.service.js';

export interface CdnLists {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** Stored lists (set with the admin command) replace the environment's IMAGE_CDNS and LAUNCH_GAME_CDNS. */
export function resolveCdns(
  stored: SettingValue<'cdns'>,
  config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>,
): CdnLists {
  return stored ?? { imageCDNs: config.IMAGE_CDNS, launchGameCDNs: config.LAUNCH_GAME_CDNS };
}

/**
 * The CDN lists for the Content-Security-Policy header, which every response carries, and for
 * icon addresses. With a content version source they are kept until the content changes
 * (decision 022); without one (the admin command) for a few seconds.
 */
export class CdnOrigins {
  private cached: { lists: CdnLists; at: number; version: number | null } | undefined;

  constructor(
    private readonly settings: SettingsService,
    private readonly config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>,
    private readonly versions: ContentVersionSource | null = null,
    private readonly ttlMs = 5000,
  ) {}

  async current(): Promise<CdnLists> {
    try {
      const version = this.versions ? await this.versions.current() : null;
      const cached = this.cached;
      if (
        cached &&
        (version === null ? Date.now() - cached.at < this.ttlMs : cached.version === version)
      ) {
        return cached.lists;
      }
      const lists = resolveCdns(await this.settings.get('cdns'), this.config);
      this.cached = { lists, at: Date.now(), version };
      return lists;
    } catch {
      // A header must not fail the request: the health check and routes report the database.
      return this.cached?.lists ?? resolveCdns(null, this.config);
    }
  }

  invalidate(): void {
    this.cached = undefined;
  }
}
