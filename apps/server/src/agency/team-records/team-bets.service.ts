import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import type { teamBetsQuerySchema, TeamBetsValue } from '@portal/shared/schemas/agency';
import { AppError } from '../../lib/app-error.js';
import { resolveRange } from '../../lib/record-range.js';
import { siteDayOf, siteDayStart } from '@portal/shared/site-day';
import type {
  BetRecordsRepository,
  RoundOwner,
  RoundRange,
} from '../../games/bet-records/bet-records.repository.js';
import { toBetRecord, toTotals } from '../../games/bet-records/bet-records.service.js';
import type { TeamLookupRepository } from './team-lookup.repository.js';
import type { TeamRoundTotalsRepository } from './team-round-totals.repository.js';

/** A read of the agent's downline (RoundOwner's second form). */
type DownlineFilter = Extract<RoundOwner, { downlineOf: number }> & RoundRange;

export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;

/**
 * Team betting (agent centre page personalHistoryCopy): the rounds of the agent's downline, read
 * as the member's own betting record reads theirs (same range defaults and limits, same rows and
 * totals), with each row's account and level below the agent. `teamOf` narrows it to one
 * downline's team (that member and everyone below it): the "Team records" of a downline.
 */
export class TeamBetsService {
  constructor(
    private readonly rounds: BetRecordsRepository,
    private readonly lookup: TeamLookupRepository,
    private readonly roundDays: TeamRoundTotalsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(agentId: number, query: TeamBetsQuery, language: Language): Promise<TeamBetsValue> {
    const { from, to } = resolveRange(query, this.now());
    const currency = await this.lookup.currencyOf(agentId);
    if (currency === null) throw new AppError('SESSION_EXPIRED');
    const { page, pageSize } = query;
    // A team outside the agent's downline is refused (404), never read as an empty list.
    const team = query.teamOf === undefined ? null : await this.teamHead(agentId, query.teamOf);
    const filter = {
      downlineOf: agentId,
      teamOf: team?.id,
      level: query.level,
      accountKey: query.account?.toLowerCase(),
      from: from.toISOString(),
      to: to.toISOString(),
      category: query.gameType,
      vassalage: query.vassalage,
    };
    const totals = await this.totals(filter, from, to);
    const rows =
      totals.count > (page - 1) * pageSize
        ? await this.rounds.page(filter, language, pageSize, (page - 1) * pageSize)
        : [];
    const labels = await this.lookup.downlineLabels(
      agentId,
      rows.map((row) => row.memberId),
    );
    return {
      // Read through the agent's tree, every row has its label, unless its member was moved
      // out of the tree between the two reads: such a row is no longer the agent's to see.
      list: rows.flatMap((row) => {
        const label = labels.get(row.memberId);
        return label ? [{ ...toBetRecord(row), account: label.account, level: label.level }] : [];
      }),
      page,
      pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / pageSize),
      from: filter.from,
      to: filter.to,
      currency,
      team,
      totals: toTotals(totals),
    };
  }

  /**
   * The totals of every round the filter covers. A range of whole site days (what the site
   * sends) without an account or level is read from the team's round days (decision 074);
   * anything else from the rounds themselves.
   */
  private totals(filter: DownlineFilter, from: Date, to: Date) {
    const fromDay = siteDayOf(from);
    const toDay = siteDayOf(to);
    const wholeDays =
      siteDayStart(fromDay).getTime() === from.getTime() &&
      siteDayStart(toDay).getTime() === to.getTime();
    if (!wholeDays || filter.level !== undefined || filter.accountKey !== undefined) {
      return this.rounds.totals(filter);
    }
    return this.roundDays.totals({
      agentId: filter.downlineOf,
      teamOf: filter.teamOf,
      fromDay,
      toDay,
      from: filter.from,
      to: filter.to,
      category: filter.category,
      vassalage: filter.vassalage,
    });
  }

  /** The head of a team: a member of the agent's downline, else AGENCY_MEMBER_NOT_FOUND. */
  private async teamHead(agentId: number, memberId: number) {
    const labels = await this.lookup.downlineLabels(agentId, [memberId]);
    const label = labels.get(memberId);
    if (!label) throw new AppError('AGENCY_MEMBER_NOT_FOUND');
    return { id: memberId, account: label.account };
  }
}
