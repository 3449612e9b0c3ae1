import { randomUUID } from 'node:crypto';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import type { TestApp } from './helper.js';
import { toIsoString } from '../src/db/time.js';

/**
 * Raw records for the reports' recomputation tests (decision 050): members, rounds, bonuses,
 * deposits and contract settlements written straight into their tables on chosen site days.
 */

export const today = siteDayOf(new Date());

/** An instant of the site day `daysAgo` before today, `hour` o'clock GMT+8 (0 to 23). */
export const instantOf = (daysAgo: number, hour = 9) =>
  new Date(
    Date.parse(`${addSiteDays(today, -daysAgo)}T00:00:00Z`) + (hour - 8) * 3_600_000,
  ).toISOString();

/** The site day of a stored timestamp. */
export const dayOfStored = (value: Date | string | null) =>
  value === null ? null : siteDayOf(new Date(toIsoString(value)));

const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

export function reportRecords(t: TestApp) {
  return {
    async member(): Promise<number> {
      const account = unique('rep');
      const row = await t.db
        .insertInto('members')
        .values({
          account,
          account_key: account,
          nickname: account,
          password_hash: null,
          type: 0,
          status: 'active',
          profile: '{}',
          icon: 1,
          rank_level: 1,
          currency: 'MYR',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Games of different vendors (category and vassalage) from the catalogue. */
    async gamesOfVendors(count: number) {
      const games = await t.db
        .selectFrom('games')
        .select(['id', 'category_code', 'vassalage'])
        .orderBy('id')
        .execute();
      const picked: typeof games = [];
      const vendors = new Set<string>();
      for (const game of games) {
        const vendor = `${game.category_code}:${game.vassalage}`;
        const sameVendor = picked.filter(
          (other) => `${other.category_code}:${other.vassalage}` === vendor,
        ).length;
        // Two games of each vendor, so a vendor's row sums more than one game.
        if (
          (!vendors.has(vendor) && vendors.size < count) ||
          (vendors.has(vendor) && sameVendor < 2)
        ) {
          vendors.add(vendor);
          picked.push(game);
        }
      }
      return picked;
    },

    async round(
      memberId: number,
      game: { id: number; category_code: string; vassalage: string },
      settledAt: string | null,
      stake: bigint,
      payout: bigint,
      status: 'settled' | 'open' | 'cancelled' = 'settled',
    ) {
      await t.db
        .insertInto('bet_rounds')
        .values({
          provider: 'report-test',
          round_id: randomUUID(),
          member_id: memberId,
          game_id: game.id,
          category_code: game.category_code,
          vassalage: game.vassalage,
          wallet: 'main',
          currency: 'MYR',
          stake,
          payout,
          status,
          created_at: settledAt ?? instantOf(0),
          settled_at: settledAt,
        })
        .execute();
    },

    async deposit(memberId: number, creditedAt: string, amount: bigint, status = 'success') {
      const channel = await t.db
        .selectFrom('deposit_channels')
        .select('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const orderNo = unique('D');
      await t.db
        .insertInto('deposit_orders')
        .values({
          order_no: orderNo,
          member_id: memberId,
          channel_id: channel.id,
          amount,
          currency: 'MYR',
          status: status as 'success',
          client_reference: orderNo,
          request_hash: orderNo,
          turnover_bps: 0,
          credited_at: status === 'success' ? creditedAt : null,
          created_at: creditedAt,
          updated_at: creditedAt,
        })
        .execute();
    },

    async bonus(
      memberId: number,
      options: {
        promotionId: number | null;
        source: 'deposit_match' | 'cashback' | 'adjustment' | 'mission';
        amount: bigint;
        issuedAt: string;
        state?: 'in_progress' | 'completed' | 'expired' | 'forfeited' | 'cancelled';
        endedAt?: string;
        reason?: string;
      },
    ) {
      const bonusNo = unique('B');
      await t.db
        .insertInto('bonuses')
        .values({
          bonus_no: bonusNo,
          member_id: memberId,
          promotion_id: options.promotionId,
          source: options.source,
          reference: bonusNo,
          amount: options.amount,
          currency: 'MYR',
          turnover_required: 0n,
          state: options.state ?? 'in_progress',
          reason: options.reason ?? null,
          issued_at: options.issuedAt,
          expires_at: addDays(options.issuedAt, 30),
          ended_at: options.endedAt ?? null,
          updated_at: options.endedAt ?? options.issuedAt,
        })
        .execute();
    },

    async promotion(code: string, kind: 'deposit_match' | 'cashback' = 'deposit_match') {
      const row = await t.db
        .insertInto('promotions')
        .values({
          code,
          kind,
          type: 'reload',
          status: 'published',
          starts_at: instantOf(60),
          terms: '{}',
          eligibility: '{}',
          bonus_rules: '{}',
          sort_order: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async contract(holderId: number, kind: 'dividend' | 'daily' | 'hourly' | 'realtime') {
      const row = await t.db
        .insertInto('contracts')
        .values({
          kind,
          holder_id: holderId,
          grantor_id: null,
          period: kind === 'dividend' ? 'weekly' : null,
          tiers: '[]',
          state: 'active',
          started_at: instantOf(30),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async settlement(
      contractId: number,
      holderId: number,
      kind: 'dividend' | 'daily' | 'hourly' | 'realtime',
      periodStart: string,
      figures: { validBets: bigint; gross: bigint; amount: bigint },
    ) {
      await t.db
        .insertInto('contract_settlements')
        .values({
          kind,
          schedule: `${kind}-test`,
          contract_id: contractId,
          holder_id: holderId,
          period_start: periodStart,
          period_end: addDays(periodStart, 1),
          active_members: 3,
          valid_bets: figures.validBets,
          bets: figures.validBets,
          payouts: 0n,
          bonuses: 0n,
          wins: 0n,
          losses: 0n,
          tier: 1,
          rates: '{}',
          gross: figures.gross,
          downline_gross: 0n,
          amount: figures.amount,
          carry_in: 0n,
          carry_out: 0n,
          reference: unique('settle'),
          transfer_id: null,
        })
        .execute();
    },
  };
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString();
