import { majorNumber } from '@portal/shared/money';
import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_SERIES_DEFAULT_DAYS,
  DASHBOARD_QUEUE_KEYS,
  type DashboardQuery,
  type DashboardQueuesValue,
  type DashboardSeriesValue,
  type DashboardValue,
} from '@portal/shared/schemas/operator-dashboard';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { addSums, dashboardFigures, daysOf, emptySums, resolveRange } from './dashboard-figures.js';
import type { DashboardRepository } from './dashboard.repository.js';

/** The category of the figures rows that are not bets (agency/reports). */
const NO_CATEGORY = '';

/**
 * The console's dashboard (decision 042): the site's figures of a range of GMT+8 site days and
 * of each of the last days, from the event-fed daily figures, and the queues waiting for staff.
 */
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly settings: Pick<SettingsService, 'get'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async figures(query: DashboardQuery): Promise<DashboardValue> {
    const { from, to } = resolveRange(query, siteDayOf(this.now()), DASHBOARD_MAX_DAYS);
    const [{ categories, activeMembers }, currency] = await Promise.all([
      this.repository.rangeFigures(from, to),
      this.currency(),
    ]);
    const total = emptySums();
    for (const sums of categories.values()) addSums(total, sums);
    const games = [...categories.entries()]
      .filter(([category]) => category !== NO_CATEGORY)
      .sort(([a, x], [b, y]) => (y.bets > x.bets ? 1 : y.bets < x.bets ? -1 : a.localeCompare(b)))
      .map(([category, sums]) => ({
        category,
        bets: majorNumber(sums.bets),
        betCount: sums.bet_count,
        payouts: majorNumber(sums.payouts),
        ggr: majorNumber(sums.bets - sums.payouts),
      }));
    return {
      from,
      to,
      currency,
      figures: dashboardFigures(total, activeMembers),
      categories: games,
    };
  }

  async series(days = DASHBOARD_SERIES_DEFAULT_DAYS): Promise<DashboardSeriesValue> {
    const to = siteDayOf(this.now());
    const from = addSiteDays(to, -(days - 1));
    const [daily, currency] = await Promise.all([
      this.repository.dailyFigures(from, to),
      this.currency(),
    ]);
    return {
      from,
      to,
      currency,
      points: daysOf(from, to).map((day) => {
        const sums = daily.get(day);
        return { day, ...dashboardFigures(sums ?? emptySums(), sums?.activeMembers ?? 0) };
      }),
    };
  }

  async queues(): Promise<DashboardQueuesValue> {
    const [rows, currency] = await Promise.all([this.repository.queues(), this.currency()]);
    const now = this.now().getTime();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return {
      currency,
      queues: DASHBOARD_QUEUE_KEYS.map((key) => {
        const row = byKey.get(key);
        const oldest = row?.count ? row.oldest : null;
        return {
          key,
          count: row?.count ?? 0,
          amount: row?.amount === null || row === undefined ? null : majorNumber(row.amount),
          oldestAgeSeconds:
            oldest === null
              ? null
              : Math.max(0, Math.floor((now - new Date(oldest).getTime()) / 1000)),
        };
      }),
    };
  }

  /** One currency per site: the figures add every member's money together. */
  private async currency(): Promise<string> {
    return (await this.settings.get('site')).currency;
  }
}
