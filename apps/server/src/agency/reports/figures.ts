import { sql, type Insertable } from 'kysely';
import type { DB } from '../../db/database.js';
import { minorOf } from '../../db/minor.js';
import type { FigureColumns } from './reports.tables.js';
import type { Trx } from '../../db/transaction.js';
import { siteDayOf, siteWeekStart } from '@portal/shared/site-day';

/** The count columns of a figures row. */
export const COUNT_FIELDS = [
  'registrations',
  'first_deposits',
  'deposit_count',
  'bet_count',
] as const;
/** The money columns of a figures row (minor units). */
export const MONEY_FIELDS = [
  'deposits',
  'withdrawals',
  'bets',
  'valid_bets',
  'payouts',
  'bonuses',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** What one member (or team) adds to one day and category. */
export type Figures = Record<CountField, number> & Record<MoneyField, bigint>;

export const zeroFigures = (): Figures => ({
  registrations: 0,
  first_deposits: 0,
  deposit_count: 0,
  bet_count: 0,
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  valid_bets: 0n,
  payouts: 0n,
  bonuses: 0n,
});

/** Adds `from` into `into` (times `sign`). */
export function addFigures(into: Figures, from: Figures, sign: 1 | -1 = 1): void {
  for (const field of COUNT_FIELDS) into[field] += sign * from[field];
  for (const field of MONEY_FIELDS) into[field] += BigInt(sign) * from[field];
}

/** Reads a figures row (or sums of one) from the database. */
export function figuresOf(row: Record<string, unknown>): Figures {
  const figures = zeroFigures();
  for (const field of COUNT_FIELDS) figures[field] = Number(row[field] ?? 0);
  for (const field of MONEY_FIELDS) figures[field] = minorOf(row[field]);
  return figures;
}

/** The periods a site day belongs to, as agency_activity names them. */
export function periodsOfDay(day: string): string[] {
  return [`D${day}`, `W${siteWeekStart(day)}`, `M${day.slice(0, 7)}`];
}

/** The site day (GMT+8) of an ISO instant. */
export const dayOf = (instant: string | Date): string =>
  siteDayOf(instant instanceof Date ? instant : new Date(instant));

/** Figures keyed by owner (member or agent), day and category. */
export class FigureSheet {
  private readonly rows = new Map<
    string,
    { owner: number; day: string; category: string; figures: Figures }
  >();

  add(owner: number, day: string, category: string, change: Partial<Figures>, sign: 1 | -1 = 1) {
    const key = `${owner}|${day}|${category}`;
    let row = this.rows.get(key);
    if (!row) {
      row = { owner, day, category, figures: zeroFigures() };
      this.rows.set(key, row);
    }
    addFigures(row.figures, { ...zeroFigures(), ...change }, sign);
  }

  get size(): number {
    return this.rows.size;
  }

  entries() {
    return [...this.rows.values()];
  }

  owners(): number[] {
    return [...new Set(this.entries().map((row) => row.owner))];
  }
}

/** Rows per statement: 15 values a row stays far below SQLite's 32,766 variables. */
const CHUNK = 500;

function rowValues(day: string, category: string, figures: Figures): Insertable<FigureColumns> {
  return { day, category, ...figures };
}

/** Adds each row of `sheet` to member_daily_figures (a new row, or the sums of an existing one). */
export async function addMemberFigures(trx: DB | Trx, sheet: FigureSheet): Promise<void> {
  const rows = sheet.entries();
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('member_daily_figures')
      .values(
        rows.slice(start, start + CHUNK).map(({ owner, day, category, figures }) => ({
          member_id: owner,
          ...rowValues(day, category, figures),
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['member_id', 'day', 'category'])
          .doUpdateSet(sumsOf('member_daily_figures')),
      )
      .execute();
  }
}

/** Adds each row of `sheet` to team_daily_figures. */
export async function addTeamFigures(trx: DB | Trx, sheet: FigureSheet): Promise<void> {
  const rows = sheet.entries();
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('team_daily_figures')
      .values(
        rows.slice(start, start + CHUNK).map(({ owner, day, category, figures }) => ({
          agent_id: owner,
          ...rowValues(day, category, figures),
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'day', 'category']).doUpdateSet(sumsOf('team_daily_figures')),
      )
      .execute();
  }
}

/** `column = table.column + excluded.column` for every figures column. */
function sumsOf(table: 'member_daily_figures' | 'team_daily_figures') {
  const set: Record<string, ReturnType<typeof sql>> = {};
  for (const field of [...COUNT_FIELDS, ...MONEY_FIELDS]) {
    set[field] = sql`${sql.ref(`${table}.${field}`)} + excluded.${sql.ref(field)}`;
  }
  return set;
}

/** Adds `active` members to each agent's period (negative when a subtree leaves). */
export async function addTeamActivity(
  trx: DB | Trx,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = [...counts.entries()]
    .filter(([, active]) => active !== 0)
    .map(([key, active]) => {
      const [agent, period] = key.split('|') as [string, string];
      return { agent_id: Number(agent), period, active_members: active };
    });
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto('team_activity')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((conflict) =>
        conflict.columns(['agent_id', 'period']).doUpdateSet({
          active_members: sql`team_activity.active_members + excluded.active_members`,
        }),
      )
      .execute();
  }
}

/** Each member's ancestors (the member itself included) in the tree as it is now. */
export async function ancestorsOf(
  trx: DB | Trx,
  memberIds: readonly number[],
): Promise<Map<number, number[]>> {
  const ancestors = new Map<number, number[]>();
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const rows = await trx
      .selectFrom('agency_tree')
      .select(['ancestor_id', 'descendant_id'])
      .where('descendant_id', 'in', memberIds.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      const list = ancestors.get(row.descendant_id) ?? [];
      list.push(row.ancestor_id);
      ancestors.set(row.descendant_id, list);
    }
  }
  return ancestors;
}
