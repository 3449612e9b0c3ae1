import {
  RISK_RULES,
  riskRuleParamSchemas,
  type RiskRule,
  type RiskRuleView,
  type UpdateRiskRulePayload,
} from '@portal/shared/schemas/risk-cases';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Executor } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { RiskCasesRepository } from './risk-cases.repository.js';
import { defaultRuleSettings, readParams, type RuleSettings } from './risk-rules.js';

/** The money-pattern rules' switches and thresholds, as the risk desk sets them. */
export class RiskRulesService {
  constructor(
    private readonly deps: {
      db: DB;
      repository: RiskCasesRepository;
      audit: Pick<AuditLog, 'record'>;
    },
  ) {}

  /** Every rule's setting: the stored one, or the default. */
  async settings(executor: Executor = this.deps.db): Promise<RuleSettings> {
    const rows = await this.deps.repository.rules(executor);
    const settings = { ...defaultRuleSettings };
    for (const row of rows) {
      const rule = RISK_RULES.find((known) => known === row.rule);
      if (!rule) continue;
      (settings as Record<RiskRule, unknown>)[rule] = {
        enabled: row.enabled === 1,
        params: readParams(rule, row.params),
      };
    }
    return settings;
  }

  async list(): Promise<RiskRuleView[]> {
    const [settings, rows] = await Promise.all([this.settings(), this.deps.repository.rules()]);
    return RISK_RULES.map((rule) => {
      const row = rows.find((stored) => stored.rule === rule);
      return {
        rule,
        enabled: settings[rule].enabled,
        params: { ...settings[rule].params },
        updatedBy: row?.updated_by_name ?? null,
        updatedAt: row ? toIsoString(row.updated_at) : null,
      };
    });
  }

  /** Sets a rule; VALIDATION_FAILED names the threshold that does not fit the rule. */
  async update(
    rule: RiskRule,
    payload: UpdateRiskRulePayload,
    operator: Operator,
  ): Promise<RiskRuleView> {
    const parsed = riskRuleParamSchemas[rule].safeParse(payload.params);
    if (!parsed.success) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        parsed.error.issues.map((issue) => ({
          path: ['params', ...issue.path.map(String)].join('.'),
          reason: issue.code,
        })),
      );
    }
    const { db, repository, audit } = this.deps;
    await inTransaction(db, async (trx) => {
      const before = (await this.settings(trx))[rule];
      await repository.saveRule(
        rule,
        {
          enabled: payload.enabled,
          params: JSON.stringify(parsed.data),
          staffId: operator.staff.id,
          at: nowIso(),
        },
        trx,
      );
      await audit.record(
        {
          staff: operator.staff,
          action: 'risk.rule.update',
          target: `risk-rule:${rule}`,
          details: { before, after: { enabled: payload.enabled, params: parsed.data } },
          ip: operator.ip,
        },
        trx,
      );
    });
    const view = (await this.list()).find((item) => item.rule === rule);
    if (!view) throw new Error(`Risk rule ${rule} vanished after saving`);
    return view;
  }
}
