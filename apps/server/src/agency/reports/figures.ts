import { minorOf } from '../../db/minor.js';
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
