import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { minorOf } from '../../db/minor.js';
import { toIsoString } from '../../db/time.js';
import type { DashboardQueueKey } from '@portal/shared/schemas/operator-dashboard';

/** The columns of the event-fed daily figures (agency/reports, decision 031). */
const COUNTS = ['registrations', 'first_deposits', 'deposit_count', 'bet_count'] as const;
const MONEY = ['deposits', 'withdrawals', 'bets', 'payouts', 'bonuses'] as const;

/** Sums of the figures columns in minor units, and the active members where they were counted. */
export interface FigureSums {
  registrations: number;
  first_deposits: number;
  deposit_count: number;
  bet_count: number;
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  payouts: bigint;
  bonuses: bigint;
}

export interface QueueRow {
  key: DashboardQueueKey;
  count: number;
  /** Minor units; null for a queue without money. */
  amount: bigint | null;
  oldest: string | null;
}

type Row = Record<string, unknown>;

const sums = sql.join(
  [...COUNTS, ...MONEY].map((field) => sql`sum(${sql.ref(field)}) as ${sql.ref(field)}`),
);
const zeros = sql.join([...COUNTS, ...MONEY].map((field) => sql`0 as ${sql.ref(field)}`));

function sumsOf(row: Row): FigureSums {
  return {
    registrations: Number(row.registrations ?? 0),
    first_deposits: Number(row.first_deposits ?? 0),
    deposit_count: Number(row.deposit_count ?? 0),
    bet_count: Number(row.bet_count ?? 0),
    deposits: minorOf(row.deposits),
    withdrawals: minorOf(row.withdrawals),
    bets: minorOf(row.bets),
    payouts: minorOf(row.payouts),
    bonuses: minorOf(row.bonuses),
  };
}

/**
 * The dashboard's reads. The figures are the event-fed daily figures of every member
 * (member_daily_figures, agency_activity), summed by the database in one statement per call and
 * never recomputed from raw rounds; the queues are counts of the few pending rows of each desk,
 * each walking its table's status index.
 */
export class DashboardRepository {
  constructor(private readonly db: DB) {}

  /**
   * The sums of [from, to] by game category ('' holds what is not a bet), and the members
   * active on any day of the range.
   */
  async rangeFigures(
    from: string,
    to: string,
  ): Promise<{ categories: Map<string, FigureSums>; activeMembers: number }> {
    const { rows } = await sql<Row>`
      select category, ${sums}, null as active
      from member_daily_figures where day >= ${from} and day <= ${to}
      group by category
      union all
      select null, ${zeros}, count(distinct member_id)
      from agency_activity where period >= ${`D${from}`} and period <= ${`D${to}`}
    `.execute(this.db);
    const categories = new Map<string, FigureSums>();
    let activeMembers = 0;
    for (const row of rows) {
      if (row.category === null) activeMembers = Number(row.active ?? 0);
      else categories.set(String(row.category), sumsOf(row));
    }
    return { categories, activeMembers };
  }

  /** Per day of [from, to] that has figures: the sums over every category and the active members. */
  async dailyFigures(
    from: string,
    to: string,
  ): Promise<Map<string, FigureSums & { activeMembers: number }>> {
    const { rows } = await sql<Row>`
      select day, ${sums}, null as active
      from member_daily_figures where day >= ${from} and day <= ${to}
      group by day
      union all
      select substr(period, 2), ${zeros}, count(*)
      from agency_activity where period >= ${`D${from}`} and period <= ${`D${to}`}
      group by period
    `.execute(this.db);
    const days = new Map<string, FigureSums & { activeMembers: number }>();
    for (const row of rows) {
      const day = String(row.day);
      const kept = days.get(day);
      if (row.active === null || row.active === undefined) {
        days.set(day, { ...sumsOf(row), activeMembers: kept?.activeMembers ?? 0 });
      } else {
        days.set(day, { ...(kept ?? sumsOf({})), activeMembers: Number(row.active) });
      }
    }
    return days;
  }

  /** Every pending queue's size, money and oldest item, in one statement. */
  async queues(): Promise<QueueRow[]> {
    const { rows } = await sql<Row>`
      select 'deposits.pending' as key, count(*) as count, sum(o.amount) as amount,
        min(o.created_at) as oldest
      from deposit_orders o join deposit_channels c on c.id = o.channel_id
      where o.status = 'pending' and c.type = 'bank_transfer'
      union all
      select 'withdrawals.pending', count(*), sum(amount), min(created_at)
      from withdrawals where status = 'pending'
      union all
      select 'withdrawals.disputed', count(*),
        sum(case when status = 'partial' then coalesce(remainder_amount, amount) else amount end),
        min(updated_at)
      from withdrawals where status in ('not_received', 'partial')
      union all
      select 'adjustments.pending', count(*), sum(abs(amount)), min(created_at)
      from balance_adjustments where status = 'pending'
      union all
      select 'promotionApplications.pending', count(*), sum(amount), min(created_at)
      from promotion_participations where status = 'applying'
      union all
      select 'pointRedeems.pending', count(*), null, min(created_at)
      from point_redeems where status in ('applying', 'in_process')
      union all
      select 'feedback.open', count(*), null, min(created_at)
      from feedback where status = 'open'
      union all
      select 'riskCases.open', count(*), null, min(opened_at)
      from risk_cases where state <> 'closed'
    `.execute(this.db);
    const withoutMoney = new Set<string>([
      'pointRedeems.pending',
      'feedback.open',
      'riskCases.open',
    ]);
    return rows.map((row) => ({
      key: row.key as DashboardQueueKey,
      count: Number(row.count),
      amount: withoutMoney.has(String(row.key)) ? null : minorOf(row.amount),
      oldest:
        row.oldest === null || row.oldest === undefined
          ? null
          : toIsoString(row.oldest as string | Date),
    }));
  }
}
