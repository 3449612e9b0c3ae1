import { majorNumber } from '@portal/shared/money';
import type { Language } from '@portal/shared/constants/languages';
import type {
  BonusCostFigures,
  BonusCostQuery,
  BonusCostRow,
  BonusCostValue,
  CommissionFigures,
  CommissionsQuery,
  CommissionsValue,
  GgrFigures,
  GgrReportQuery,
  GgrReportValue,
  GgrRow,
  ManualBonusesQuery,
  ManualBonusesValue,
} from '@portal/shared/schemas/operator-reports';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { addSums, daysOf, emptySums } from '../dashboard/dashboard-figures.js';
import type { DashboardRepository } from '../dashboard/dashboard.repository.js';
import { pageInMemory, reportPage, reportRange } from './report-pages.js';
import type {
  BonusSums,
  CommissionSums,
  ReportsRepository,
  RoundSums,
} from './reports.repository.js';

type GgrSort = 'label' | 'bets' | 'payouts' | 'ggr' | 'rounds' | 'players';

const ggrFigures = (sums: RoundSums): GgrFigures => ({
  bets: majorNumber(sums.bets),
  payouts: majorNumber(sums.payouts),
  ggr: majorNumber(sums.bets - sums.payouts),
  rounds: sums.rounds,
  players: sums.players,
});

const bonusFigures = (sums: BonusSums): BonusCostFigures => ({
  granted: majorNumber(sums.granted),
  grantedCount: sums.grantedCount,
  returned: majorNumber(sums.returned),
  returnedCount: sums.returnedCount,
  released: majorNumber(sums.released),
  netCost: majorNumber(sums.granted - sums.returned),
  members: sums.members,
  deposits: majorNumber(sums.deposits),
});

const commissionFigures = (sums: CommissionSums): CommissionFigures => ({
  settlements: sums.settlements,
  paidCount: sums.paidCount,
  validBets: majorNumber(sums.validBets),
  gross: majorNumber(sums.gross),
  paid: majorNumber(sums.paid),
});

/**
 * The console's reports (decision 050) over a range of GMT+8 site days. GGR by day comes from
 * the event-fed daily figures the dashboard sums (member_daily_figures, agency_activity); GGR
 * by vendor and game, bonus cost and commissions, which no figures hold, from one statement
 * over the raw records each (reports.repository.ts).
 */
export class ReportsService {
  constructor(
    private readonly deps: {
      repository: ReportsRepository;
      figures: Pick<DashboardRepository, 'dailyFigures' | 'rangeFigures'>;
      settings: Pick<SettingsService, 'get'>;
      now?: () => Date;
    },
  ) {}

  private range(query: { from?: string; to?: string }) {
    return reportRange(query, (this.deps.now ?? (() => new Date()))());
  }

  async ggr(query: GgrReportQuery, language: Language): Promise<GgrReportValue> {
    const { from, to, instants } = this.range(query);
    const by = query.by ?? 'vendor';
    const page = reportPage<GgrSort>(
      query,
      by === 'day' ? { field: 'label', direction: 'asc' } : { field: 'ggr', direction: 'desc' },
    );
    const currency = this.currency();
    const { repository, figures } = this.deps;
    if (by === 'day') {
      const [daily, whole] = await Promise.all([
        figures.dailyFigures(from, to),
        figures.rangeFigures(from, to),
      ]);
      const rows: GgrRow[] = daysOf(from, to).map((day) => {
        const sums = daily.get(day);
        return {
          key: day,
          label: day,
          category: null,
          vendor: null,
          day,
          ...ggrFigures({
            bets: sums?.bets ?? 0n,
            payouts: sums?.payouts ?? 0n,
            rounds: sums?.bet_count ?? 0,
            players: sums?.activeMembers ?? 0,
          }),
        };
      });
      const total = emptySums();
      for (const sums of whole.categories.values()) addSums(total, sums);
      return {
        from,
        to,
        by,
        currency: await currency,
        list: pageInMemory(
          rows,
          page,
          (row, field) => row[field],
          (row) => row.key,
        ),
        page: page.page,
        pageSize: page.pageSize,
        total: rows.length,
        totals: ggrFigures({
          bets: total.bets,
          payouts: total.payouts,
          rounds: total.bet_count,
          players: whole.activeMembers,
        }),
      };
    }
    const [groups, totals] = await Promise.all([
      by === 'vendor'
        ? repository.roundsByVendor(instants, query.category, page)
        : repository.roundsByGame(instants, query.category, language, page),
      repository.roundTotals(instants, query.category),
    ]);
    return {
      from,
      to,
      by,
      currency: await currency,
      list: groups.rows.map((row) => ({
        key: row.key,
        label: row.label,
        category: row.category,
        vendor: row.vendor,
        day: null,
        ...ggrFigures(row),
      })),
      page: page.page,
      pageSize: page.pageSize,
      total: groups.total,
      totals: ggrFigures(totals),
    };
  }

  async bonusCost(query: BonusCostQuery): Promise<BonusCostValue> {
    const { from, to, instants } = this.range(query);
    const by = query.by ?? 'promotion';
    const page = reportPage<'label' | 'granted' | 'returned' | 'netCost' | 'deposits'>(
      query,
      by === 'day' ? { field: 'label', direction: 'asc' } : { field: 'netCost', direction: 'desc' },
    );
    const { repository } = this.deps;
    const [groups, totals, currency] = await Promise.all([
      by === 'day' ? repository.bonusesByDay(instants) : repository.bonusesByPromotion(instants),
      repository.bonusTotals(instants),
      this.currency(),
    ]);
    const rows: BonusCostRow[] = groups.map((row) => ({
      key: row.day ?? (row.promotionId === null ? String(row.source) : String(row.promotionId)),
      label: row.label,
      promotionId: row.promotionId,
      source: row.source,
      day: row.day,
      ...bonusFigures(row),
    }));
    return {
      from,
      to,
      by,
      currency,
      list: pageInMemory(
        rows,
        page,
        (row, field) => row[field],
        (row) => row.key,
      ),
      page: page.page,
      pageSize: page.pageSize,
      total: rows.length,
      totals: bonusFigures(totals),
    };
  }

  async manualBonuses(query: ManualBonusesQuery): Promise<ManualBonusesValue> {
    const { from, to, instants } = this.range(query);
    const page = reportPage<'issuedAt' | 'amount'>(query, {
      field: 'issuedAt',
      direction: 'desc',
    });
    const [{ rows, total, amount }, currency] = await Promise.all([
      this.deps.repository.manualBonuses(instants, page),
      this.currency(),
    ]);
    return {
      from,
      to,
      currency,
      list: rows.map((row) => ({ ...row, amount: majorNumber(row.amount) })),
      page: page.page,
      pageSize: page.pageSize,
      total,
      totals: { amount: majorNumber(amount), count: total },
    };
  }

  async commissions(query: CommissionsQuery): Promise<CommissionsValue> {
    const { from, to, instants } = this.range(query);
    const by = query.by ?? 'agent';
    const page = reportPage<'label' | 'paid' | 'settlements' | 'validBets'>(
      query,
      by === 'day' ? { field: 'label', direction: 'asc' } : { field: 'paid', direction: 'desc' },
    );
    const { repository } = this.deps;
    const [groups, kinds, currency] = await Promise.all([
      by === 'day'
        ? repository.commissionsByDay(instants, query.kind, page)
        : repository.commissionsByAgent(instants, query.kind, page),
      repository.commissionsByKind(instants, query.kind),
      this.currency(),
    ]);
    const whole: CommissionSums = {
      settlements: 0,
      paidCount: 0,
      validBets: 0n,
      gross: 0n,
      paid: 0n,
    };
    for (const kind of kinds) {
      whole.settlements += kind.settlements;
      whole.paidCount += kind.paidCount;
      whole.validBets += kind.validBets;
      whole.gross += kind.gross;
      whole.paid += kind.paid;
    }
    return {
      from,
      to,
      by,
      currency,
      list: groups.rows.map((row) => ({
        key: `${row.agentId ?? row.day}:${row.kind}`,
        label: row.label,
        kind: row.kind,
        agentId: row.agentId,
        day: row.day,
        ...commissionFigures(row),
      })),
      page: page.page,
      pageSize: page.pageSize,
      total: groups.total,
      totals: commissionFigures(whole),
      kinds: kinds.map((kind) => ({ kind: kind.kind, ...commissionFigures(kind) })),
    };
  }

  /** One currency per site: the reports add every member's money together. */
  private async currency(): Promise<string> {
    return (await this.deps.settings.get('site')).currency;
  }
}
