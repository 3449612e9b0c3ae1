import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { FALLBACK_LANGUAGE, type Language } from '@portal/shared/constants/languages';
import type { ContractKind } from '@portal/shared/contracts/terms';
import { SITE_UTC_OFFSET_MINUTES } from '@portal/shared/site-day';
import type { DB } from '../../db/database.js';
import { minorOf } from '../../db/minor.js';
import { toIsoString } from '../../db/time.js';

/** A range of instants: `from` included, `to` excluded, ISO text as stored. */
export interface Instants {
  from: string;
  to: string;
}

/** One page: the order is a column of the query's own output and a direction. */
export interface PageOf<F extends string> {
  sort: { field: F; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

export interface RoundSums {
  bets: bigint;
  payouts: bigint;
  rounds: number;
  players: number;
}

export interface GgrGroupRow extends RoundSums {
  key: string;
  label: string;
  category: string;
  vendor: string;
}

export interface BonusSums {
  granted: bigint;
  grantedCount: number;
  returned: bigint;
  returnedCount: number;
  released: bigint;
  members: number;
  deposits: bigint;
}

export interface BonusGroupRow extends BonusSums {
  /** The promotion id, or null for bonuses without one (grouped by their source). */
  promotionId: number | null;
  source: string | null;
  label: string;
  day: string | null;
}

export interface CommissionSums {
  settlements: number;
  paidCount: number;
  validBets: bigint;
  gross: bigint;
  paid: bigint;
}

export interface CommissionGroupRow extends CommissionSums {
  kind: ContractKind;
  agentId: number | null;
  label: string;
  day: string | null;
}

export interface ManualBonusRow {
  id: number;
  bonusNo: string;
  memberId: number;
  account: string;
  amount: bigint;
  state: string;
  reason: string | null;
  issuedAt: string;
}

type Row = Record<string, unknown>;

/** States in which a bonus went back to the pool without reaching the member. */
const RETURNED = sql`('expired', 'forfeited', 'cancelled')`;

const roundSums = (row: Row): RoundSums => ({
  bets: minorOf(row.bets),
  payouts: minorOf(row.payouts),
  rounds: Number(row.rounds ?? 0),
  players: Number(row.players ?? 0),
});

const bonusSums = (row: Row): BonusSums => ({
  granted: minorOf(row.granted),
  grantedCount: Number(row.granted_count ?? 0),
  returned: minorOf(row.returned),
  returnedCount: Number(row.returned_count ?? 0),
  released: minorOf(row.released),
  members: Number(row.members ?? 0),
  deposits: minorOf(row.deposits),
});

const commissionSums = (row: Row): CommissionSums => ({
  settlements: Number(row.settlements ?? 0),
  paidCount: Number(row.paid_count ?? 0),
  validBets: minorOf(row.valid_bets),
  gross: minorOf(row.gross),
  paid: minorOf(row.paid),
});

const orderOf = <F extends string>(page: PageOf<F>, columns: Record<F, string>, tie: string) =>
  sql`order by ${sql.ref(columns[page.sort.field])} ${sql.raw(page.sort.direction)}, ${sql.raw(tie)}`;

const window = (page: { limit: number; offset: number }) =>
  sql`limit ${page.limit} offset ${page.offset}`;

/**
 * The reports' reads where no event-fed figures hold what they show (decision 050): rounds by
 * vendor and by game, bonuses by promotion and by day with the deposits of the members they
 * paid, and contract settlements by agent and by day. Each is one statement over a range of
 * instants that an index starts from (bet_rounds_settled_idx, bonuses_issued_idx and
 * bonuses_ended_idx, contract_settlements_day); the figures are summed by the database over
 * integers. It reads other modules' tables and writes none.
 */
export class ReportsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: DB) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * The site day (GMT+8) of a timestamp column as yyyy-MM-dd, computed by the database: SQLite
   * reads the stored ISO text, PostgreSQL converts the timestamptz to UTC first so the session's
   * time zone does not count. The shift is written into the SQL, not bound.
   */
  private siteDay(column: string): RawBuilder<string> {
    const shift = sql.lit(`+${SITE_UTC_OFFSET_MINUTES} minutes`);
    return this.postgres
      ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval ${shift}, 'YYYY-MM-DD')`
      : sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, ${shift})`;
  }

  // ---- Rounds -----------------------------------------------------------------------------

  private settled(range: Instants, category?: string) {
    return sql`r.status = 'settled' and r.settled_at >= ${range.from} and r.settled_at < ${range.to}
      ${category === undefined ? sql`` : sql`and r.category_code = ${category}`}`;
  }

  /** Settled sums of the range, each member counted once. */
  async roundTotals(range: Instants, category?: string): Promise<RoundSums> {
    const { rows } = await sql<Row>`
      select sum(r.stake) as bets, sum(r.payout) as payouts, count(*) as rounds,
        count(distinct r.member_id) as players
      from bet_rounds r where ${this.settled(range, category)}
    `.execute(this.db);
    return roundSums(rows[0] ?? {});
  }

  /** One page of settled sums per vendor (category and vassalage), and how many vendors. */
  async roundsByVendor(
    range: Instants,
    category: string | undefined,
    page: PageOf<'label' | 'bets' | 'payouts' | 'ggr' | 'rounds' | 'players'>,
  ): Promise<{ rows: GgrGroupRow[]; total: number }> {
    const grouped = sql`
      select r.category_code as category, r.vassalage as vendor,
        coalesce(max(v.title), r.vassalage) as label,
        sum(r.stake) as bets, sum(r.payout) as payouts, sum(r.stake) - sum(r.payout) as ggr,
        count(*) as rounds, count(distinct r.member_id) as players
      from bet_rounds r
      left join vendors v on v.category_code = r.category_code and v.vassalage = r.vassalage
      where ${this.settled(range, category)}
      group by r.category_code, r.vassalage`;
    const [{ rows }, total] = await Promise.all([
      sql<Row>`select * from (${grouped}) g
        ${orderOf(page, GGR_COLUMNS, 'category, vendor')} ${window(page)}`.execute(this.db),
      this.countOf(grouped),
    ]);
    return {
      rows: rows.map((row) => ({
        ...roundSums(row),
        key: `${String(row.category)}:${String(row.vendor)}`,
        label: String(row.label),
        category: String(row.category),
        vendor: String(row.vendor),
      })),
      total,
    };
  }

  /** One page of settled sums per game, its name in `language` (else English, else its code). */
  async roundsByGame(
    range: Instants,
    category: string | undefined,
    language: Language,
    page: PageOf<'label' | 'bets' | 'payouts' | 'ggr' | 'rounds' | 'players'>,
  ): Promise<{ rows: (GgrGroupRow & { gameId: number })[]; total: number }> {
    const grouped = sql`
      select s.*, coalesce(tl.name, te.name, g.game_code) as label
      from (
        select r.game_id, r.category_code as category, r.vassalage as vendor,
          sum(r.stake) as bets, sum(r.payout) as payouts, sum(r.stake) - sum(r.payout) as ggr,
          count(*) as rounds, count(distinct r.member_id) as players
        from bet_rounds r where ${this.settled(range, category)}
        group by r.game_id, r.category_code, r.vassalage
      ) s
      join games g on g.id = s.game_id
      left join game_translations tl on tl.game_id = s.game_id and tl.lang = ${language}
      left join game_translations te on te.game_id = s.game_id and te.lang = ${FALLBACK_LANGUAGE}`;
    const [{ rows }, total] = await Promise.all([
      sql<Row>`select * from (${grouped}) g
        ${orderOf(page, GGR_COLUMNS, 'game_id, category, vendor')} ${window(page)}`.execute(
        this.db,
      ),
      this.countOf(grouped),
    ]);
    return {
      rows: rows.map((row) => ({
        ...roundSums(row),
        gameId: Number(row.game_id),
        key: `${Number(row.game_id)}:${String(row.category)}:${String(row.vendor)}`,
        label: String(row.label),
        category: String(row.category),
        vendor: String(row.vendor),
      })),
      total,
    };
  }

  private async countOf(grouped: RawBuilder<unknown>): Promise<number> {
    const { rows } = await sql<Row>`select count(*) as n from (${grouped}) c`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  // ---- Bonuses ----------------------------------------------------------------------------

  /**
   * Every bonus movement of the range as one row each: issued (granted), ended without reaching
   * the member (returned), released; with the day it happened.
   */
  private bonusMovements(range: Instants) {
    return sql`
      select b.promotion_id, b.source, b.member_id, ${this.siteDay('b.issued_at')} as day,
        b.amount as granted, 1 as granted_count, 0 as returned, 0 as returned_count,
        0 as released
      from bonuses b where b.issued_at >= ${range.from} and b.issued_at < ${range.to}
      union all
      select b.promotion_id, b.source, null, ${this.siteDay('b.ended_at')},
        0, 0, case when b.state in ${RETURNED} then b.amount else 0 end,
        case when b.state in ${RETURNED} then 1 else 0 end,
        case when b.state = 'completed' then b.amount else 0 end
      from bonuses b where b.ended_at >= ${range.from} and b.ended_at < ${range.to}
        and b.state in ('completed', 'expired', 'forfeited', 'cancelled')`;
  }

  /** Deposits credited in the range of each member given a bonus in it, per group. */
  private involvedDeposits(range: Instants, group: 'promotion' | 'day' | 'all') {
    const key =
      group === 'promotion'
        ? sql`b.promotion_id, b.source`
        : group === 'day'
          ? sql`${this.siteDay('b.issued_at')} as day`
          : sql`1 as whole`;
    const depositDay = group === 'day' ? sql`and ${this.siteDay('d.credited_at')} = i.day` : sql``;
    const joinKey =
      group === 'promotion'
        ? sql`i.promotion_id, i.source`
        : group === 'day'
          ? sql`i.day`
          : sql`i.whole`;
    return sql`
      select ${joinKey}, count(distinct i.member_id) as members,
        coalesce(sum(d.amount), 0) as deposits
      from (
        select distinct ${key}, b.member_id
        from bonuses b where b.issued_at >= ${range.from} and b.issued_at < ${range.to}
      ) i
      left join deposit_orders d on d.member_id = i.member_id and d.status = 'success'
        and d.credited_at >= ${range.from} and d.credited_at < ${range.to} ${depositDay}
      group by ${joinKey}`;
  }

  /** Bonus sums per promotion (bonuses without one per source), with the members' deposits. */
  async bonusesByPromotion(range: Instants): Promise<BonusGroupRow[]> {
    const [{ rows: sums }, people] = await Promise.all([
      sql<Row>`
        select m.promotion_id, m.source, max(p.code) as code,
          sum(m.granted) as granted, sum(m.granted_count) as granted_count,
          sum(m.returned) as returned, sum(m.returned_count) as returned_count,
          sum(m.released) as released
        from (${this.bonusMovements(range)}) m
        left join promotions p on p.id = m.promotion_id
        group by m.promotion_id, m.source`.execute(this.db),
      this.distinctPeople(range, 'promotion'),
    ]);
    return sums.map((row) => {
      const promotionId = row.promotion_id === null ? null : Number(row.promotion_id);
      const source = String(row.source);
      const mates = people.get(`${promotionId ?? ''}|${source}`);
      return {
        ...bonusSums({ ...row, members: mates?.members, deposits: mates?.deposits }),
        promotionId,
        source,
        label: promotionId === null ? source : String(row.code ?? promotionId),
        day: null,
      };
    });
  }

  /** Bonus sums per site day that has any, with the deposits that day of the members paid that day. */
  async bonusesByDay(range: Instants): Promise<BonusGroupRow[]> {
    const [{ rows: sums }, people] = await Promise.all([
      sql<Row>`
        select m.day, sum(m.granted) as granted, sum(m.granted_count) as granted_count,
          sum(m.returned) as returned, sum(m.returned_count) as returned_count,
          sum(m.released) as released
        from (${this.bonusMovements(range)}) m
        group by m.day`.execute(this.db),
      this.distinctPeople(range, 'day'),
    ]);
    return sums.map((row) => {
      const day = String(row.day);
      const mates = people.get(day);
      return {
        ...bonusSums({ ...row, members: mates?.members, deposits: mates?.deposits }),
        promotionId: null,
        source: null,
        label: day,
        day,
      };
    });
  }

  /** The totals of the range: every member given a bonus counted once. */
  async bonusTotals(range: Instants): Promise<BonusSums> {
    const [{ rows }, people] = await Promise.all([
      sql<Row>`
        select sum(m.granted) as granted, sum(m.granted_count) as granted_count,
          sum(m.returned) as returned, sum(m.returned_count) as returned_count,
          sum(m.released) as released
        from (${this.bonusMovements(range)}) m`.execute(this.db),
      this.distinctPeople(range, 'all'),
    ]);
    const whole = people.get('1');
    return bonusSums({ ...rows[0], members: whole?.members, deposits: whole?.deposits });
  }

  private async distinctPeople(
    range: Instants,
    group: 'promotion' | 'day' | 'all',
  ): Promise<Map<string, { members: number; deposits: unknown }>> {
    const { rows } = await this.involvedDeposits(range, group).execute(this.db);
    const result = new Map<string, { members: number; deposits: unknown }>();
    for (const row of rows as Row[]) {
      const key =
        group === 'promotion'
          ? `${row.promotion_id === null ? '' : Number(row.promotion_id)}|${String(row.source)}`
          : group === 'day'
            ? String(row.day)
            : '1';
      result.set(key, { members: Number(row.members ?? 0), deposits: row.deposits });
    }
    return result;
  }

  /** One page of the bonuses granted by hand in the range, and their count and sum. */
  async manualBonuses(
    range: Instants,
    page: PageOf<'issuedAt' | 'amount'>,
  ): Promise<{ rows: ManualBonusRow[]; total: number; amount: bigint }> {
    const where = sql`b.source = 'adjustment' and b.issued_at >= ${range.from}
      and b.issued_at < ${range.to}`;
    const [{ rows }, { rows: sums }] = await Promise.all([
      sql<Row>`
        select b.id, b.bonus_no, b.member_id, m.account, b.amount, b.state,
          coalesce(b.reason, b.title) as reason, b.issued_at
        from bonuses b join members m on m.id = b.member_id
        where ${where}
        ${orderOf(page, { issuedAt: 'b.issued_at', amount: 'b.amount' }, 'b.id desc')}
        ${window(page)}`.execute(this.db),
      sql<Row>`select count(*) as n, sum(b.amount) as amount from bonuses b where ${where}`.execute(
        this.db,
      ),
    ]);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        bonusNo: String(row.bonus_no ?? ''),
        memberId: Number(row.member_id),
        account: String(row.account),
        amount: minorOf(row.amount),
        state: String(row.state),
        reason: row.reason === null ? null : String(row.reason),
        issuedAt: toIsoString(row.issued_at as string | Date),
      })),
      total: Number(sums[0]?.n ?? 0),
      amount: minorOf(sums[0]?.amount),
    };
  }

  // ---- Contract settlements ---------------------------------------------------------------

  private settlements(range: Instants, kind?: ContractKind) {
    return sql`s.period_start >= ${range.from} and s.period_start < ${range.to}
      ${kind === undefined ? sql`` : sql`and s.kind = ${kind}`}`;
  }

  private static readonly commissionSelect = sql`count(*) as settlements,
    sum(case when s.amount > 0 then 1 else 0 end) as paid_count,
    sum(s.valid_bets) as valid_bets, sum(s.gross) as gross, sum(s.amount) as paid`;

  /** Settlement sums per agent and kind of the periods starting in the range. */
  async commissionsByAgent(
    range: Instants,
    kind: ContractKind | undefined,
    page: PageOf<'label' | 'paid' | 'settlements' | 'validBets'>,
  ): Promise<{ rows: CommissionGroupRow[]; total: number }> {
    const grouped = sql`
      select s.holder_id, s.kind, max(m.account) as label, ${ReportsRepository.commissionSelect}
      from contract_settlements s join members m on m.id = s.holder_id
      where ${this.settlements(range, kind)}
      group by s.holder_id, s.kind`;
    const [{ rows }, total] = await Promise.all([
      sql<Row>`select * from (${grouped}) g
        ${orderOf(page, COMMISSION_COLUMNS, 'holder_id, kind')} ${window(page)}`.execute(this.db),
      this.countOf(grouped),
    ]);
    return {
      rows: rows.map((row) => ({
        ...commissionSums(row),
        kind: row.kind as ContractKind,
        agentId: Number(row.holder_id),
        label: String(row.label),
        day: null,
      })),
      total,
    };
  }

  /** Settlement sums per site day of the period's start and kind. */
  async commissionsByDay(
    range: Instants,
    kind: ContractKind | undefined,
    page: PageOf<'label' | 'paid' | 'settlements' | 'validBets'>,
  ): Promise<{ rows: CommissionGroupRow[]; total: number }> {
    const grouped = sql`
      select s.day as label, s.kind, ${ReportsRepository.commissionSelect}
      from (select ${this.siteDay('s.period_start')} as day, s.kind, s.amount, s.valid_bets,
          s.gross
        from contract_settlements s where ${this.settlements(range, kind)}) s
      group by s.day, s.kind`;
    const [{ rows }, total] = await Promise.all([
      sql<Row>`select * from (${grouped}) g
        ${orderOf(page, COMMISSION_COLUMNS, 'label, kind')} ${window(page)}`.execute(this.db),
      this.countOf(grouped),
    ]);
    return {
      rows: rows.map((row) => ({
        ...commissionSums(row),
        kind: row.kind as ContractKind,
        agentId: null,
        label: String(row.label),
        day: String(row.label),
      })),
      total,
    };
  }

  /** The sums of the range per kind. */
  async commissionsByKind(
    range: Instants,
    kind: ContractKind | undefined,
  ): Promise<(CommissionSums & { kind: ContractKind })[]> {
    const { rows } = await sql<Row>`
      select s.kind, ${ReportsRepository.commissionSelect}
      from contract_settlements s where ${this.settlements(range, kind)}
      group by s.kind order by s.kind`.execute(this.db);
    return rows.map((row) => ({ ...commissionSums(row), kind: row.kind as ContractKind }));
  }
}

/** The output columns a GGR page orders by. */
const GGR_COLUMNS = {
  label: 'label',
  bets: 'bets',
  payouts: 'payouts',
  ggr: 'ggr',
  rounds: 'rounds',
  players: 'players',
} as const;

const COMMISSION_COLUMNS = {
  label: 'label',
  paid: 'paid',
  settlements: 'settlements',
  validBets: 'valid_bets',
} as const;
