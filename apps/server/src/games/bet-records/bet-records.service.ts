import type { z } from 'zod';
import type { Language } from '@portal/shared/constants/languages';
import { GAME_CATEGORIES, type GameCategory } from '@portal/shared/constants/site';
import { fromMinor } from '@portal/shared/money';
import type {
  BetRecord,
  BetRecordsValue,
  BetTotals,
  betRecordsQuerySchema,
  profitQuerySchema,
  ProfitValue,
} from '@portal/shared/schemas/games';
import { RECORDS_DEFAULT_PAGE_SIZE } from '@portal/shared/schemas/account-records';
import { toIsoString } from '../../db/time.js';
import { AppError } from '../../lib/app-error.js';
import { resolveRange } from '../../lib/record-range.js';
import type { BetRecordsRepository, RoundRow, RoundSums } from './bet-records.repository.js';
import { SITE_UTC_OFFSET_MINUTES, siteDaysBetween } from '@portal/shared/site-day';

export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;
export type ProfitQuery = z.infer<typeof profitQuerySchema>;

const toNumber = (minor: bigint) => Number(fromMinor(minor));
const noSums: RoundSums = { count: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };

function addSums(a: RoundSums, b: RoundSums): RoundSums {
  return {
    count: a.count + b.count,
    stake: a.stake + b.stake,
    validBet: a.validBet + b.validBet,
    payout: a.payout + b.payout,
    winLoss: a.winLoss + b.winLoss,
  };
}

/** Minor-unit sums as the API's decimals, each converted once. */
export function toTotals(sums: RoundSums): BetTotals {
  return {
    count: sums.count,
    stake: toNumber(sums.stake),
    validBet: toNumber(sums.validBet),
    payout: toNumber(sums.payout),
    winLoss: toNumber(sums.winLoss),
  };
}

/** The provider's outcome summary: a JSON object, or null when absent or not one. */
export function parseResult(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A round as the betting records show it (the member's own, and the agent's team betting). */
export function toBetRecord(row: RoundRow): BetRecord {
  const settled = row.status === 'settled';
  return {
    id: row.id,
    roundId: row.roundId,
    time: toIsoString(row.createdAt),
    settledAt: row.settledAt === null ? null : toIsoString(row.settledAt),
    gameType: row.category as GameCategory,
    vassalage: row.vassalage,
    vendorName: row.vendorName ?? row.vassalage,
    nodeId: row.nodeId,
    gameName: row.gameName ?? row.gameCode,
    stake: toNumber(row.stake),
    validBet: settled ? toNumber(row.stake) : 0,
    payout: toNumber(row.payout),
    winLoss: settled ? toNumber(row.payout - row.stake) : 0,
    status: row.status,
    result: parseResult(row.result),
  };
}

/**
 * The member's betting record (member-centre page personalHistoryCopy) and profit and loss
 * (personalProfit), read from bet_rounds. A round belongs to the range its start falls in.
 */
export class BetRecordsService {
  constructor(
    private readonly repository: BetRecordsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async currency(memberId: number): Promise<string> {
    const currency = await this.repository.memberCurrency(memberId);
    // The session was valid a moment ago; a member deleted since is signed out.
    if (currency === null) throw new AppError('SESSION_EXPIRED');
    return currency;
  }

  async list(memberId: number, query: BetRecordsQuery, language: Language) {
    const { from, to } = resolveRange(query, this.now());
    const currency = await this.currency(memberId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? RECORDS_DEFAULT_PAGE_SIZE;
    const filter = {
      memberId,
      // Stored instants are toISOString() text: the same form compares correctly on SQLite.
      from: from.toISOString(),
      to: to.toISOString(),
      category: query.gameType,
      vassalage: query.vassalage,
    };
    const totals = await this.repository.totals(filter);
    const rows =
      totals.count > (page - 1) * pageSize
        ? await this.repository.page(filter, language, pageSize, (page - 1) * pageSize)
        : [];
    const value: BetRecordsValue = {
      list: rows.map(toBetRecord),
      page,
      pageSize,
      total: totals.count,
      totalPages: Math.ceil(totals.count / pageSize),
      from: filter.from,
      to: filter.to,
      currency,
      totals: toTotals(totals),
    };
    return value;
  }

  /**
   * What the member staked and was paid in the settled rounds they started since `since` (an
   * ISO instant: the start of a login session), in minor units: one read of
   * bet_rounds_member_time_idx. The reality check shows it.
   */
  async playedSince(memberId: number, since: string): Promise<{ staked: bigint; paidOut: bigint }> {
    const sums = await this.repository.totals({
      memberId,
      from: since,
      // Rounds are stamped by this server's clock; a minute's margin covers one written just now.
      to: new Date(this.now().getTime() + 60_000).toISOString(),
      settledOnly: true,
    });
    return { staked: sums.stake, paidOut: sums.payout };
  }

  async profit(memberId: number, query: ProfitQuery): Promise<ProfitValue> {
    const { from, to } = resolveRange(query, this.now());
    const currency = await this.currency(memberId);
    const rows = await this.repository.settledByDayAndCategory(
      { memberId, from: from.toISOString(), to: to.toISOString(), category: query.gameType },
      SITE_UTC_OFFSET_MINUTES,
    );
    const byDay = new Map<string, RoundSums>();
    const byCategory = new Map<string, RoundSums>();
    let totals = noSums;
    for (const row of rows) {
      byDay.set(row.day, addSums(byDay.get(row.day) ?? noSums, row));
      byCategory.set(row.category, addSums(byCategory.get(row.category) ?? noSums, row));
      totals = addSums(totals, row);
    }
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      currency,
      days: siteDaysBetween(from, to).map((date) => ({
        date,
        ...toTotals(byDay.get(date) ?? noSums),
      })),
      categories: GAME_CATEGORIES.flatMap((gameType) => {
        const sums = byCategory.get(gameType);
        return sums ? [{ gameType, ...toTotals(sums) }] : [];
      }),
      totals: toTotals(totals),
    };
  }
}
