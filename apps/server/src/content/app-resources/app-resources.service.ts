import type { Language } from '@portal/shared/constants/languages';
import type { ResourceType } from '@portal/shared/constants/site';
import type { Resource } from '@portal/shared/schemas/system';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { AppResourcesRepository } from './app-resources.repository.js';
import { buildWebClipProfile } from './web-clip-profile.js';

export const WEB_CLIP_PROFILE_PATH = '/wps/system/app/profile.mobileconfig';

/** Stored addresses may be site-relative; phones scanning a QR code need absolute ones. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

export class AppResourcesService {
  constructor(
    private readonly repository: AppResourcesRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Download resources; `qrCodeUrl` is the address a QR code should encode (defaults to `url`). */
  async list(language: Language, origin: string): Promise<Resource[]> {
    const rows = await this.repository.listEnabled(language);
    return rows.map((row) => ({
      resourceType: row.resourceType as ResourceType,
      url: absolute(row.url, origin),
      qrCodeUrl: absolute(row.qrCodeUrl ?? row.url, origin),
      labelName: row.labelName,
      labelNameEn: row.labelNameEn,
    }));
  }

  async webClipProfile(origin: string): Promise<string> {
    const brand = await this.settings.get('brand');
    return buildWebClipProfile({ origin, label: brand.name });
  }
}
