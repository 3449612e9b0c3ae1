import {
  daysBetween,
  type MoneyFigures,
  type ProfitRow,
  type ReportPeriod,
  type TeamOverviewValue,
  type TeamProfitValue,
} from '@portal/shared/schemas/agency';
import { fromMinor } from '@portal/shared/money';
import { AppError } from '../../lib/app-error.js';
import type { AgencyScope } from '../scope/agency-scope.js';
import { resolveReportRange } from '../team-records/report-range.js';
import { addFigures, zeroFigures, type Figures } from './figures.js';
import type { AgentRow, ReportsRepository } from './reports.repository.js';
import { addSiteDays, siteDayOf, siteWeekStart } from '@portal/shared/site-day';

const toNumber = (minor: bigint) => Number(fromMinor(minor));

/** Money figures of the answers: major units, profit and loss the members' result. */
export function moneyFigures(figures: Figures): MoneyFigures {
  return {
    deposits: toNumber(figures.deposits),
    withdrawals: toNumber(figures.withdrawals),
    bets: toNumber(figures.bets),
    validBets: toNumber(figures.valid_bets),
    payouts: toNumber(figures.payouts),
    bonuses: toNumber(figures.bonuses),
    profitLoss: toNumber(figures.payouts + figures.bonuses - figures.bets),
  };
}

/** The range of a report query (the team records' rule: REPORT_RANGE_INVALID for a bad one). */
export function reportRange(
  query: { period?: ReportPeriod; from?: string; to?: string },
  now: Date,
): { period: ReportPeriod; from: string; to: string } {
  const { from, to } = resolveReportRange(query, now);
  return { period: query.period ?? 'today', from, to };
}

/**
 * The period whose active members are kept for [from, to] (agency_activity): one day, a week
 * from its Monday or a month from its first, up to its end or up to today (nothing after today
 * has happened yet). Null for any other range.
 */
export function keptPeriod(from: string, to: string, today: string): string | null {
  if (from === to) return `D${from}`;
  const reaches = (end: string) => to === end || (to < end && to >= today);
  if (siteWeekStart(from) === from && to <= addSiteDays(from, 6) && reaches(addSiteDays(from, 6))) {
    return `W${from}`;
  }
  const monthEnd = addSiteDays(`${addSiteDays(`${from.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
  if (from.endsWith('-01') && to <= monthEnd && reaches(monthEnd)) return `M${from.slice(0, 7)}`;
  return null;
}

export interface ReportsDeps {
  repository: ReportsRepository;
  scope: AgencyScope;
  now?: () => Date;
}

/** Team overview and user profit and loss of the agent centre (decision 031). */
export class ReportsService {
  private readonly now: () => Date;

  constructor(private readonly deps: ReportsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async agent(agentId: number): Promise<AgentRow> {
    const agent = await this.deps.repository.member(agentId);
    if (!agent) throw new AppError('SESSION_EXPIRED');
    return agent;
  }

  /** GET /wps/agent/team/overview: the downline (the agent not included) over the period. */
  async overview(
    agentId: number,
    query: { period?: ReportPeriod; from?: string; to?: string },
  ): Promise<TeamOverviewValue> {
    const now = this.now();
    const { period, from, to } = reportRange(query, now);
    const { repository } = this.deps;
    const days = daysBetween(from, to);
    const dayPeriods = days.map((day) => `D${day}`);
    const kept = keptPeriod(from, to, siteDayOf(now));
    const periods = kept && !dayPeriods.includes(kept) ? [...dayPeriods, kept] : dayPeriods;
    const [agent, team, own, teamActive, ownActive] = await Promise.all([
      this.agent(agentId),
      repository.daily('team', agentId, from, to),
      repository.daily('own', agentId, from, to),
      repository.teamActive(agentId, periods),
      repository.ownActive(agentId, periods),
    ]);
    const downlineActive = (key: string) =>
      (teamActive.get(key) ?? 0) - (ownActive.has(key) ? 1 : 0);

    const total = zeroFigures();
    const chart = days.map((day) => {
      const figures = zeroFigures();
      const teamDay = team.get(day);
      const ownDay = own.get(day);
      if (teamDay) addFigures(figures, teamDay);
      if (ownDay) addFigures(figures, ownDay, -1);
      addFigures(total, figures);
      return {
        date: day,
        ...moneyFigures(figures),
        registrations: figures.registrations,
        activeMembers: downlineActive(`D${day}`),
      };
    });
    const activeMembers = kept
      ? downlineActive(kept)
      : await repository.downlineActiveBetween(agentId, from, to);
    return {
      period,
      from,
      to,
      currency: agent.currency,
      teamSize: { direct: agent.direct_count, all: agent.downline_count },
      figures: {
        ...moneyFigures(total),
        registrations: total.registrations,
        firstDepositors: total.first_deposits,
        activeMembers,
        depositCount: total.deposit_count,
        betCount: total.bet_count,
      },
      days: chart,
    };
  }

  /**
   * GET /wps/agent/team/profit: a member of the agent's tree (the agent by default) with its own
   * and its team's figures, then a page of its direct downlines, each with theirs.
   */
  async profit(
    agentId: number,
    query: {
      period?: ReportPeriod;
      from?: string;
      to?: string;
      parentId?: number;
      page: number;
      pageSize: number;
    },
  ): Promise<TeamProfitValue> {
    const { from, to } = reportRange(query, this.now());
    const { repository, scope } = this.deps;
    const parentId = query.parentId ?? agentId;
    const level = await scope.levelOf(agentId, parentId);
    const { page, pageSize } = query;
    // The parent is in the agent's tree: everything else about it can be read at once.
    const [agent, member, breadcrumbs, directs] = await Promise.all([
      this.agent(agentId),
      parentId === agentId ? undefined : repository.member(parentId),
      scope.breadcrumbs(agentId, parentId, level),
      repository.directs(agentId, parentId, (page - 1) * pageSize, pageSize),
    ]);
    const parent = parentId === agentId ? agent : member;
    if (!parent) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const ids = [parentId, ...directs.map((row) => row.id)];
    const { own, team } = await repository.ownAndTeamTotals(ids, from, to);
    const row = (member: AgentRow, rowLevel: number): ProfitRow => ({
      id: member.id,
      account: member.account,
      type: member.type,
      level: rowLevel,
      downlineCount: member.downline_count,
      own: moneyFigures(own.get(member.id) ?? zeroFigures()),
      team: moneyFigures(team.get(member.id) ?? zeroFigures()),
    });
    const total = parent.direct_count;
    return {
      from,
      to,
      currency: agent.currency,
      breadcrumbs,
      parent: row(parent, level),
      list: directs.map((member) => row(member, level + 1)),
      page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
    };
  }
}
