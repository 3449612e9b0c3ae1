import { describe, expect, it } from 'vitest';
import {
  cashbackResultsValueSchema,
  cashbackRunsValueSchema,
  operatorBonusSchema,
  operatorBonusesValueSchema,
  operatorPromotionsPageSchema,
  promotionFiguresSchema,
  rafflePrizesValueSchema,
  type PromotionFigures,
} from '@portal/shared/schemas/promotions';
import { majorNumber } from '@portal/shared/money';
import { siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  signedIn,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import {
  createPromotion,
  matchTerms,
  playRound,
  promotionInput,
  runConsumers,
  sitDown,
} from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { readyMember } from '../../../test/withdrawals.js';

const t = useTestApp();
const DAY = 24 * 3_600_000;
type Headers = Record<string, string>;

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function creditedDeposit(
  member: { id: number; account: string; headers: Headers },
  amount: string,
  extra: Record<string, unknown> = {},
) {
  const channel = await createChannel(t, {});
  const order = await deposit(t, member, channel, amount, extra);
  const minor = BigInt(Math.round(Number(amount) * 100));
  const callback = await postSignedCallback(t, channel, callbackFor(order.orderNo, minor));
  expect(callback.statusCode, callback.body).toBe(200);
  return order;
}

/** The figures recomputed from the raw rows, in minor units, by a route of its own. */
async function recompute(promotionId: number): Promise<PromotionFigures> {
  const promotion = await t.db
    .selectFrom('promotions')
    .select('ends_at')
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();
  const participations = await t.db
    .selectFrom('promotion_participations')
    .select(['member_id', 'created_at'])
    .where('promotion_id', '=', promotionId)
    .execute();
  const bonuses = await t.db
    .selectFrom('bonuses')
    .select(['amount', 'state', 'turnover_required', 'turnover_played'])
    .where('promotion_id', '=', promotionId)
    .execute();
  const deposits = await t.db
    .selectFrom('deposit_orders')
    .select(['member_id', 'amount', 'status', 'credited_at'])
    .execute();
  const time = (value: unknown) => new Date(value as string).getTime();
  const sum = (rows: { amount: unknown }[]) =>
    rows.reduce((total, row) => total + BigInt(row.amount as string), 0n);
  const endsAt = promotion.ends_at ? time(promotion.ends_at) : Infinity;
  const counted = deposits.filter(
    (d) =>
      d.status === 'success' &&
      d.credited_at !== null &&
      time(d.credited_at) < endsAt &&
      participations.some(
        (p) => p.member_id === d.member_id && time(p.created_at) <= time(d.credited_at),
      ),
  );
  const issued = sum(bonuses);
  const depositTotal = sum(counted);
  let met = 0n;
  let required = 0n;
  for (const bonus of bonuses) {
    const played = BigInt(bonus.turnover_played as string);
    const need = BigInt(bonus.turnover_required as string);
    required += need;
    met += played < need ? played : need;
  }
  return {
    promotionId,
    membersJoined: new Set(participations.map((p) => p.member_id)).size,
    bonusesIssued: bonuses.length,
    bonusIssued: majorNumber(issued),
    bonusPaid: majorNumber(sum(bonuses.filter((b) => b.state === 'completed'))),
    bonusInProgress: majorNumber(sum(bonuses.filter((b) => b.state === 'in_progress'))),
    bonusLost: majorNumber(
      sum(bonuses.filter((b) => ['expired', 'forfeited', 'cancelled'].includes(b.state))),
    ),
    bonusesCompleted: bonuses.filter((b) => b.state === 'completed').length,
    turnoverRequired: majorNumber(required),
    turnoverMet: majorNumber(met),
    deposits: majorNumber(depositTotal),
    costPercent:
      depositTotal === 0n
        ? null
        : Math.round(Number((issued * 1_000_000n) / depositTotal) / 100) / 100,
  };
}

describe('GET /wps/operator/promotions (the console list)', () => {
  it('pages every promotion with its state now, filtered by state, kind and text, and streams CSV', async () => {
    const admin = await staffWithToken(t, 'admin');
    const marketing = await staffWithToken(t, 'marketing');
    const running = await createPromotion(t, admin, promotionInput(matchTerms()));
    const scheduled = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), { startsAt: new Date(Date.now() + DAY).toISOString() }),
    );
    const draft = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), { status: 'draft' }),
    );
    const ended = await createPromotion(
      t,
      admin,
      promotionInput(
        { kind: 'raffle', turnoverMultiple: 1 },
        {
          startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
          endsAt: new Date(Date.now() - DAY).toISOString(),
        },
      ),
    );
    const archived = await createPromotion(t, admin, promotionInput(matchTerms()));
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/wps/operator/promotions/${archived.id}`,
          headers: marketing.headers,
        })
      ).statusCode,
    ).toBe(200);

    const page = async (query: string) =>
      expectValue(
        await get(`/wps/operator/promotions${query}`, marketing.headers),
        operatorPromotionsPageSchema,
      );
    const all = await page('?pageSize=100');
    const stateOf = (id: number) => all.list.find((p) => p.id === id)?.state;
    expect([running, scheduled, draft, ended, archived].map((p) => stateOf(p.id))).toEqual([
      'running',
      'scheduled',
      'draft',
      'ended',
      'archived',
    ]);
    const onlyScheduled = await page('?state=scheduled');
    expect(onlyScheduled.list.every((p) => p.state === 'scheduled')).toBe(true);
    expect(onlyScheduled.list.map((p) => p.id)).toContain(scheduled.id);
    const raffles = await page('?kind=raffle&pageSize=100');
    expect(raffles.list.map((p) => p.id)).toContain(ended.id);
    expect(raffles.list.every((p) => p.kind === 'raffle')).toBe(true);
    expect((await page(`?q=${draft.code}`)).list.map((p) => p.id)).toEqual([draft.id]);
    const paged = await page('?pageSize=2&page=2&sort=-startsAt');
    expect([paged.page, paged.pageSize, paged.total, paged.list.length]).toEqual([
      2,
      2,
      all.total,
      Math.min(2, all.total - 2),
    ]);
    const byStart = all.list.map((p) => Date.parse(p.startsAt));
    const descending = (await page('?pageSize=100&sort=-startsAt')).list.map((p) =>
      Date.parse(p.startsAt),
    );
    expect(descending).toEqual([...byStart].sort((a, b) => b - a));

    const csv = await get('/wps/operator/promotions?format=csv&kind=raffle', marketing.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(ended.code);
    expect(csv.body).not.toContain(running.code);
    expect(csv.body.split('\r\n')[0]).toContain('code');

    expectError(
      await get('/wps/operator/promotions?state=live', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get('/wps/operator/promotions'), 401, 'STAFF_NOT_LOGGED_IN');
    // Every role reads promotions (engagement.read): no 403 to test here.
  });
});

describe('GET /wps/operator/promotions/:id/figures', () => {
  it('counts members, bonus issued, paid and lost, turnover met and cost against deposits, as the raw rows do', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const marketing = await staffWithToken(t, 'marketing');
    // 50% up to 80.00 from 50.00, turnover 2x (deposit + bonus).
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms({ percent: 50, capAmount: 80, turnoverMultiple: 2 })),
    );
    const figures = async () =>
      expectValue(
        await get(`/wps/operator/promotions/${promotion.id}/figures`, marketing.headers),
        promotionFiguresSchema,
      );
    expect(await figures()).toEqual(await recompute(promotion.id));
    expect((await figures()).costPercent).toBeNull();

    // One member: 100.00 -> 50.00 bonus, turnover (100 + 50) x 2 = 300.00; plays 120.00.
    const first = await readyMember(t, { funds: 0n });
    await creditedDeposit(first, '100.00', { promotionId: promotion.id });
    // A second: 300.00 -> capped 80.00, turnover 760.00; cancelled by finance.
    const second = await readyMember(t, { funds: 0n });
    await creditedDeposit(second, '300.00', { promotionId: promotion.id });
    // A third deposits without joining: not counted anywhere.
    const outsider = await readyMember(t, { funds: 0n });
    await creditedDeposit(outsider, '1000.00');
    await runConsumers(t);
    // The first deposits again later: a participant's deposit, counted.
    await creditedDeposit(first, '33.33');
    await runConsumers(t);

    const slots = await sitDown(t, first.id, 'RNG');
    for (let i = 0; i < 4; i++) await playRound(t, slots, first.account, 30, 0);
    await runConsumers(t);
    const secondBonus = (
      await t.db
        .selectFrom('bonuses')
        .select('id')
        .where('member_id', '=', second.id)
        .where('promotion_id', '=', promotion.id)
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      expectValue(
        await post(`/wps/operator/bonuses/${secondBonus}/cancel`, finance.headers, {
          reason: 'Duplicate account',
        }),
        operatorBonusSchema,
      ).state,
    ).toBe('cancelled');

    const now = await figures();
    expect(now).toEqual(await recompute(promotion.id));
    expect(now).toEqual({
      promotionId: promotion.id,
      membersJoined: 2,
      bonusesIssued: 2,
      bonusIssued: 130,
      bonusPaid: 0,
      bonusInProgress: 50,
      bonusLost: 80,
      bonusesCompleted: 0,
      turnoverRequired: 1060,
      turnoverMet: 120,
      deposits: 433.33,
      // 130.00 / 433.33 = 30.0002 %
      costPercent: 30,
    });

    expectError(
      await get('/wps/operator/promotions/0/figures', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`/wps/operator/promotions/${promotion.id}/figures`),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    // Every role reads promotions (engagement.read): no 403 to test here.
    expectError(
      await get('/wps/operator/promotions/999999/figures', admin.headers),
      404,
      'PROMOTION_NOT_FOUND',
    );
  });
});

describe('GET /wps/operator/promotions/:id/raffle-prizes', () => {
  it('lists the prizes recorded, newest first, with who recorded them and their totals', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const raffle = await createPromotion(
      t,
      admin,
      promotionInput({ kind: 'raffle', turnoverMultiple: 1 }, { type: 'event' }),
    );
    const winner = await signedIn(t);
    const other = await signedIn(t);
    for (const [member, amount] of [
      [winner, 88],
      [other, 12.5],
    ] as const) {
      expect(
        (
          await post(`/wps/operator/promotions/${raffle.id}/raffle-prizes`, finance.headers, {
            username: member.account,
            amount,
          })
        ).statusCode,
      ).toBe(200);
    }
    expect(
      (
        await post('/wps/relay/MCS2_claimRafflePromotion', winner.headers, {
          promotionId: raffle.id,
        })
      ).statusCode,
    ).toBe(200);
    const prizes = expectValue(
      await get(`/wps/operator/promotions/${raffle.id}/raffle-prizes`, admin.headers),
      rafflePrizesValueSchema,
    );
    expect(prizes.list.map((p) => [p.username, p.amount, p.status, p.grantedBy])).toEqual([
      [other.account, 12.5, 'won', finance.username],
      [winner.account, 88, 'claimed', finance.username],
    ]);
    expect([prizes.total, prizes.claimed]).toEqual([100.5, 88]);
    expect(prizes.list[1]!.claimedAt).not.toBeNull();

    const match = await createPromotion(t, admin, promotionInput(matchTerms()));
    expectError(
      await get(`/wps/operator/promotions/${match.id}/raffle-prizes`, admin.headers),
      409,
      'PROMOTION_WRONG_KIND',
    );
    expectError(
      await get('/wps/operator/promotions/999999/raffle-prizes', admin.headers),
      404,
      'PROMOTION_NOT_FOUND',
    );
    expectError(
      await get(`/wps/operator/promotions/${raffle.id}/raffle-prizes`),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    // Every role reads promotions (engagement.read): no 403 to test here.
  });
});

describe('GET /wps/operator/promotions/:id/cashback-runs', () => {
  it('lists the days paid with their totals and each member’s result', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(
        {
          kind: 'cashback',
          basis: 'net_loss',
          rates: { SPORTS: 10 },
          minPayout: 1,
          capAmount: 1000,
          turnoverMultiple: 1,
        },
        { startsAt: new Date(Date.now() - 5 * DAY).toISOString() },
      ),
    );
    const day = siteDayOf(new Date(Date.now() - 2 * DAY));
    const noon = new Date(Date.parse(`${day}T04:00:00Z`)).toISOString();
    const members = [await signedIn(t), await signedIn(t)];
    const losses = [50_000n, 12_345n];
    for (const [index, member] of members.entries()) {
      await t.db
        .insertInto('promotion_participations')
        .values({
          promotion_id: promotion.id,
          member_id: member.id,
          status: 'joined',
          slot: 'open',
          created_at: new Date(Date.now() - 3 * DAY).toISOString(),
          updated_at: new Date(Date.now() - 3 * DAY).toISOString(),
        })
        .execute();
      await t.db
        .insertInto('bet_rounds')
        .values({
          provider: 'house',
          round_id: `r-${Math.random()}`,
          member_id: member.id,
          game_id: 1,
          category_code: 'SPORTS',
          vassalage: 'TEST',
          wallet: 'main',
          currency: 'MYR',
          stake: losses[index]!,
          payout: 0n,
          status: 'settled',
          result: null,
          created_at: noon,
          settled_at: noon,
        })
        .execute();
    }
    const runs = async () =>
      expectValue(
        await get(`/wps/operator/promotions/${promotion.id}/cashback-runs`, admin.headers),
        cashbackRunsValueSchema,
      ).list;
    expect(await runs()).toEqual([]);
    expect(
      (await post(`/wps/operator/promotions/${promotion.id}/cashback-run`, admin.headers, { day }))
        .statusCode,
    ).toBe(200);
    // 10% of 500.00 and of 123.45 (floored to the cent): 50.00 + 12.34.
    const [run] = await runs();
    expect([run?.day, run?.members, run?.total]).toEqual([day, 2, 62.34]);
    const results = expectValue(
      await get(`/wps/operator/promotions/${promotion.id}/cashback-runs/${day}`, admin.headers),
      cashbackResultsValueSchema,
    );
    expect(results.total).toBe(62.34);
    expect(results.list.map((r) => [r.username, r.amount, r.turnoverRequired, r.state])).toEqual([
      [members[0]!.account, 50, 50, 'in_progress'],
      [members[1]!.account, 12.34, 12.34, 'in_progress'],
    ]);

    const match = await createPromotion(t, admin, promotionInput(matchTerms()));
    expectError(
      await get(`/wps/operator/promotions/${match.id}/cashback-runs`, admin.headers),
      409,
      'PROMOTION_WRONG_KIND',
    );
    expectError(
      await get('/wps/operator/promotions/999999/cashback-runs', admin.headers),
      404,
      'PROMOTION_NOT_FOUND',
    );
    expectError(
      await get(`/wps/operator/promotions/${promotion.id}/cashback-runs/2025-1-1`, admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`/wps/operator/promotions/${promotion.id}/cashback-runs`),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    // Every role reads promotions (engagement.read): no 403 to test here.
  });
});

describe('GET /wps/operator/bonuses filters', () => {
  it('filters by promotion and by the site days of issue', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const member = await signedIn(t);
    const given = expectValue(
      await post('/wps/operator/bonuses', finance.headers, {
        username: member.account,
        amount: 10,
        turnoverMultiple: 1,
        expiryDays: 7,
        reason: 'Goodwill',
      }),
      operatorBonusSchema,
    );
    const list = async (query: string) =>
      expectValue(
        await get(`/wps/operator/bonuses?username=${member.account}${query}`, admin.headers),
        operatorBonusesValueSchema,
      ).list.map((b) => b.id);
    const today = siteDayOf(new Date());
    const yesterday = siteDayOf(new Date(Date.now() - DAY));
    expect(await list(`&from=${today}&to=${today}`)).toEqual([given.id]);
    expect(await list(`&to=${yesterday}`)).toEqual([]);
    expect(await list('&promotionId=999999')).toEqual([]);
    expectError(
      await get('/wps/operator/bonuses?from=yesterday', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});
