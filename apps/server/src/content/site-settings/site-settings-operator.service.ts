import {
  SITE_SETTING_KEYS,
  type OperatorSiteSettings,
  type SiteSettingKey,
} from '@portal/shared/schemas/site-settings';
import type { HumanCheckProvider } from '@portal/shared/constants/human-check';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields } from '../../lib/changed-fields.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { SettingValue } from '../../platform/settings/settings.definitions.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { registerFlagProblems } from '@portal/shared/validation/register-flags';

export interface SiteSettingsOperatorDeps {
  db: DB;
  settings: Pick<SettingsService, 'get' | 'getMany' | 'set'>;
  audit: Pick<AuditLog, 'record'>;
  /** The human-check provider the environment configures, or null (decision 064). */
  humanCheckProvider: HumanCheckProvider | null;
}

const asRecord = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

/**
 * The site settings the admin command sets (site, register flags, analytics, CDN lists, brand)
 * as operator calls (site.manage): validated by the settings' own schemas, each change audited
 * with what moved, in the same transaction. Settings feed the answers kept in memory, and the
 * content version moves with the write (decision 022).
 */
export class SiteSettingsOperatorService {
  constructor(private readonly deps: SiteSettingsOperatorDeps) {}

  async get(): Promise<OperatorSiteSettings> {
    const stored = await this.deps.settings.getMany(SITE_SETTING_KEYS);
    return { ...stored, humanCheckProvider: this.deps.humanCheckProvider };
  }

  async set<K extends SiteSettingKey>(
    operator: Operator,
    key: K,
    value: NonNullable<SettingValue<K>>,
  ): Promise<OperatorSiteSettings> {
    if (key === 'site') assertDefaultSupported(value as SettingValue<'site'>);
    if (key === 'register') {
      const problems = registerFlagProblems(value as SettingValue<'register'>);
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', {}, problems);
    }
    await this.write(operator, key, value);
    return this.get();
  }

  /** The CDN lists come from the environment again (IMAGE_CDNS, LAUNCH_GAME_CDNS). */
  async resetCdns(operator: Operator): Promise<OperatorSiteSettings> {
    await this.write(operator, 'cdns', null);
    return this.get();
  }

  private async write<K extends SiteSettingKey>(
    operator: Operator,
    key: K,
    value: SettingValue<K>,
  ): Promise<void> {
    const { settings, audit } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const before = await settings.get(key, trx);
      await settings.set(key, value, trx);
      await audit.record(
        {
          staff: operator.staff,
          action: 'site.setting',
          target: `setting:${key}`,
          details: { changes: changedFields(asRecord(before), asRecord(value)) },
          ip: operator.ip,
        },
        trx,
      );
    });
  }
}

/** The default language must be one the site offers. */
function assertDefaultSupported(site: SettingValue<'site'>): void {
  if (!site.supportedLanguages.includes(site.defaultLanguage)) {
    throw new AppError('VALIDATION_FAILED', {}, [
      { path: 'defaultLanguage', reason: 'not_supported' },
    ]);
  }
}
