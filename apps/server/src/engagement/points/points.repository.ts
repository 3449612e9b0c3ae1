import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Executor, Trx } from '../../db/transaction.js';
import { minor } from '../../db/minor.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { ConversionRule, EarningRate, PointFraction } from './points-math.js';

export type Localized = Partial<Record<string, string>>;

export interface PointsSettings {
  enabled: boolean;
  conversion: ConversionRule;
  minConvertPoints: bigint;
  rules: Localized;
}

export interface MovementRow {
  id: number;
  createdAt: string;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The ledger kinds of each points movement type (ODSFE2_MemTransDet). */
export const movementKinds = {
  earn: [TransferKind.pointsEarn],
  redeem: [TransferKind.pointsRedeem],
  return: [TransferKind.pointsReturn],
  convert: [TransferKind.pointsConvert],
  adjustment: [TransferKind.adjustment],
} as const;

/**
 * The points settings, earning rates and carries, and what the mall reads of members and of
 * the ledger (points details). The catalogue: points-catalogue.repository.ts; redeems:
 * points-orders.repository.ts.
 */
export class PointsRepository {
  constructor(private readonly db: DB) {}

  async settings(executor: Executor = this.db): Promise<PointsSettings> {
    const row = await executor
      .selectFrom('points_config')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return {
      enabled: Number(row.enabled) === 1,
      conversion: { points: minor(row.convert_points), amount: minor(row.convert_amount) },
      minConvertPoints: minor(row.min_convert_points),
      rules: JSON.parse(row.rules) as Localized,
    };
  }

  async saveSettings(trx: Trx, settings: PointsSettings, now: string): Promise<void> {
    await trx
      .updateTable('points_config')
      .set({
        enabled: settings.enabled ? 1 : 0,
        convert_points: settings.conversion.points,
        convert_amount: settings.conversion.amount,
        min_convert_points: settings.minConvertPoints,
        rules: JSON.stringify(settings.rules),
        updated_at: now,
      })
      .where('id', '=', 1)
      .execute();
  }

  async rates(executor: Executor = this.db): Promise<Map<string, EarningRate>> {
    const rows = await executor
      .selectFrom('points_earning_rates')
      .selectAll()
      .orderBy('category_code')
      .execute();
    return new Map(
      rows.map((row) => [
        row.category_code,
        { points: minor(row.points), perAmount: minor(row.per_amount) },
      ]),
    );
  }

  /** The fractions of a point the members carry, keyed `<member id>|<category>`. */
  async carries(trx: Trx, memberIds: readonly number[]): Promise<Map<string, PointFraction>> {
    const found = new Map<string, PointFraction>();
    for (let i = 0; i < memberIds.length; i += 500) {
      const rows = await trx
        .selectFrom('points_carry')
        .select(['member_id', 'category_code', 'num', 'den'])
        .where('member_id', 'in', memberIds.slice(i, i + 500))
        .execute();
      for (const row of rows) {
        found.set(carryKey(row.member_id, row.category_code), {
          num: minor(row.num),
          den: minor(row.den),
        });
      }
    }
    return found;
  }

  /** Stores the fractions the members carry now (a whole point paid leaves 0 / 1). */
  async saveCarries(trx: Trx, carries: ReadonlyMap<string, PointFraction>, now: string) {
    const rows = [...carries].map(([key, fraction]) => {
      const [member, category] = key.split('|') as [string, string];
      return {
        member_id: Number(member),
        category_code: category,
        num: fraction.num,
        den: fraction.den,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('points_carry')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) =>
          oc.columns(['member_id', 'category_code']).doUpdateSet({
            num: sql`excluded.num`,
            den: sql`excluded.den`,
            updated_at: sql`excluded.updated_at`,
          }),
        )
        .execute();
    }
  }

  async replaceRates(trx: Trx, rates: Map<string, EarningRate>, now: string): Promise<void> {
    await trx.deleteFrom('points_earning_rates').execute();
    if (rates.size === 0) return;
    await trx
      .insertInto('points_earning_rates')
      .values(
        [...rates].map(([category, rate]) => ({
          category_code: category,
          points: rate.points,
          per_amount: rate.perAmount,
          updated_at: now,
        })),
      )
      .execute();
  }

  /** Entries of the member's points wallet, newest first. */
  async movements(filter: {
    memberId: number;
    from: string;
    to: string;
    kinds?: readonly string[];
    page: number;
    pageSize: number;
  }): Promise<Page<MovementRow>> {
    let query = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .where('a.member_id', '=', filter.memberId)
      .where('a.wallet', '=', 'points')
      .where('e.created_at', '>=', filter.from)
      .where('e.created_at', '<', filter.to);
    if (filter.kinds) query = query.where('t.kind', 'in', [...filter.kinds]);
    const [rows, count] = await Promise.all([
      query
        .select(['e.id', 'e.created_at', 'e.amount', 'e.balance_after', 't.kind', 't.reference'])
        .orderBy('e.id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        createdAt: iso(row.created_at),
        kind: row.kind,
        amount: minor(row.amount),
        balanceAfter: minor(row.balance_after),
        reference: row.reference,
      })),
      total: Number(count.n),
    };
  }

  /** The members among `ids` that are trial accounts (they earn no points). */
  async trialMembers(executor: Executor, ids: number[], trialType: number): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await executor
      .selectFrom('members')
      .select('id')
      .where('id', 'in', ids)
      .where('type', '=', trialType)
      .execute();
    return new Set(rows.map((row) => Number(row.id)));
  }

  async member(accountKey: string, executor: Executor = this.db) {
    return (
      (await executor
        .selectFrom('members')
        .select(['id', 'account', 'currency'])
        .where('account_key', '=', accountKey)
        .executeTakeFirst()) ?? null
    );
  }

  async memberCurrency(memberId: number, executor: Executor = this.db): Promise<string> {
    const row = await executor
      .selectFrom('members')
      .select('currency')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.currency;
  }

  async accountOf(memberId: number, executor: Executor = this.db): Promise<string> {
    const row = await executor
      .selectFrom('members')
      .select('account')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.account;
  }
}

/** The key of a member's carry in one game category. */
export const carryKey = (memberId: number, category: string) => `${memberId}|${category}`;
