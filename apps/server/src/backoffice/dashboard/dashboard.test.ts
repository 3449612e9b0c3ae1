import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { majorNumber } from '@portal/shared/money';
import {
  dashboardQueuesValueSchema,
  dashboardSeriesValueSchema,
  dashboardValueSchema,
  type DashboardFigures,
} from '@portal/shared/schemas/operator-dashboard';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createChannel, type TestChannel } from '../../../test/deposits.js';
import { untilEventsVisible } from '../../../test/events.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { rebuildAgencyFigures } from '../../agency/reports/figures-rebuild.js';
import { EventOutbox } from '../../platform/events/event-outbox.js';

const t = useTestApp();
const outbox = () => new EventOutbox(t.db);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

const today = siteDayOf(new Date());
/** Early in a site day (09:00 GMT+8), `days` before today. */
const instantOf = (days: number) => `${addSiteDays(today, -days)}T01:00:00.000Z`;
const CATEGORIES = ['RNG', 'LIVE', 'SPORTS'];

let headers: Headers;
let channel: TestChannel;
let gameId: number;

/** The raw records of one member, each with the event its module writes, on past days. */
const records = {
  member: (daysAgo: number) =>
    inTransaction(t.db, async (trx) => {
      const account = `dash${randomUUID().slice(0, 10)}`;
      const at = instantOf(daysAgo);
      const row = await trx
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
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await outbox().append(trx, {
        type: 'member.registered',
        key: `member.registered:${row.id}`,
        memberId: row.id,
        payload: {
          memberId: row.id,
          account,
          referrerId: null,
          affiliateCode: null,
          uplineId: null,
          registeredAt: at,
        },
        occurredAt: new Date(at),
      });
      return row.id;
    }),

  deposit: (memberId: number, daysAgo: number, amount: bigint) =>
    inTransaction(t.db, async (trx) => {
      const orderNo = `D${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      const at = instantOf(daysAgo);
      await trx
        .insertInto('deposit_orders')
        .values({
          order_no: orderNo,
          member_id: memberId,
          channel_id: channel.id,
          amount,
          currency: 'MYR',
          status: 'success',
          client_reference: orderNo,
          request_hash: orderNo,
          turnover_bps: 0,
          credited_at: at,
          updated_at: at,
        })
        .execute();
      await outbox().append(trx, {
        type: 'deposit.credited',
        key: `deposit.credited:${orderNo}`,
        memberId,
        payload: {
          orderNo,
          memberId,
          amount: String(amount),
          currency: 'MYR',
          channelId: channel.id,
          creditedAt: at,
        },
        occurredAt: new Date(at),
      });
    }),

  /** A paid withdrawal; `refundedDaysAgo` refunds it whole on that day. */
  withdrawal: (memberId: number, daysAgo: number, amount: bigint, refundedDaysAgo?: number) =>
    inTransaction(t.db, async (trx) => {
      const orderNo = `W${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      const paidAt = instantOf(daysAgo);
      const refundedAt = refundedDaysAgo === undefined ? null : instantOf(refundedDaysAgo);
      const card = await trx
        .insertInto('bank_cards')
        .values({
          member_id: memberId,
          bank_code: 'MBB',
          account_number: randomUUID().replaceAll('-', '').slice(0, 16),
          holder_name: 'Dash Board',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('withdrawals')
        .values({
          order_no: orderNo,
          member_id: memberId,
          reference: orderNo,
          bank_card_id: card.id,
          amount,
          currency: 'MYR',
          status: refundedAt ? 'refunded' : 'approved',
          decided_at: paidAt,
          refunded_amount: refundedAt ? amount : null,
          resolved_at: refundedAt,
          created_at: paidAt,
          updated_at: refundedAt ?? paidAt,
        })
        .execute();
      const order = { orderNo, memberId, amount: String(amount), currency: 'MYR' };
      await outbox().append(trx, {
        type: 'withdrawal.paid',
        key: `withdrawal.paid:${orderNo}`,
        memberId,
        payload: { ...order, paidAt },
        occurredAt: new Date(paidAt),
      });
      if (refundedAt) {
        await outbox().append(trx, {
          type: 'withdrawal.returned',
          key: `withdrawal.returned:${orderNo}`,
          memberId,
          payload: { ...order, reason: 'refunded', returnedAt: refundedAt },
          occurredAt: new Date(refundedAt),
        });
      }
    }),

  /** A bonus whose turnover was met: released to the main wallet. */
  bonus: (memberId: number, daysAgo: number, amount: bigint) =>
    inTransaction(t.db, async (trx) => {
      const at = instantOf(daysAgo);
      const bonusNo = `B${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      const row = await trx
        .insertInto('bonuses')
        .values({
          bonus_no: bonusNo,
          member_id: memberId,
          source: 'adjustment',
          reference: bonusNo,
          amount,
          currency: 'MYR',
          turnover_required: 0n,
          state: 'completed',
          issued_at: at,
          expires_at: at,
          ended_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await outbox().append(trx, {
        type: 'bonus.released',
        key: `bonus.released:${row.id}`,
        memberId,
        payload: {
          bonusId: row.id,
          bonusNo,
          memberId,
          amount: String(amount),
          currency: 'MYR',
          releasedAt: at,
        },
        occurredAt: new Date(at),
      });
    }),

  bet: (memberId: number, daysAgo: number, category: string, stake: bigint, payout: bigint) =>
    inTransaction(t.db, async (trx) => {
      const roundId = randomUUID();
      const at = instantOf(daysAgo);
      await trx
        .insertInto('bet_rounds')
        .values({
          provider: 'test',
          round_id: roundId,
          member_id: memberId,
          game_id: gameId,
          category_code: category,
          vassalage: 'TEST',
          wallet: 'main',
          currency: 'MYR',
          stake,
          payout,
          status: 'settled',
          created_at: at,
          settled_at: at,
        })
        .execute();
      await outbox().append(trx, {
        type: 'bet.settled',
        key: `bet.settled:test:${roundId}`,
        memberId,
        payload: {
          provider: 'test',
          roundId,
          memberId,
          gameId,
          categoryCode: category,
          vendor: 'TEST',
          currency: 'MYR',
          stake: String(stake),
          payout: String(payout),
          validTurnover: String(stake),
          settledAt: at,
        },
        occurredAt: new Date(at),
      });
    }),
};

async function drain(): Promise<void> {
  await untilEventsVisible(t);
  for (let pass = 0; pass < 50; pass++) {
    const summary = await t.app.services.events.runOnce();
    if (summary.failed > 0) throw new Error('an event failed');
    if (summary.handled === 0) return;
  }
}

/** What the figures of [from, to] are, recomputed from the raw records of every table. */
async function recompute(from: string, to: string) {
  const dayOf = (value: Date | string | null) =>
    value === null ? null : siteDayOf(new Date(toIsoString(value)));
  const inRange = (day: string | null): day is string => day !== null && day >= from && day <= to;
  const [members, deposits, withdrawals, bonuses, rounds] = await Promise.all([
    t.db.selectFrom('members').select(['type', 'created_at']).execute(),
    t.db
      .selectFrom('deposit_orders')
      .select(['member_id', 'amount', 'credited_at'])
      .where('status', '=', 'success')
      .execute(),
    t.db
      .selectFrom('withdrawals')
      .select(['amount', 'status', 'decided_at', 'refunded_amount', 'resolved_at'])
      .execute(),
    t.db
      .selectFrom('bonuses')
      .select(['amount', 'ended_at'])
      .where('state', '=', 'completed')
      .execute(),
    t.db
      .selectFrom('bet_rounds')
      .select(['member_id', 'category_code', 'stake', 'payout', 'settled_at'])
      .where('status', '=', 'settled')
      .execute(),
  ]);
  const sum = <T>(rows: T[], value: (row: T) => bigint) =>
    rows.reduce((total, row) => total + value(row), 0n);
  const firstDay = new Map<number, string>();
  for (const row of deposits) {
    const day = dayOf(row.credited_at)!;
    const earlier = firstDay.get(row.member_id);
    if (earlier === undefined || day < earlier) firstDay.set(row.member_id, day);
  }
  const depositsIn = deposits.filter((row) => inRange(dayOf(row.credited_at)));
  const paid = withdrawals.filter(
    (row) =>
      row.status !== 'pending' && row.status !== 'rejected' && inRange(dayOf(row.decided_at)),
  );
  const refunded = withdrawals.filter(
    (row) => row.status === 'refunded' && inRange(dayOf(row.resolved_at)),
  );
  const roundsIn = rounds.filter((row) => inRange(dayOf(row.settled_at)));
  const deposited = sum(depositsIn, (row) => BigInt(row.amount));
  const withdrawn =
    sum(paid, (row) => BigInt(row.amount)) - sum(refunded, (row) => BigInt(row.refunded_amount!));
  const staked = sum(roundsIn, (row) => BigInt(row.stake));
  const paidOut = sum(roundsIn, (row) => BigInt(row.payout));
  const figures: DashboardFigures = {
    deposits: majorNumber(deposited),
    depositCount: depositsIn.length,
    withdrawals: majorNumber(withdrawn),
    netCash: majorNumber(deposited - withdrawn),
    bets: majorNumber(staked),
    betCount: roundsIn.length,
    payouts: majorNumber(paidOut),
    ggr: majorNumber(staked - paidOut),
    bonusCost: majorNumber(
      sum(
        bonuses.filter((row) => inRange(dayOf(row.ended_at))),
        (row) => BigInt(row.amount),
      ),
    ),
    registrations: members.filter((row) => row.type !== 4 && inRange(dayOf(row.created_at))).length,
    firstDeposits: [...firstDay.values()].filter((day) => inRange(day)).length,
    activeMembers: new Set(roundsIn.map((row) => row.member_id)).size,
  };
  const categories = new Map<string, { bets: bigint; payouts: bigint; count: number }>();
  for (const row of roundsIn) {
    const kept = categories.get(row.category_code) ?? { bets: 0n, payouts: 0n, count: 0 };
    kept.bets += BigInt(row.stake);
    kept.payouts += BigInt(row.payout);
    kept.count += 1;
    categories.set(row.category_code, kept);
  }
  return {
    figures,
    categories: [...categories.entries()]
      .map(([category, { bets, payouts, count }]) => ({
        category,
        bets: majorNumber(bets),
        betCount: count,
        payouts: majorNumber(payouts),
        ggr: majorNumber(bets - payouts),
      }))
      .sort((a, b) => b.bets - a.bets || a.category.localeCompare(b.category)),
  };
}

beforeAll(async () => {
  headers = (await staffWithToken(t, 'viewer')).headers;
  channel = await createChannel(t);
  gameId = (await t.db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow()).id;
  // The demo seed writes its records without events: the figures start from a rebuild.
  await rebuildAgencyFigures(t.db);

  // Five days of a small site: registrations, deposits (first and later), withdrawals (one
  // refunded on a later day), released bonuses and bets in three categories.
  for (let day = 4; day >= 0; day--) {
    const ids = [await records.member(day), await records.member(day)];
    for (const [index, id] of ids.entries()) {
      await records.deposit(id, day, BigInt(10_000 * (day + 1) + index * 123));
      if (index === 0) await records.deposit(id, day, 5_050n);
      await records.bet(id, day, CATEGORIES[(day + index) % 3]!, 2_000n + BigInt(day), 1_500n);
      await records.bet(id, day, CATEGORIES[index]!, 700n, 2_100n);
    }
    await records.withdrawal(ids[0]!, day, 3_333n, day >= 2 ? day - 1 : undefined);
    await records.bonus(ids[1]!, day, 999n + BigInt(day));
  }
  await drain();
});

describe('GET /wps/operator/dashboard', () => {
  it('equals a recomputation from the raw records for a range of days', async () => {
    const from = addSiteDays(today, -4);
    const value = expectValue(
      await get(`/wps/operator/dashboard?from=${from}&to=${today}`, headers),
      dashboardValueSchema,
    );
    const expected = await recompute(from, today);
    expect(value).toEqual({ from, to: today, currency: 'MYR', ...expected });
    expect(value.categories.map((row) => row.category)).toEqual(expect.arrayContaining(CATEGORIES));
    expect(value.figures.bets).toBeGreaterThan(0);
  });

  it('equals the recomputation for each single day and for today by default', async () => {
    for (let day = 0; day <= 4; day++) {
      const date = addSiteDays(today, -day);
      const value = expectValue(
        await get(`/wps/operator/dashboard?from=${date}&to=${date}`, headers),
        dashboardValueSchema,
      );
      expect(value.figures).toEqual((await recompute(date, date)).figures);
    }
    const byDefault = expectValue(
      await get('/wps/operator/dashboard', headers),
      dashboardValueSchema,
    );
    expect(byDefault).toMatchObject({ from: today, to: today });
    expect(byDefault.figures).toEqual((await recompute(today, today)).figures);
    expect(byDefault.figures.registrations).toBeGreaterThanOrEqual(2);
  });

  it('refuses days that do not exist, reversed or too long ranges, and calls without a token', async () => {
    const bad = (query: string) => get(`/wps/operator/dashboard?${query}`, headers);
    expectError(await bad('from=2025-02-30'), 400, 'VALIDATION_FAILED');
    expectError(await bad('from=20250101'), 400, 'VALIDATION_FAILED');
    expectError(await bad(`from=${today}&to=${addSiteDays(today, -1)}`), 400, 'VALIDATION_FAILED');
    expectError(
      await bad(`from=${addSiteDays(today, -366)}&to=${today}`),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await bad('days=3'), 400, 'VALIDATION_FAILED');
    expectError(await get('/wps/operator/dashboard', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('GET /wps/operator/dashboard/series', () => {
  it('gives one point per day, oldest first, each equal to that day’s recomputation', async () => {
    const value = expectValue(
      await get('/wps/operator/dashboard/series?days=7', headers),
      dashboardSeriesValueSchema,
    );
    expect(value.points.map((point) => point.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addSiteDays(today, index - 6)),
    );
    for (const point of value.points) {
      const { day, ...figures } = point;
      expect(figures).toEqual((await recompute(day, day)).figures);
    }
    const month = expectValue(
      await get('/wps/operator/dashboard/series', headers),
      dashboardSeriesValueSchema,
    );
    expect(month.points).toHaveLength(30);
    expectError(
      await get('/wps/operator/dashboard/series?days=91', headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get('/wps/operator/dashboard/series', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('GET /wps/operator/dashboard/queues', () => {
  it('counts each queue, the money it holds and the age of its oldest item', async () => {
    const queues = async () =>
      new Map(
        expectValue(
          await get('/wps/operator/dashboard/queues', headers),
          dashboardQueuesValueSchema,
        ).queues.map((queue) => [queue.key, queue]),
      );
    const before = await queues();
    expect([...before.keys()]).toEqual([
      'deposits.pending',
      'withdrawals.pending',
      'withdrawals.disputed',
      'adjustments.pending',
      'promotionApplications.pending',
      'pointRedeems.pending',
      'feedback.open',
      'riskCases.open',
    ]);

    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const memberId = await records.member(0);
    const bank = await createChannel(t, { type: 'bank_transfer' });
    await t.db
      .insertInto('deposit_orders')
      .values({
        order_no: `D${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        member_id: memberId,
        channel_id: bank.id,
        amount: 12_345n,
        currency: 'MYR',
        status: 'pending',
        client_reference: randomUUID(),
        request_hash: randomUUID(),
        turnover_bps: 0,
        created_at: hourAgo,
        updated_at: hourAgo,
      })
      .execute();
    // A gateway order waits for the payer, not for staff.
    await t.db
      .insertInto('deposit_orders')
      .values({
        order_no: `D${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        member_id: memberId,
        channel_id: channel.id,
        amount: 99_999n,
        currency: 'MYR',
        status: 'pending',
        client_reference: randomUUID(),
        request_hash: randomUUID(),
        turnover_bps: 0,
        updated_at: hourAgo,
      })
      .execute();
    await t.db
      .insertInto('feedback')
      .values({
        type: 'other',
        content: 'Help',
        ip: '10.0.0.1',
        language: 'EN',
        created_at: hourAgo,
      })
      .execute();
    const finance = await staffWithToken(t, 'finance');
    await t.app.inject({
      method: 'POST',
      url: `/wps/operator/members/${memberId}/adjustments`,
      headers: finance.headers,
      payload: { amount: '5000', reason: 'Queue test' },
    });

    const after = await queues();
    const grew = (key: string) => ({
      count: after.get(key as never)!.count - before.get(key as never)!.count,
      amount:
        after.get(key as never)!.amount === null
          ? null
          : Math.round(
              (after.get(key as never)!.amount! - before.get(key as never)!.amount!) * 100,
            ),
    });
    expect(grew('deposits.pending')).toEqual({ count: 1, amount: 12_345 });
    expect(grew('feedback.open')).toEqual({ count: 1, amount: null });
    expect(grew('adjustments.pending')).toEqual({ count: 1, amount: 500_000 });
    expect(grew('withdrawals.pending')).toEqual({ count: 0, amount: 0 });
    expect(after.get('deposits.pending')!.oldestAgeSeconds).toBeGreaterThanOrEqual(3_599);
    expect(after.get('feedback.open')!.oldestAgeSeconds).toBeGreaterThanOrEqual(3_599);
    expectError(await get('/wps/operator/dashboard/queues', {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await get('/wps/operator/dashboard/queues?all=1', headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});
