import { majorNumber as money } from '@portal/shared/money';
import { daysBetween } from '@portal/shared/schemas/agency';
import { siteDayOf } from '@portal/shared/site-day';
import type { ContractKind } from '@portal/shared/contracts/terms';
import type {
  ContractAction,
  ContractRecordsValue,
  SettlementView,
} from '@portal/shared/schemas/contracts';
import type { DB } from '../../db/database.js';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { resolveReportRange } from '../team-records/report-range.js';
import { minor } from '../../db/minor.js';
import { ratesView } from './contract-terms.js';
import { SettlementRepository } from './settlement.repository.js';

type RecordsAction = Extract<ContractAction, { action: 'records' }>;

/**
 * The settlement records of the contract pages: each period's inputs, tier, rates, gross,
 * downline gross and amount, for the caller or a member of the caller's downline (the upline
 * and the holder see the same rows). `earningsOnly` lists only periods that paid something (a
 * real-time salary settles every five minutes, most of them for less than a cent).
 */
export class SettlementRecords {
  private readonly repository: SettlementRepository;

  constructor(
    db: DB,
    private readonly scope: AgencyScope,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new SettlementRepository(db);
  }

  async list(
    kind: ContractKind,
    callerId: number,
    action: RecordsAction,
  ): Promise<Omit<ContractRecordsValue, 'action'>> {
    const holderId = action.memberId ?? callerId;
    if (holderId !== callerId) await this.scope.levelOf(callerId, holderId);
    const range = resolveReportRange(action, this.now());
    const page = action.page ?? 1;
    const pageSize = action.pageSize ?? 20;
    const holder = await this.repository.holder(holderId);
    if (!holder) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const party = { id: holder.id, account: holder.account };
    const {
      totals,
      rows,
      paid: days,
    } = await this.repository.records({
      holderId,
      kind,
      from: range.fromInstant,
      to: range.toInstant,
      earningsOnly: action.earningsOnly ?? false,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const perDay = new Map(daysBetween(range.from, range.to).map((day) => [day, 0n]));
    for (const row of days) {
      const day = siteDayOf(new Date(toIsoString(row.period_start)));
      perDay.set(day, (perDay.get(day) ?? 0n) + minor(row.amount));
    }
    const withoutEarnings = Number(totals.without_earnings);
    const total = Number(totals.count) - (action.earningsOnly ? withoutEarnings : 0);
    return {
      holder: party,
      currency: holder.currency,
      from: range.from,
      to: range.to,
      list: rows.map((row): SettlementView => ({
        id: row.id,
        kind,
        holder: party,
        periodStart: toIsoString(row.period_start),
        periodEnd: toIsoString(row.period_end),
        validBets: money(row.valid_bets),
        bets: money(row.bets),
        payouts: money(row.payouts),
        bonuses: money(row.bonuses),
        netLoss: money(minor(row.bets) - minor(row.payouts) - minor(row.bonuses)),
        carryIn: money(row.carry_in),
        wins: money(row.wins),
        losses: money(row.losses),
        activeMembers: row.active_members,
        tier: row.tier,
        rates: ratesView(JSON.parse(row.rates) as Record<string, number>),
        gross: money(row.gross),
        downlineGross: money(row.downline_gross),
        amount: money(row.amount),
        reference: row.reference,
        settledAt: toIsoString(row.created_at),
      })),
      totals: {
        count: Number(totals.count),
        validBets: money(totals.valid_bets),
        netLoss: money(totals.net_loss),
        gross: money(totals.gross),
        amount: money(totals.amount),
      },
      chart: [...perDay.entries()].map(([day, amount]) => ({ day, amount: money(amount) })),
      withoutEarnings,
      page,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }
}
