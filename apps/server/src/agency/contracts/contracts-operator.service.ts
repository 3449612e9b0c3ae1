import type { z } from 'zod';
import { isAgentCentreType } from '@portal/shared/constants/limits';
import { majorNumber as money } from '@portal/shared/money';
import { ppmOfPercent, rateNames, type RateName } from '@portal/shared/contracts/terms';
import {
  contractKinds,
  type ContractKind,
  type OperatorLimitsPayload,
  type OperatorTopContractPayload,
  type operatorAnswerPayloadSchema,
  type operatorReportQuerySchema,
  type operatorReportValueSchema,
  type OperatorSettleValue,
} from '@portal/shared/schemas/contracts';
import type { DB } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { minor } from '../../db/minor.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import { addSiteDays, siteDayOf, siteDayStart } from '@portal/shared/site-day';
import { defaultLimits, limitsView, termsFromInput } from './contract-terms.js';
import type { ContractsRepository } from './contracts.repository.js';
import { contractView } from './contract-views.js';
import type { ContractsService } from './contracts.service.js';
import type { ContractSettlement } from './settlement.js';
import { SettlementRepository } from './settlement.repository.js';

export interface ContractsOperatorDeps {
  db: DB;
  repository: ContractsRepository;
  contracts: ContractsService;
  settlement: ContractSettlement;
  audit: Pick<AuditLog, 'record'>;
  /** CONTRACT_CLOSE_AHEAD: the settle call may close periods that have not ended (tests). */
  closeAhead: boolean;
  /** Handles the domain events waiting now, so that the figures hold every bet settled so far. */
  catchUp: () => Promise<void>;
  now?: () => Date;
}

/**
 * The operator's side of agent contracts (decision 034), each change audited: the limits of each
 * kind, the top-level agents' contracts, the answers to top-level agents' requests, running the
 * settlement now, and the settlement report.
 */
export class ContractsOperatorService {
  private readonly now: () => Date;
  private readonly settlements: SettlementRepository;

  constructor(private readonly deps: ContractsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
    this.settlements = new SettlementRepository(deps.db);
  }

  async limits() {
    const all = await this.deps.repository.allLimits();
    return contractKinds.map((kind) => ({
      kind,
      ...limitsView(all.get(kind) ?? defaultLimits(kind)),
    }));
  }

  async setLimits(operator: Operator, payload: OperatorLimitsPayload) {
    const maxRates: Partial<Record<RateName, number>> = {};
    for (const [name, percent] of Object.entries(payload.maxRates)) {
      if (!(rateNames[payload.kind] as readonly string[]).includes(name)) {
        throw new AppError('CONTRACT_TERMS_INVALID');
      }
      const ppm = ppmOfPercent(percent);
      if (ppm === null) throw new AppError('CONTRACT_TERMS_INVALID');
      maxRates[name as RateName] = ppm;
    }
    if (rateNames[payload.kind].some((name) => maxRates[name] === undefined)) {
      throw new AppError('CONTRACT_TERMS_INVALID');
    }
    const limits = { enabled: payload.enabled, maxTiers: payload.maxTiers, maxRates };
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.setLimits(payload.kind, limits, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'contracts.limits',
          target: `contract-kind:${payload.kind}`,
          details: { ...payload },
          ip: operator.ip,
        },
        trx,
      );
    });
    return { kind: payload.kind, ...limitsView(limits) };
  }

  /** Sets or ends a top-level agent's (no upline) contract; what falls above it ends too. */
  async setTopLevel(operator: Operator, payload: OperatorTopContractPayload) {
    const { repository } = this.deps;
    const kind = payload.kind;
    const limits = await repository.limits(kind);
    const terms = payload.terms === null ? null : termsFromInput(kind, payload.terms, limits);
    return inTransaction(this.deps.db, async (trx) => {
      const agent = await repository.member(payload.agentId, trx);
      if (!agent) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      if (!isAgentCentreType(agent.type)) {
        throw new AppError('CONTRACT_HOLDER_NOT_AGENT');
      }
      // Below the top, contracts come from the direct upline.
      if (agent.upline_id !== null) throw new AppError('CONTRACT_NOT_PARTY');
      const { contract, terminated } = await this.deps.contracts.setTopLevel(
        kind,
        agent.id,
        terms,
        trx,
      );
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: terms ? 'contracts.top_level.set' : 'contracts.top_level.end',
          target: `member:${agent.id}`,
          details: {
            kind,
            terms: payload.terms,
            reason: payload.reason,
            terminated: terminated.map((row) => row.contractId),
          },
          ip: operator.ip,
        },
        trx,
      );
      const accounts = await repository.accounts([agent.id], trx);
      return { contract: contract ? contractView(contract, accounts) : null, terminated };
    });
  }

  /** Answers a top-level agent's request to the platform (new terms or termination). */
  async answer(operator: Operator, payload: z.infer<typeof operatorAnswerPayloadSchema>) {
    const request = await this.deps.repository.request(payload.requestId);
    if (!request) throw new AppError('CONTRACT_REQUEST_NOT_FOUND');
    return this.deps.contracts.answer(
      request.kind as ContractKind,
      { platform: true },
      request.id,
      payload.approve,
      'answer',
      (trx) =>
        this.deps.audit.record(
          {
            staff: operator.staff,
            action: 'contracts.request.answer',
            target: `contract-request:${request.id}`,
            details: { approve: payload.approve, reason: payload.reason },
            ip: operator.ip,
          },
          trx,
        ),
    );
  }

  /** Runs the settlement now: every period that ended by `until` (default now) is paid. */
  async settle(operator: Operator, until: string | undefined): Promise<OperatorSettleValue> {
    const now = this.now();
    const closeAt = until === undefined ? now : new Date(until);
    if (closeAt.getTime() > now.getTime() && !this.deps.closeAhead) {
      throw new AppError('SETTLEMENT_UNTIL_INVALID');
    }
    // The call is recorded before it runs: the periods it settles are in the settlement rows.
    await this.deps.audit.record({
      staff: operator.staff,
      action: 'contracts.settle',
      target: 'contracts',
      details: { until: closeAt.toISOString() },
      ip: operator.ip,
    });
    await this.deps.catchUp();
    const settled = await this.deps.settlement.run(closeAt, now);
    return {
      closedUntil: closeAt.toISOString(),
      periods: settled.map((period) => ({
        schedule: period.schedule,
        periodStart: period.periodStart,
        settlements: period.settlements,
        paid: money(period.paid),
      })),
    };
  }

  /** Per kind and site day: settlements, holders paid, gross and amount. */
  async report(
    query: z.infer<typeof operatorReportQuerySchema>,
  ): Promise<z.infer<typeof operatorReportValueSchema>> {
    if (query.from > query.to) throw new AppError('REPORT_RANGE_INVALID');
    // One row per kind and period (at most 288 a day), days summed here.
    const rows = await this.settlements.periodTotals(
      query.kind,
      siteDayStart(query.from).toISOString(),
      siteDayStart(addSiteDays(query.to, 1)).toISOString(),
    );
    type Entry = {
      kind: ContractKind;
      day: string;
      settlements: number;
      holdersPaid: number;
      gross: bigint;
      amount: bigint;
    };
    const byKey = new Map<string, Entry>();
    for (const row of rows) {
      const day = siteDayOf(new Date(toIsoString(row.period_start)));
      const key = `${row.kind}|${day}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          kind: row.kind as ContractKind,
          day,
          settlements: 0,
          holdersPaid: 0,
          gross: 0n,
          amount: 0n,
        };
        byKey.set(key, entry);
      }
      entry.settlements += Number(row.settlements);
      entry.holdersPaid += Number(row.paid);
      entry.gross += minor(row.gross);
      entry.amount += minor(row.amount);
    }
    const list = [...byKey.values()].sort(
      (a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind),
    );
    return {
      rows: list.map((entry) => ({
        ...entry,
        gross: money(entry.gross),
        amount: money(entry.amount),
      })),
      totals: {
        settlements: list.reduce((sum, entry) => sum + entry.settlements, 0),
        amount: money(list.reduce((sum, entry) => sum + entry.amount, 0n)),
      },
    };
  }
}
