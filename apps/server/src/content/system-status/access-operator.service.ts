import type {
  MaintenanceSetting,
  OperatorRegion,
  RegionCheckValue,
  RegionRestrictionSetting,
} from '@portal/shared/schemas/site-settings';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields, listChanges } from '../../lib/changed-fields.js';
import { matchesAnyCidr, normalizeCidr } from '../../lib/cidr.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { isRegionBlocked } from './region-block.js';

export interface AccessOperatorDeps {
  db: DB;
  settings: Pick<SettingsService, 'get' | 'set'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

/** Each range once, in its canonical spelling, in the order first given. */
const normalized = (ranges: readonly string[]) => [...new Set(ranges.map(normalizeCidr))];

/**
 * Maintenance and region blocking as operator calls (site.manage): what `npm run admin
 * maintenance` and `region` do, audited in the change's transaction. Status and whitelabel
 * answers are kept in memory under the content version, which the settings write moves, so
 * visitors get status 1 or 2 on their next request (decision 022).
 */
export class AccessOperatorService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccessOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  maintenance(): Promise<MaintenanceSetting> {
    return this.deps.settings.get('maintenance');
  }

  async setMaintenance(operator: Operator, value: MaintenanceSetting): Promise<MaintenanceSetting> {
    if (value.enabled && value.until && Date.parse(value.until) <= this.now().getTime()) {
      throw new AppError('VALIDATION_FAILED', {}, [{ path: 'until', reason: 'not_in_future' }]);
    }
    const { settings, audit } = this.deps;
    return inTransaction(this.deps.db, async (trx) => {
      const before = await settings.get('maintenance', trx);
      const saved = await settings.set('maintenance', value, trx);
      await audit.record(
        {
          staff: operator.staff,
          action: value.enabled ? 'site.maintenance_on' : 'site.maintenance_off',
          target: 'setting:maintenance',
          details: { changes: changedFields(before, saved) },
          ip: operator.ip,
        },
        trx,
      );
      return saved;
    });
  }

  async region(callerIp: string): Promise<OperatorRegion> {
    const setting = await this.deps.settings.get('regionRestriction');
    return { ...setting, callerIp, callerBlocked: isRegionBlocked(setting, callerIp) };
  }

  /** Replaces the setting; ranges are stored once each, in their canonical spelling. */
  async setRegion(operator: Operator, value: RegionRestrictionSetting): Promise<OperatorRegion> {
    const next = {
      ...value,
      blockedCidrs: normalized(value.blockedCidrs),
      allowedCidrs: normalized(value.allowedCidrs),
    };
    const { settings, audit } = this.deps;
    await inTransaction(this.deps.db, async (trx) => {
      const before = await settings.get('regionRestriction', trx);
      await settings.set('regionRestriction', next, trx);
      await audit.record(
        {
          staff: operator.staff,
          action: 'site.region',
          target: 'setting:regionRestriction',
          details: {
            enabled: { from: before.enabled, to: next.enabled },
            blocked: listChanges(before.blockedCidrs, next.blockedCidrs),
            allowed: listChanges(before.allowedCidrs, next.allowedCidrs),
            texts: changedFields(
              { title: before.title, info: before.info },
              { title: next.title, info: next.info },
            ),
          },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.region(operator.ip);
  }

  /** Whether the current ranges block `ip`, and which ranges hold it. */
  async check(ip: string): Promise<RegionCheckValue> {
    const setting = await this.deps.settings.get('regionRestriction');
    return {
      ip,
      blocked: isRegionBlocked(setting, ip),
      blockedBy: setting.blockedCidrs.filter((range) => matchesAnyCidr(ip, [range])),
      allowedBy: setting.allowedCidrs.filter((range) => matchesAnyCidr(ip, [range])),
    };
  }
}
