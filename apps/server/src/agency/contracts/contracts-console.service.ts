import { majorNumber as money } from '@portal/shared/money';
import type { ContractKind } from '@portal/shared/contracts/terms';
import type { Schedule } from '@portal/shared/contracts/periods';
import type {
  AgentContractsValue,
  RunSettlementsQuery,
  RunSettlementsValue,
  SettlementRun,
  SettlementRunsQuery,
} from '@portal/shared/schemas/agency-console';
import { addSiteDays, siteDayOf, siteDayStart } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { resolveReportRange } from '../team-records/report-range.js';
import { ratesView } from './contract-terms.js';
import { contractView, requestView } from './contract-views.js';
import { ContractsConsoleRepository } from './contracts-console.repository.js';
import type { ContractsRepository } from './contracts.repository.js';

/** Without a range the runs of the last seven site days are listed. */
const DEFAULT_DAYS = 7;

type RunRow = Awaited<ReturnType<ContractsConsoleRepository['runPage']>>['rows'][number];

const runView = (row: RunRow): SettlementRun => ({
  kind: row.kind as ContractKind,
  schedule: row.schedule as Schedule,
  periodStart: toIsoString(row.period_start),
  periodEnd: toIsoString(row.period_end),
  settledAt: toIsoString(row.settled_at),
  settlements: Number(row.settlements),
  paid: Number(row.paid),
  gross: money(minor(row.gross)),
  amount: money(minor(row.amount)),
});

/**
 * The console's reads of agent contracts (decision 048): everything an agent is party to, the
 * settlement runs per kind and period, and each run's settlements with carry in, carry out and
 * the transfer that paid them.
 */
export class ContractsConsoleService {
  private readonly reads: ContractsConsoleRepository;

  constructor(
    db: DB,
    private readonly contracts: Pick<ContractsRepository, 'member' | 'accounts'>,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reads = new ContractsConsoleRepository(db);
  }

  async ofAgent(agentId: number): Promise<AgentContractsValue> {
    const agent = await this.contracts.member(agentId);
    if (!agent) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const { contracts, requests } = await this.reads.ofAgent(agentId);
    const accounts = await this.contracts.accounts([
      agentId,
      ...contracts.flatMap((row) => [row.holder_id, row.grantor_id ?? agentId]),
      ...requests.flatMap((row) => [row.holder_id, row.grantor_id ?? agentId]),
    ]);
    return {
      agent: { id: agent.id, account: agent.account, type: agent.type, uplineId: agent.upline_id },
      contracts: contracts.map((row) => contractView(row, accounts)),
      requests: requests.map((row) => ({
        ...requestView(row, accounts, 0),
        // The platform answers a top-level agent's own requests (it granted the contract).
        awaitingMe:
          row.state === 'pending' && row.grantor_id === null && row.requested_by === 'downline',
      })),
    };
  }

  private range(query: { from?: string; to?: string }) {
    const today = siteDayOf(this.now());
    // An open end is today; an open start is the week up to the end.
    const to = query.to ?? today;
    const from = query.from ?? addSiteDays(to, 1 - DEFAULT_DAYS);
    return resolveReportRange({ period: 'custom', from, to }, this.now());
  }

  async runs(query: SettlementRunsQuery) {
    const range = this.range(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { total, rows } = await this.reads.runPage({
      kind: query.kind,
      from: range.fromInstant,
      to: range.toInstant,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { list: rows.map(runView), page, pageSize, total, from: range.from, to: range.to };
  }

  async runSettlements(query: RunSettlementsQuery): Promise<RunSettlementsValue> {
    const periodStart = new Date(query.periodStart).toISOString();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const [runs, settlements] = await Promise.all([
      this.reads.runPage({
        schedule: query.schedule,
        periodStart,
        from: periodStart,
        to: siteDayStart(addSiteDays(siteDayOf(new Date(periodStart)), 1)).toISOString(),
        limit: 1,
        offset: 0,
      }),
      this.reads.runSettlements({
        schedule: query.schedule,
        periodStart,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
    ]);
    const run = runs.rows[0];
    if (!run) throw new AppError('CONTRACT_NOT_FOUND'); // no settlement of that schedule and period
    return {
      run: runView(run),
      page,
      pageSize,
      total: settlements.total,
      list: settlements.rows.map((row) => ({
        id: row.id,
        contractId: row.contract_id,
        holder: { id: row.holder_id, account: row.account },
        currency: row.currency,
        activeMembers: row.active_members,
        validBets: money(minor(row.valid_bets)),
        netLoss: money(minor(row.bets) - minor(row.payouts) - minor(row.bonuses)),
        tier: row.tier,
        rates: ratesView(JSON.parse(row.rates) as Record<string, number>) as Record<string, number>,
        gross: money(minor(row.gross)),
        downlineGross: money(minor(row.downline_gross)),
        amount: money(minor(row.amount)),
        carryIn: money(minor(row.carry_in)),
        carryOut: money(minor(row.carry_out)),
        reference: row.reference,
        transfer:
          row.transfer_id === null || row.transfer_at === null
            ? null
            : {
                id: row.transfer_id,
                amount: money(minor(row.transfer_amount ?? 0)),
                kind: row.transfer_kind ?? '',
                createdAt: toIsoString(row.transfer_at),
              },
      })),
    };
  }
}
