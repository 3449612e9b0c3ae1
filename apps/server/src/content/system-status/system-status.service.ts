import { resolveSystemStatus, SystemStatus } from '@portal/shared/constants/site';
import type { Language } from '@portal/shared/constants/languages';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { pickLocalized, translate } from '../../i18n/translate.js';
import { holeMarker, JsonTemplate, type SerializeAnswer } from '../../lib/json-answer.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import type {
  MaintenanceSetting,
  RegionRestrictionSetting,
} from '../../platform/settings/settings.definitions.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { regionBlocker } from './region-block.js';

export interface ClientAccess {
  maintenance: boolean;
  regionBlocked: boolean;
}

/** The two settings every page load checks, with the region ranges parsed. */
interface AccessRules {
  maintenance: MaintenanceSetting;
  regionRestriction: RegionRestrictionSetting;
  regionBlocked: (ip: string) => boolean;
}

const IP_HOLE = holeMarker('ip');

/**
 * Status 0/1/2 for a client. The settings are kept in memory until the content version moves
 * (decision 022): the region check and the IP in the answer stay per request.
 */
export class SystemStatusService {
  private readonly rules = new VersionedCache<AccessRules>(1);
  /** The serialized answer per language and status, with a hole for the IP. */
  private readonly answers = new VersionedCache<JsonTemplate>(64);

  constructor(
    private readonly settings: SettingsService,
    private readonly versions: ContentVersionSource,
  ) {}

  /** Maintenance and this client's region block, at content `version` (read now if not given). */
  async getClientAccess(ip: string, version?: number): Promise<ClientAccess> {
    const rules = await this.currentRules(version ?? (await this.versions.current()));
    return { maintenance: rules.maintenance.enabled, regionBlocked: rules.regionBlocked(ip) };
  }

  /** Maintenance is on for everyone (region blocking is each client's own), at `version`. */
  async underMaintenance(version: number): Promise<boolean> {
    return (await this.currentRules(version)).maintenance.enabled;
  }

  async getStatus(ip: string, language: Language): Promise<SystemStatusValue> {
    const rules = await this.currentRules(await this.versions.current());
    return { ...this.view(rules, this.statusOf(rules, ip), language), ip };
  }

  /** The status answer as JSON through `serialize` (the route's response schema). */
  async statusJson(ip: string, language: Language, serialize: SerializeAnswer): Promise<string> {
    const version = await this.versions.current();
    const rules = await this.currentRules(version);
    const status = this.statusOf(rules, ip);
    const template = await this.answers.get(
      `${language} ${status}`,
      version,
      async () =>
        new JsonTemplate(serialize({ ...this.view(rules, status, language), ip: IP_HOLE }), [
          JSON.stringify(IP_HOLE),
        ]),
    );
    return template.render([JSON.stringify(ip)]);
  }

  private currentRules(version: number): AccessRules | Promise<AccessRules> {
    return this.rules.get('', version, async () => {
      const { maintenance, regionRestriction } = await this.settings.getMany([
        'maintenance',
        'regionRestriction',
      ]);
      return { maintenance, regionRestriction, regionBlocked: regionBlocker(regionRestriction) };
    });
  }

  private statusOf(rules: AccessRules, ip: string): SystemStatus {
    return resolveSystemStatus({
      maintenance: rules.maintenance.enabled,
      regionBlocked: rules.regionBlocked(ip),
    });
  }

  private view(
    { maintenance, regionRestriction }: AccessRules,
    status: SystemStatus,
    language: Language,
  ): Omit<SystemStatusValue, 'ip'> {
    if (status === SystemStatus.MAINTENANCE) {
      return {
        status,
        title:
          pickLocalized(maintenance.title, language) || translate(language, 'maintenance.title'),
        info: pickLocalized(maintenance.info, language) || translate(language, 'maintenance.info'),
        until: maintenance.until ?? null,
      };
    }
    if (status === SystemStatus.REGION_BLOCKED) {
      return {
        status,
        title:
          pickLocalized(regionRestriction.title, language) ||
          translate(language, 'regionBlocked.title'),
        info:
          pickLocalized(regionRestriction.info, language) ||
          translate(language, 'regionBlocked.info'),
        until: null,
      };
    }
    return { status, title: '', info: '', until: null };
  }
}
