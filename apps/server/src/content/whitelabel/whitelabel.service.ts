import type { Language } from '@portal/shared/constants/languages';
import type { PermissionInfo, WhitelabelNode } from '@portal/shared/schemas/system';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  holeMarker,
  jsonStringContent,
  JsonTemplate,
  type SerializeAnswer,
} from '../../lib/json-answer.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { AppResourcesService } from '../app-resources/app-resources.service.js';
import type { ContentVersionSource } from '../../platform/content-versions/content-versions.js';
import type { CustomerServiceService } from '../customer-service/customer-service.service.js';
import { resolveCdns } from '../../platform/settings/cdn-origins.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { HumanCheck } from '../../platform/captcha/human-check.js';
import type { SystemStatusService } from '../system-status/system-status.service.js';
import { buildModuleTree, enabledModuleIds } from './module-tree.js';
import type { ModuleRow, WhitelabelRepository } from './whitelabel.repository.js';

export interface WhitelabelDeps {
  repository: WhitelabelRepository;
  settings: SettingsService;
  status: SystemStatusService;
  customerService: CustomerServiceService;
  appResources: AppResourcesService;
  config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>;
  /** The human-check widget and its places (decision 064). */
  humanCheck: Pick<HumanCheck, 'info'>;
  versions: ContentVersionSource;
  /** The VIP rank of a signed-in member (0 when the member is gone). */
  memberRank: (memberId: number) => Promise<number>;
}

export interface VisitorContext {
  ip: string;
  language: Language;
  origin: string;
  /** The signed-in member, or null for a visitor (VIP rank 0). */
  memberId: number | null;
}

const IP_HOLE = holeMarker('ip');
const ORIGIN_HOLE = holeMarker('origin');

/** The answer of one language and VIP rank: not region-blocked, and blocked. */
type PermissionTemplates = readonly [JsonTemplate, JsonTemplate];

/** Languages times the VIP ranks in use, with room to spare. */
const MAX_ANSWERS = 128;

export class WhitelabelService {
  private readonly modules = new VersionedCache<{
    rows: ModuleRow[];
    enabled: ReadonlySet<string>;
  }>(1);
  private readonly answers = new VersionedCache<PermissionTemplates>(MAX_ANSWERS);

  constructor(private readonly deps: WhitelabelDeps) {}

  /**
   * Everything the site needs before it draws anything (spec section 3, "Permission
   * response"), as JSON. All but the visitor's IP, region block and site address is the same
   * for every visitor of a language and VIP rank (customer service depends on the rank, spec
   * section 6), so it is serialized (through `serialize`, the route's response schema) once per
   * content version, language and rank, with holes for those three.
   */
  async permissionJson(visitor: VisitorContext, serialize: SerializeAnswer): Promise<string> {
    const [version, vipRank] = await Promise.all([
      this.deps.versions.current(),
      visitor.memberId === null ? 0 : this.deps.memberRank(visitor.memberId),
    ]);
    const [templates, access] = await Promise.all([
      this.answers.get(`${visitor.language}:${vipRank}`, version, async () => {
        const shared = await this.sharedInfo(version, visitor.language, vipRank, ORIGIN_HOLE);
        const template = (regionRestriction: boolean) =>
          new JsonTemplate(
            serialize({
              info: { ...shared, location: { ip: IP_HOLE, countryCode: null }, regionRestriction },
            }),
            [JSON.stringify(IP_HOLE), ORIGIN_HOLE],
          );
        return [template(false), template(true)] as const;
      }),
      this.deps.status.getClientAccess(visitor.ip, version),
    ]);
    return templates[access.regionBlocked ? 1 : 0].render([
      JSON.stringify(visitor.ip),
      jsonStringContent(visitor.origin),
    ]);
  }

  async getModuleTree(): Promise<WhitelabelNode[]> {
    return buildModuleTree(await this.deps.repository.listModules());
  }

  /** Module ids that are on together with all their ancestors. */
  async getEnabledModuleIds(): Promise<ReadonlySet<string>> {
    return (await this.currentModules(await this.deps.versions.current())).enabled;
  }

  /** Switches a module, in the caller's transaction when given one (an audited change). */
  async setModuleEnabled(modId: string, enabled: boolean, executor?: Executor): Promise<void> {
    const found = await this.deps.repository.setEnabled(modId, enabled, executor);
    if (!found) throw new AppError('NOT_FOUND', {}, [{ path: 'modId', reason: 'unknown_module' }]);
  }

  private currentModules(version: number) {
    return this.modules.get('', version, async () => {
      const rows = await this.deps.repository.listModules();
      return { rows, enabled: enabledModuleIds(rows) };
    });
  }

  /** The answer's parts that are the same for every visitor of `language` and `vipRank` on `origin`. */
  private async sharedInfo(
    version: number,
    language: Language,
    vipRank: number,
    origin: string,
  ): Promise<Omit<PermissionInfo, 'location' | 'regionRestriction'>> {
    const { settings, status, customerService, appResources, config } = this.deps;
    const [modules, stored, maintenance, services, resources, humanCheck] = await Promise.all([
      this.currentModules(version),
      settings.getMany(['register', 'site', 'analytics', 'cdns']),
      status.underMaintenance(version),
      customerService.list(language, vipRank),
      appResources.list(language, origin),
      this.deps.humanCheck.info(),
    ]);
    const cdns = resolveCdns(stored.cdns, config);
    return {
      whitelabel: buildModuleTree(modules.rows),
      register: stored.register,
      resources,
      customerService: services,
      analytics: { gtagId: stored.analytics.gtagId },
      imageCDNs: cdns.imageCDNs,
      launchGameCDNs: cdns.launchGameCDNs,
      maintenance,
      site: stored.site,
      humanCheck,
    };
  }
}
