import type { z } from 'zod';
import { majorNumber as money } from '@portal/shared/money';
import type { ContractKind } from '@portal/shared/contracts/terms';
import type {
  AgencyNode,
  AgencyNodeValue,
  agencyNodeQuerySchema,
  AgencyTreeQuery,
  AgencyTreeValue,
} from '@portal/shared/schemas/agency-console';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { AppError } from '../../lib/app-error.js';
import { resolveReportRange } from '../team-records/report-range.js';
import { AgencyBrowseRepository, type NodeRow } from './agency-browse.repository.js';
import { ReportsRepository } from './reports.repository.js';

/** Without a range the figures cover the last seven site days, today included. */
const DEFAULT_DAYS = 7;

/**
 * The console's agency tree (decision 048): a level at a time, each node with its team size,
 * agent type, balance and its team's deposits and bets over a range of site days, read from the
 * reports' daily team figures (kept from domain events), so a view never scans bets.
 */
export class AgencyBrowseService {
  private readonly repository: AgencyBrowseRepository;
  private readonly reports: ReportsRepository;

  constructor(
    db: DB,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new AgencyBrowseRepository(db);
    this.reports = new ReportsRepository(db);
  }

  private range(query: { from?: string; to?: string }) {
    const today = siteDayOf(this.now());
    // An open end is today; an open start is the week up to the end.
    const to = query.to ?? today;
    const from = query.from ?? addSiteDays(to, 1 - DEFAULT_DAYS);
    const range = resolveReportRange({ period: 'custom', from, to }, this.now());
    return { from: range.from, to: range.to };
  }

  private async withFigures(rows: NodeRow[], from: string, to: string): Promise<AgencyNode[]> {
    const ids = rows.map((row) => row.id);
    const [{ team, own }, kinds] = await Promise.all([
      this.reports.ownAndTeamTotals(ids, from, to),
      this.repository.runningKinds(ids),
    ]);
    const held = new Map<number, ContractKind[]>();
    for (const row of kinds) {
      held.set(row.holder_id, [...(held.get(row.holder_id) ?? []), row.kind as ContractKind]);
    }
    return rows.map((row) => {
      // Team rows exist for members with a team; a member alone has only its own.
      const figures = team.get(row.id) ?? own.get(row.id);
      return {
        id: row.id,
        account: row.account,
        type: row.type,
        status: row.status,
        uplineId: row.upline_id,
        directCount: Number(row.direct_count),
        teamSize: Number(row.downline_count),
        currency: row.currency,
        balance: money(minor(row.balance ?? 0)),
        teamDeposits: money(figures?.deposits ?? 0n),
        teamBets: money(figures?.bets ?? 0n),
        teamValidBets: money(figures?.valid_bets ?? 0n),
        contracts: held.get(row.id) ?? [],
      };
    });
  }

  async level(query: AgencyTreeQuery): Promise<AgencyTreeValue> {
    const { from, to } = this.range(query);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    let parent: AgencyNode | null = null;
    if (query.parentId !== undefined) {
      const [row] = await this.repository.byIds([query.parentId]);
      if (!row) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
      parent = (await this.withFigures([row], from, to))[0] ?? null;
    }
    const { total, rows } = await this.repository.level(
      query.parentId,
      pageSize,
      (page - 1) * pageSize,
    );
    return {
      list: await this.withFigures(rows, from, to),
      page,
      pageSize,
      total,
      from,
      to,
      parent,
    };
  }

  /** One member by id or account, with its uplines from the top: the search's jump target. */
  async node(query: z.infer<typeof agencyNodeQuerySchema>): Promise<AgencyNodeValue> {
    if ((query.memberId === undefined) === (query.account === undefined)) {
      throw new AppError('VALIDATION_FAILED');
    }
    const { from, to } = this.range(query);
    const row =
      query.memberId !== undefined
        ? (await this.repository.byIds([query.memberId]))[0]
        : await this.repository.byAccount(query.account!);
    if (!row) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    const [node] = await this.withFigures([row], from, to);
    return { node: node!, path: await this.repository.uplines(row.id), from, to };
  }
}
