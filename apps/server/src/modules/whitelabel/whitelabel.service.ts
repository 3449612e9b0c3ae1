import type { Language } from '@portal/shared/constants/languages';
import type { PermissionInfo, WhitelabelNode } from '@portal/shared/schemas/system';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { AppResourcesService } from '../app-resources/app-resources.service.js';
import type { CustomerServiceService } from '../customer-service/customer-service.service.js';
import { resolveCdns } from '../settings/cdn-origins.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { SystemStatusService } from '../system-status/system-status.service.js';
import { buildModuleTree, enabledModuleIds } from './module-tree.js';
import type { WhitelabelRepository } from './whitelabel.repository.js';

export interface WhitelabelDeps {
  repository: WhitelabelRepository;
  settings: SettingsService;
  status: SystemStatusService;
  customerService: CustomerServiceService;
  appResources: AppResourcesService;
  config: Pick<Config, 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS'>;
}

export interface VisitorContext {
  ip: string;
  language: Language;
  origin: string;
}

export class WhitelabelService {
  constructor(private readonly deps: WhitelabelDeps) {}

  /** Everything the site needs before it draws anything (spec section 3, "Permission response"). */
  async getPermissionInfo(visitor: VisitorContext): Promise<PermissionInfo> {
    const { repository, settings, status, customerService, appResources, config } = this.deps;
    const [modules, stored, access, services, resources] = await Promise.all([
      repository.listModules(),
      settings.getMany(['register', 'site', 'analytics', 'cdns']),
      status.getClientAccess(visitor.ip),
      customerService.list(visitor.language),
      appResources.list(visitor.language, visitor.origin),
    ]);
    const cdns = resolveCdns(stored.cdns, config);
    return {
      whitelabel: buildModuleTree(modules),
      register: stored.register,
      resources,
      customerService: services,
      analytics: { gtagId: stored.analytics.gtagId },
      imageCDNs: cdns.imageCDNs,
      launchGameCDNs: cdns.launchGameCDNs,
      location: { ip: visitor.ip, countryCode: null },
      maintenance: access.maintenance,
      regionRestriction: access.regionBlocked,
      site: stored.site,
    };
  }

  async getModuleTree(): Promise<WhitelabelNode[]> {
    return buildModuleTree(await this.deps.repository.listModules());
  }

  /** Module ids that are on together with all their ancestors. */
  async getEnabledModuleIds(): Promise<Set<string>> {
    return enabledModuleIds(await this.deps.repository.listModules());
  }

  async setModuleEnabled(modId: string, enabled: boolean): Promise<void> {
    const found = await this.deps.repository.setEnabled(modId, enabled);
    if (!found) throw new AppError('NOT_FOUND', {}, [{ path: 'modId', reason: 'unknown_module' }]);
  }
}
