import { describe, expect, it } from 'vitest';
import {
  convertPointValueSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointMovementsValueSchema,
  pointRewardsValueSchema,
  redeemPointListValueSchema,
  redeemPointRewardValueSchema,
  type OperatorPointConfig,
} from '@portal/shared/schemas/points';
import { walletBalanceSchema } from '@portal/shared/schemas/wallet';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createReward,
  givePoints,
  pointsOf,
  postConvert,
  postRedeem,
  rewardInput,
  settleBet,
} from '../../../test/points.js';
import { runConsumers } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { fund, readyMember } from '../../../test/withdrawals.js';

const t = useTestApp();

/** A reward-centre prize table for a ticket kind (decision 029), or none. */
const withPrizeTable = (kind: string) =>
  t.db
    .insertInto('ticket_prize_tables')
    .values({
      kind,
      expiry_days: 7,
      bonus_expiry_days: 7,
      prizes: JSON.stringify([
        {
          type: 'nothing',
          labels: { EN: 'Nothing' },
          amount: null,
          turnoverMultiple: null,
          points: null,
          ticketKind: null,
          weight: 1,
        },
      ]),
    })
    .onConflict((conflict) => conflict.column('kind').doNothing())
    .execute();
const withoutPrizeTable = (kind: string) =>
  t.db.deleteFrom('ticket_prize_tables').where('kind', '=', kind).execute();

const DEFAULT_CONFIG: OperatorPointConfig = {
  enabled: true,
  conversion: { points: 100, amount: 1, minPoints: 1000 },
  rules: { EN: 'Points never expire.', CN: '积分永不过期。' },
};

async function admin() {
  return staffWithToken(t, 'admin');
}

async function putConfig(config: OperatorPointConfig) {
  const headers = (await admin()).headers;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/operator/points/config',
    headers,
    payload: config,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function redeemCount(memberId: number) {
  const row = await t.db
    .selectFrom('point_redeems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('earning (points-earner on bet.settled)', () => {
  it('earns floor(turnover x rate) per settled bet, once, and never for a trial account', async () => {
    const member = await readyMember(t, { card: false, funds: 0n });
    // Seeded rates: RNG 5 points and LIVE 2 points per 10.00.
    await settleBet(t, member.id, 'RNG', 2_500n); // 12.5 -> 12
    await settleBet(t, member.id, 'LIVE', 999n); // 1.998 -> 1
    await settleBet(t, member.id, 'UNKNOWN', 100_000n); // no rate
    await runConsumers(t);
    await runConsumers(t);
    expect(await pointsOf(t, member.id)).toBe(13n);

    const trial = await createMember(t, { type: 4 });
    await settleBet(t, trial.id, 'RNG', 100_000n);
    await runConsumers(t);
    expect(await pointsOf(t, trial.id)).toBe(0n);

    const moves = expectValue(
      await get('/wps/relay/ODSFE2_MemTransDet', member.headers),
      pointMovementsValueSchema,
    );
    expect(moves.balance).toBe(13);
    expect(moves.list.map((m) => [m.type, m.points, m.balanceAfter])).toEqual([
      ['earn', 1, 13],
      ['earn', 12, 12],
    ]);
  });

  it('adds up the fractions of small bets per category until they make whole points', async () => {
    const member = await readyMember(t, { card: false, funds: 0n });
    // RNG 5 points per 10.00: a 1.00 spin earns half a point.
    for (let spin = 0; spin < 5; spin += 1) await settleBet(t, member.id, 'RNG', 100n);
    // LIVE 2 points per 10.00: 2.50 earns half a point, kept apart from RNG's.
    await settleBet(t, member.id, 'LIVE', 250n);
    await runConsumers(t);
    expect(await pointsOf(t, member.id)).toBe(2n);
    const carries = await t.db
      .selectFrom('points_carry')
      .select(['category_code', 'num', 'den'])
      .where('member_id', '=', member.id)
      .orderBy('category_code')
      .execute();
    expect(carries.map((row) => [row.category_code, Number(row.num), Number(row.den)])).toEqual([
      ['LIVE', 1, 2],
      ['RNG', 1, 2],
    ]);

    await settleBet(t, member.id, 'RNG', 100n);
    await runConsumers(t);
    expect(await pointsOf(t, member.id)).toBe(3n);
  });
});

describe('MCS2_getPointBalance', () => {
  it('answers the points and their cash value; visitors 401, trial accounts 403', async () => {
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 1_250n);
    const value = expectValue(
      await get('/wps/relay/MCS2_getPointBalance', member.headers),
      pointBalanceSchema,
    );
    expect(value).toEqual({ balance: 1250, cashValue: 12.5, currency: 'MYR' });
    expectError(await get('/wps/relay/MCS2_getPointBalance'), 401, 'NOT_LOGGED_IN');
    const trial = await createMember(t, { type: 4 });
    const { token } = await login(t, trial.account, trial.password);
    expectError(
      await get('/wps/relay/MCS2_getPointBalance', authHeader(token)),
      403,
      'TRIAL_ACCOUNT',
    );
  });

  it('never shows points as money in the wallet balance', async () => {
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 5_000n);
    const response = await get('/wps/v2/wallets/balance', member.headers);
    const value = expectValue(response, walletBalanceSchema);
    expect(JSON.stringify(value)).not.toContain('PTS');
    expect(JSON.stringify(value)).not.toContain('5000');
  });
});

describe('MCS2_getPointConfig', () => {
  it('shows rates, the conversion rule with its step and the rules in the language', async () => {
    await putConfig(DEFAULT_CONFIG);
    const value = expectValue(
      await t.app.inject({
        method: 'GET',
        url: '/wps/relay/MCS2_getPointConfig',
        headers: { language: 'CN' },
      }),
      pointConfigSchema,
    );
    expect(value.conversion).toEqual({ points: 100, amount: 1, minPoints: 1000, step: 1 });
    expect(value.rules).toBe('积分永不过期。');
    expect(value.expires).toBe(false);
    expect(value.rates).toContainEqual({ category: 'RNG', points: 5, perAmount: 10 });
  });
});

describe('MCS2_getPointReward', () => {
  it('lists active rewards to visitors, by type; a ticket is redeemable while its kind has prizes', async () => {
    const staff = await admin();
    await withPrizeTable('golden_egg');
    await withoutPrizeTable('red_envelope');
    const egg = await createReward(t, staff, {
      type: 'ticket',
      amount: null,
      ticketKind: 'golden_egg',
    });
    const envelope = await createReward(t, staff, {
      type: 'ticket',
      amount: null,
      ticketKind: 'red_envelope',
    });
    const hidden = await createReward(t, staff, { active: false });
    const all = expectValue(await get('/wps/relay/MCS2_getPointReward'), pointRewardsValueSchema);
    expect(all.list.map((r) => r.id)).not.toContain(hidden.id);
    expect(all.list.find((r) => r.id === egg.id)).toMatchObject({ redeemable: true });
    expect(all.list.find((r) => r.id === envelope.id)).toMatchObject({ redeemable: false });
    const physical = expectValue(
      await get('/wps/relay/MCS2_getPointReward?type=physical'),
      pointRewardsValueSchema,
    );
    expect(physical.list.length).toBeGreaterThanOrEqual(2);
    expect(physical.list.every((r) => r.type === 'physical')).toBe(true);
    expectError(await get('/wps/relay/MCS2_getPointReward?type=car'), 400, 'VALIDATION_FAILED');
  });
});

describe('passwordCheck/MCS2_redeemPointReward', () => {
  it('redeems reward tickets: one golden egg per unit in the reward centre, points debited', async () => {
    const staff = await admin();
    await withPrizeTable('golden_egg');
    const reward = await createReward(t, staff, {
      type: 'ticket',
      amount: null,
      ticketKind: 'golden_egg',
      points: 300,
    });
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 1_000n);
    const redeemed = expectValue(
      await postRedeem(t, member, { rewardId: reward.id, quantity: 2 }),
      redeemPointRewardValueSchema,
    );
    expect(redeemed).toMatchObject({ type: 'ticket', status: 'approved', changedPoints: -600 });
    expect(await pointsOf(t, member.id)).toBe(400n);
    const tickets = await t.db
      .selectFrom('reward_tickets')
      .select(['kind', 'source', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(tickets).toEqual([
      { kind: 'golden_egg', source: 'points_mall', status: 'unopened' },
      { kind: 'golden_egg', source: 'points_mall', status: 'unopened' },
    ]);
  });

  it('redeems cash: points debited, main wallet credited, replay moves nothing', async () => {
    const staff = await admin();
    const reward = await createReward(t, staff, { points: 500, amount: 10 });
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 1_200n);
    const reference = 'redeem-cash-0001';
    const first = expectValue(
      await postRedeem(t, member, { rewardId: reward.id, quantity: 2, reference }),
      redeemPointRewardValueSchema,
    );
    expect(first).toMatchObject({
      type: 'cash',
      quantity: 2,
      points: 1000,
      status: 'approved',
      changedPoints: -1000,
      balanceAfter: 200,
      replayed: false,
    });
    expect(first.transNo).toMatch(/^P\d{14}$/);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
      2_000n,
    );
    const again = expectValue(
      await postRedeem(t, member, { rewardId: reward.id, quantity: 2, reference }),
      redeemPointRewardValueSchema,
    );
    expect(again).toMatchObject({ transNo: first.transNo, replayed: true });
    expect(await pointsOf(t, member.id)).toBe(200n);
    expectError(
      await postRedeem(t, member, { rewardId: reward.id, quantity: 1, reference }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    const mine = expectValue(
      await get(`/wps/relay/MCS2_getPointReward?type=cash`, member.headers),
      pointRewardsValueSchema,
    );
    expect(mine.list.find((r) => r.id === reward.id)?.redeemedByMe).toBe(2);
  });

  it('redeems a bonus through the bonus service with its turnover', async () => {
    const staff = await admin();
    const reward = await createReward(t, staff, {
      type: 'bonus',
      points: 300,
      amount: 25,
      turnoverMultiple: 4,
      bonusExpiryDays: 10,
    });
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 300n);
    expectValue(await postRedeem(t, member, { rewardId: reward.id }), redeemPointRewardValueSchema);
    const bonus = await t.db
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ source: 'points', state: 'in_progress' });
    expect(BigInt(bonus.amount)).toBe(2_500n);
    expect(BigInt(bonus.turnover_required)).toBe(10_000n);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
      2_500n,
    );
  });

  it('refuses with a stable code and writes nothing', async () => {
    const staff = await admin();
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 1_000n);
    const cash = await createReward(t, staff, { points: 400 });
    const check = async (
      response: Awaited<ReturnType<typeof postRedeem>>,
      status: number,
      code: Parameters<typeof expectError>[2],
    ) => {
      expectError(response, status, code);
      expect(await pointsOf(t, member.id)).toBe(1_000n);
      expect(await redeemCount(member.id)).toBe(0);
    };
    await check(
      await postRedeem(t, member, { rewardId: cash.id, paymentPassword: '000000' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    await check(
      await postRedeem(t, member, { rewardId: cash.id, quantity: 3 }),
      400,
      'POINTS_INSUFFICIENT',
    );
    await check(await postRedeem(t, member, { rewardId: 999_999 }), 404, 'POINT_REWARD_NOT_FOUND');
    const inactive = await createReward(t, staff, { active: false });
    await check(
      await postRedeem(t, member, { rewardId: inactive.id }),
      404,
      'POINT_REWARD_NOT_FOUND',
    );
    const soldOut = await createReward(t, staff, { type: 'physical', amount: null, stock: 1 });
    await check(
      await postRedeem(t, member, { rewardId: soldOut.id, quantity: 2 }),
      409,
      'POINT_REWARD_OUT_OF_STOCK',
    );
    const limited = await createReward(t, staff, { points: 10, perMemberLimit: 1 });
    await check(
      await postRedeem(t, member, { rewardId: limited.id, quantity: 2 }),
      409,
      'POINT_REWARD_LIMIT_REACHED',
    );
    const needsDeposit = await createReward(t, staff, {
      points: 10,
      requirement: { kind: 'deposit', amount: 100 },
    });
    await check(
      await postRedeem(t, member, { rewardId: needsDeposit.id }),
      409,
      'POINT_REWARD_REQUIREMENT_UNMET',
    );
    const needsTurnover = await createReward(t, staff, {
      points: 10,
      requirement: { kind: 'turnover', amount: 1 },
    });
    await check(
      await postRedeem(t, member, { rewardId: needsTurnover.id }),
      409,
      'POINT_REWARD_REQUIREMENT_UNMET',
    );
    await withoutPrizeTable('prize_wheel');
    const ticket = await createReward(t, staff, {
      type: 'ticket',
      amount: null,
      ticketKind: 'prize_wheel',
    });
    await check(await postRedeem(t, member, { rewardId: ticket.id }), 409, 'PRIZE_TABLE_MISSING');
    await putConfig({ ...DEFAULT_CONFIG, enabled: false });
    await check(await postRedeem(t, member, { rewardId: cash.id }), 403, 'POINTS_DISABLED');
    await putConfig(DEFAULT_CONFIG);
    // A plaintext body carrying the payment password is refused.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      headers: member.headers,
      payload: {
        rewardId: cash.id,
        quantity: 1,
        paymentPassword: '246810',
        reference: 'x'.repeat(8),
      },
    });
    await check(plain, 400, 'ENCRYPTION_REQUIRED');

    // Once met, the requirement and the limit let one through.
    await fund(t, member.id, 10_000n);
    expectValue(
      await postRedeem(t, member, { rewardId: needsDeposit.id }),
      redeemPointRewardValueSchema,
    );
    expectValue(
      await postRedeem(t, member, { rewardId: limited.id }),
      redeemPointRewardValueSchema,
    );
    expectError(
      await postRedeem(t, member, { rewardId: limited.id }),
      409,
      'POINT_REWARD_LIMIT_REACHED',
    );

    const noPassword = await readyMember(t, { card: false, funds: 0n, paymentPassword: false });
    await givePoints(t, noPassword.id, 1_000n);
    expectError(
      await postRedeem(t, noPassword, { rewardId: cash.id }),
      403,
      'PAYMENT_PASSWORD_NOT_SET',
    );
  });

  it('gives exactly one success to two members racing for the last unit, and one to a double submit', async () => {
    const staff = await admin();
    const reward = await createReward(t, staff, {
      type: 'physical',
      amount: null,
      points: 100,
      stock: 1,
    });
    const [a, b] = await Promise.all([
      readyMember(t, { card: false, funds: 0n }),
      readyMember(t, { card: false, funds: 0n }),
    ]);
    await givePoints(t, a.id, 100n);
    await givePoints(t, b.id, 100n);
    const answers = await Promise.all([
      postRedeem(t, a, { rewardId: reward.id }),
      postRedeem(t, b, { rewardId: reward.id }),
    ]);
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode)).sort();
    expect(codes).toEqual(['POINT_REWARD_OUT_OF_STOCK', 'ok']);
    expect((await pointsOf(t, a.id)) + (await pointsOf(t, b.id))).toBe(100n);
    const after = await t.db
      .selectFrom('point_rewards')
      .select(['stock', 'redeemed'])
      .where('id', '=', reward.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ stock: 0, redeemed: 1 });

    const unlimited = await createReward(t, staff, { points: 100 });
    await givePoints(t, a.id, 100n);
    // a holds 100 or 200 points, as the race above went.
    const before = await pointsOf(t, a.id);
    const twice = await Promise.all([
      postRedeem(t, a, { rewardId: unlimited.id, reference: 'double-submit-1' }),
      postRedeem(t, a, { rewardId: unlimited.id, reference: 'double-submit-1' }),
    ]);
    const values = twice.map((r) => expectValue(r, redeemPointRewardValueSchema));
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(values[0]!.transNo).toBe(values[1]!.transNo);
    expect(await pointsOf(t, a.id)).toBe(before - 100n);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});

describe('physical rewards under review', () => {
  it('go applying -> in process -> approved, or rejected with points and stock back', async () => {
    const staff = await admin();
    const finance = await staffWithToken(t, 'finance');
    const viewer = await staffWithToken(t, 'viewer');
    const reward = await createReward(t, staff, {
      type: 'physical',
      amount: null,
      points: 200,
      stock: 5,
    });
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 1_000n);
    const kept = expectValue(
      await postRedeem(t, member, { rewardId: reward.id }),
      redeemPointRewardValueSchema,
    );
    const sent = expectValue(
      await postRedeem(t, member, { rewardId: reward.id, quantity: 2 }),
      redeemPointRewardValueSchema,
    );
    expect(kept.status).toBe('applying');
    const ids = await t.db
      .selectFrom('point_redeems')
      .select(['id', 'trans_no'])
      .where('member_id', '=', member.id)
      .execute();
    const idOf = (transNo: string) => ids.find((row) => row.trans_no === transNo)!.id;
    const act = (id: number, action: string, headers = finance.headers, payload: unknown = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/wps/operator/points/redeems/${id}/${action}`,
        headers,
        payload: payload as Record<string, unknown>,
      });

    expectError(await act(idOf(kept.transNo), 'approve', viewer.headers), 403, 'STAFF_FORBIDDEN');
    expect((await act(idOf(kept.transNo), 'process')).json().value.status).toBe('in_process');
    expect((await act(idOf(kept.transNo), 'approve')).json().value.status).toBe('approved');
    expectError(await act(idOf(kept.transNo), 'process'), 409, 'POINT_REDEEM_DECIDED');
    expectError(await act(999_999, 'approve'), 404, 'POINT_REDEEM_NOT_FOUND');

    const rejected = await act(idOf(sent.transNo), 'reject', finance.headers, {
      reason: 'Out of size M',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'Out of size M' });
    expectError(
      await act(idOf(sent.transNo), 'reject', finance.headers, { reason: 'again' }),
      409,
      'POINT_REDEEM_DECIDED',
    );
    expect(await pointsOf(t, member.id)).toBe(800n);
    const stock = await t.db
      .selectFrom('point_rewards')
      .select(['stock', 'redeemed'])
      .where('id', '=', reward.id)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ stock: 4, redeemed: 1 });

    const list = expectValue(
      await get('/wps/relay/MCS2_getRedeemPointList?status=rejected', member.headers),
      redeemPointListValueSchema,
    );
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      transNo: sent.transNo,
      quantity: 2,
      points: 400,
      changedPoints: -400,
      balanceAfter: 400,
      remark: 'Out of size M',
    });
    const moves = expectValue(
      await get('/wps/relay/ODSFE2_MemTransDet?type=return', member.headers),
      pointMovementsValueSchema,
    );
    expect(moves.list.map((m) => [m.points, m.balanceAfter, m.reference])).toEqual([
      [400, 800, sent.transNo],
    ]);
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `point-redeem:${sent.transNo}`)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['points.redeem.rejected']);
  });
});

describe('MCS2_getRedeemPointList and ODSFE2_MemTransDet', () => {
  it('page newest first within the range, and refuse a range past 90 days', async () => {
    const staff = await admin();
    const reward = await createReward(t, staff, { points: 10, amount: 1 });
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 100n);
    for (let i = 0; i < 3; i++) {
      expectValue(
        await postRedeem(t, member, { rewardId: reward.id }),
        redeemPointRewardValueSchema,
      );
    }
    const page = expectValue(
      await get('/wps/relay/MCS2_getRedeemPointList?pageSize=2', member.headers),
      redeemPointListValueSchema,
    );
    expect(page.total).toBe(3);
    expect(page.list.map((r) => r.balanceAfter)).toEqual([70, 80]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const empty = expectValue(
      await get(
        `/wps/relay/MCS2_getRedeemPointList?from=${encodeURIComponent(future)}&to=${encodeURIComponent(later)}`,
        member.headers,
      ),
      redeemPointListValueSchema,
    );
    expect(empty.total).toBe(0);
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    expectError(
      await get(
        `/wps/relay/MCS2_getRedeemPointList?from=${encodeURIComponent(old)}`,
        member.headers,
      ),
      400,
      'VALIDATION_FAILED',
    );
    const moves = expectValue(
      await get('/wps/relay/ODSFE2_MemTransDet?type=redeem', member.headers),
      pointMovementsValueSchema,
    );
    expect(moves.list.map((m) => m.points)).toEqual([-10, -10, -10]);
    expectError(await get('/wps/relay/ODSFE2_MemTransDet'), 401, 'NOT_LOGGED_IN');
  });
});

describe('passwordCheck/MCS2_convertPoint', () => {
  it('converts points to cash in one transaction, replays, and refuses bad amounts', async () => {
    await putConfig(DEFAULT_CONFIG);
    const member = await readyMember(t, { card: false, funds: 0n });
    await givePoints(t, member.id, 2_500n);
    const reference = 'convert-0000001';
    const value = expectValue(
      await postConvert(t, member, { points: 1_500, reference }),
      convertPointValueSchema,
    );
    expect(value).toMatchObject({
      points: 1500,
      amount: 15,
      currency: 'MYR',
      pointsBalance: 1000,
      mainBalance: 15,
      replayed: false,
    });
    const again = expectValue(
      await postConvert(t, member, { points: 1_500, reference }),
      convertPointValueSchema,
    );
    expect(again).toMatchObject({ amount: 15, pointsBalance: 1000, replayed: true });
    expectError(
      await postConvert(t, member, { points: 1_000, reference }),
      409,
      'IDEMPOTENCY_CONFLICT',
    );
    const unchanged = async (
      response: Awaited<ReturnType<typeof postConvert>>,
      status: number,
      code: Parameters<typeof expectError>[2],
    ) => {
      expectError(response, status, code);
      expect(await pointsOf(t, member.id)).toBe(1_000n);
    };
    await unchanged(
      await postConvert(t, member, { points: 999 }),
      400,
      'POINT_CONVERT_BELOW_MINIMUM',
    );
    await unchanged(await postConvert(t, member, { points: 2_000 }), 400, 'POINTS_INSUFFICIENT');
    await unchanged(
      await postConvert(t, member, { points: 1_000, paymentPassword: '111111' }),
      400,
      'PAYMENT_PASSWORD_WRONG',
    );
    await putConfig({ ...DEFAULT_CONFIG, conversion: { points: 100, amount: 0.01, minPoints: 0 } });
    const refused = await postConvert(t, member, { points: 150 });
    expect(refused.json()).toMatchObject({ errorCode: 'POINT_CONVERT_NOT_MULTIPLE' });
    await unchanged(refused, 400, 'POINT_CONVERT_NOT_MULTIPLE');
    await putConfig({ ...DEFAULT_CONFIG, enabled: false });
    await unchanged(await postConvert(t, member, { points: 1_000 }), 403, 'POINTS_DISABLED');
    await putConfig(DEFAULT_CONFIG);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});

describe('operator calls', () => {
  it('edit rates, catalogue and stock, and grant or take points, all audited', async () => {
    const staff = await admin();
    const finance = await staffWithToken(t, 'finance');
    const rates = await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/points/rates',
      headers: staff.headers,
      payload: {
        rates: [
          { category: 'RNG', points: 5, perAmount: 10 },
          { category: 'LIVE', points: 2, perAmount: 10 },
          { category: 'SPORTS', points: 1, perAmount: 1 },
        ],
      },
    });
    expect(rates.json().value.rates).toHaveLength(3);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/points/rates',
        headers: finance.headers,
        payload: { rates: [] },
      }),
      403,
      'STAFF_FORBIDDEN',
    );

    const reward = await createReward(t, staff, { type: 'physical', amount: null, stock: 2 });
    const restock = (change: number, id = reward.id) =>
      t.app.inject({
        method: 'POST',
        url: `/wps/operator/points/rewards/${id}/stock`,
        headers: staff.headers,
        payload: { change },
      });
    expect((await restock(3)).json().value.stock).toBe(5);
    expectError(await restock(-6), 400, 'VALIDATION_FAILED');
    const unlimited = await createReward(t, staff);
    expectError(await restock(1, unlimited.id), 400, 'VALIDATION_FAILED');
    expectError(await restock(1, 999_999), 404, 'POINT_REWARD_NOT_FOUND');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/wps/operator/points/rewards/${reward.id}`,
      headers: staff.headers,
      payload: { ...rewardInput({ type: 'physical', amount: null, points: 700, stock: 9 }) },
    });
    expect(updated.json().value).toMatchObject({ points: 700, stock: 9 });
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `/wps/operator/points/rewards/${reward.id}`,
      headers: staff.headers,
    });
    expect(archived.json().value.active).toBe(false);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/points/rewards',
        headers: staff.headers,
        payload: { ...rewardInput({ type: 'cash', amount: null }) },
      }),
      400,
      'VALIDATION_FAILED',
    );

    const member = await readyMember(t, { card: false, funds: 0n });
    const grant = (points: number, username = member.account) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/points/grants',
        headers: finance.headers,
        payload: { username, points, reason: 'Goodwill' },
      });
    expect((await grant(300)).json().value).toMatchObject({ points: 300, balance: 300 });
    expect((await grant(-100)).json().value).toMatchObject({ balance: 200 });
    expectError(await grant(-201), 400, 'POINTS_INSUFFICIENT');
    expectError(await grant(5, 'nobody-here'), 404, 'MEMBER_NOT_FOUND');
    const moves = expectValue(
      await get('/wps/relay/ODSFE2_MemTransDet?type=adjustment', member.headers),
      pointMovementsValueSchema,
    );
    expect(moves.list.map((m) => m.points)).toEqual([-100, 300]);

    const list = await get('/wps/operator/points/redeems?status=applying', finance.headers);
    expect(list.statusCode).toBe(200);
    const actions = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('action', 'like', 'points.%')
      .execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set([
        'points.config',
        'points.rates',
        'points.reward.create',
        'points.reward.update',
        'points.reward.archive',
        'points.reward.stock',
        'points.redeem.in_process',
        'points.redeem.approved',
        'points.redeem.rejected',
        'points.grant',
      ]),
    );
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});
