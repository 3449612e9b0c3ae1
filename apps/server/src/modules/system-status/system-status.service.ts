import { resolveSystemStatus, SystemStatus } from '@portal/shared/constants/site';
import type { Language } from '@portal/shared/constants/languages';
import type { SystemStatusValue } from '@portal/shared/schemas/system';
import { pickLocalized, translate } from '../../i18n/translate.js';
import type { SettingsService } from '../settings/settings.service.js';
import { isRegionBlocked } from './region-block.js';

export interface ClientAccess {
  maintenance: boolean;
  regionBlocked: boolean;
}

export class SystemStatusService {
  constructor(private readonly settings: SettingsService) {}

  async getClientAccess(ip: string): Promise<ClientAccess> {
    const { maintenance, regionRestriction } = await this.settings.getMany([
      'maintenance',
      'regionRestriction',
    ]);
    return {
      maintenance: maintenance.enabled,
      regionBlocked: isRegionBlocked(regionRestriction, ip),
    };
  }

  async getStatus(ip: string, language: Language): Promise<SystemStatusValue> {
    const { maintenance, regionRestriction } = await this.settings.getMany([
      'maintenance',
      'regionRestriction',
    ]);
    const status = resolveSystemStatus({
      maintenance: maintenance.enabled,
      regionBlocked: isRegionBlocked(regionRestriction, ip),
    });
    if (status === SystemStatus.MAINTENANCE) {
      return {
        status,
        ip,
        title:
          pickLocalized(maintenance.title, language) || translate(language, 'maintenance.title'),
        info: pickLocalized(maintenance.info, language) || translate(language, 'maintenance.info'),
        until: maintenance.until ?? null,
      };
    }
    if (status === SystemStatus.REGION_BLOCKED) {
      return {
        status,
        ip,
        title:
          pickLocalized(regionRestriction.title, language) ||
          translate(language, 'regionBlocked.title'),
        info:
          pickLocalized(regionRestriction.info, language) ||
          translate(language, 'regionBlocked.info'),
        until: null,
      };
    }
    return { status, ip, title: '', info: '', until: null };
  }
}
