import { afterAll, describe, expect, it } from 'vitest';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import {
  checkInValueSchema,
  operatorPromotionSchema,
  promotionDetailSchema,
} from '@portal/shared/schemas/promotions';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, trialHeaders, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { createPromotion, promotionInput, signedTerms } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';

// Breaks are written straight into the database.
const t = useTestApp({ env: { SESSION_CACHE_MS: '0' } });
const DAY = 24 * 3_600_000;

afterAll(async () => {
  expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
});

const checkIn = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'POST', url: `/wps/promotions/${id}/check-in`, headers, payload: {} });

const detail = async (headers: Record<string, string>, id: number) =>
  expectValue(
    await t.app.inject({ method: 'GET', url: `/wps/promotions/${id}`, headers }),
    promotionDetailSchema,
  );

const bonusesOf = (memberId: number) =>
  t.db
    .selectFrom('bonuses')
    .select(['amount', 'turnover_required', 'source'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

/** Moves the member's check-ins `days` back, as if they had been made then. */
async function backdate(member: SignedInMember, days: number) {
  const rows = await t.db
    .selectFrom('promotion_check_ins')
    .select(['id', 'site_day'])
    .where('member_id', '=', member.id)
    .orderBy('site_day')
    .execute();
  for (const row of rows) {
    await t.db
      .updateTable('promotion_check_ins')
      .set({ site_day: addSiteDays(row.site_day, -days) })
      .where('id', '=', row.id)
      .execute();
  }
}

async function checkInPromotion(overrides = {}) {
  const admin = await staffWithToken(t, 'admin');
  return createPromotion(
    t,
    admin,
    promotionInput(signedTerms(), {
      type: 'event',
      eligibility: { newMembersOnly: false, frequency: 'daily', minVipRank: 0 },
      ...overrides,
    }),
  );
}

describe('POST /wps/promotions/:id/check-in', () => {
  it("grants day 1's reward as a bonus with its turnover, and the state becomes signed", async () => {
    const promotion = await checkInPromotion();
    const member = await signedIn(t);
    const before = await detail(member.headers, promotion.id);
    expect([before.state, before.action, before.checkIn]).toEqual([
      'join',
      'check_in',
      { streak: 0, signedToday: false, nextReward: 1 },
    ]);
    const done = expectValue(await checkIn(member.headers, promotion.id), checkInValueSchema);
    expect(done).toMatchObject({ state: 'signed', streak: 1, amount: 1, nextReward: 2 });
    expect(await bonusesOf(member.id)).toEqual([
      { amount: expect.anything(), turnover_required: expect.anything(), source: 'signed' },
    ]);
    const [bonus] = await bonusesOf(member.id);
    expect([BigInt(bonus!.amount), BigInt(bonus!.turnover_required)]).toEqual([100n, 300n]);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
      100n,
    );
    const after = await detail(member.headers, promotion.id);
    expect([after.state, after.action, after.checkIn]).toEqual([
      'signed',
      null,
      { streak: 1, signedToday: true, nextReward: 2 },
    ]);
  });

  it('refuses a second check-in the same day and grants nothing more', async () => {
    const promotion = await checkInPromotion();
    const member = await signedIn(t);
    expect((await checkIn(member.headers, promotion.id)).statusCode).toBe(200);
    expectError(await checkIn(member.headers, promotion.id), 409, 'CHECK_IN_ALREADY_TODAY');
    expect(await bonusesOf(member.id)).toHaveLength(1);
  });

  it('counts the next day as day 2, and a missed day starts the streak again at 1', async () => {
    const promotion = await checkInPromotion();
    const member = await signedIn(t);
    expect((await checkIn(member.headers, promotion.id)).statusCode).toBe(200);
    await backdate(member, 1);
    expect((await detail(member.headers, promotion.id)).checkIn).toEqual({
      streak: 1,
      signedToday: false,
      nextReward: 2,
    });
    const second = expectValue(await checkIn(member.headers, promotion.id), checkInValueSchema);
    expect([second.streak, second.amount, second.nextReward]).toEqual([2, 2, 3]);
    // Nothing yesterday: the day before yesterday's streak is lost.
    await backdate(member, 2);
    expect((await detail(member.headers, promotion.id)).checkIn?.streak).toBe(0);
    const third = expectValue(await checkIn(member.headers, promotion.id), checkInValueSchema);
    expect([third.streak, third.amount]).toEqual([1, 1]);
  });

  it('cycles back to day 1 after the last day, or keeps the last day’s reward when capped', async () => {
    for (const [afterLast, amount] of [
      ['cycle', 1],
      ['cap', 2],
    ] as const) {
      const promotion = await checkInPromotion({
        terms: signedTerms({ rewards: [1, 2], afterLast }),
      });
      const member = await signedIn(t);
      // Day 2 of the streak was yesterday.
      await t.db
        .insertInto('promotion_check_ins')
        .values({
          promotion_id: promotion.id,
          member_id: member.id,
          site_day: addSiteDays(siteDayOf(new Date()), -1),
          streak: 2,
          amount: 200n,
        })
        .execute();
      const third = expectValue(await checkIn(member.headers, promotion.id), checkInValueSchema);
      expect([afterLast, third.streak, third.amount]).toEqual([afterLast, 3, amount]);
    }
  });

  it('grants once when two check-ins race', async () => {
    const promotion = await checkInPromotion();
    const member = await signedIn(t);
    const answers = await Promise.all([
      checkIn(member.headers, promotion.id),
      checkIn(member.headers, promotion.id),
      checkIn(member.headers, promotion.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().errorCode).toBe('CHECK_IN_ALREADY_TODAY');
    }
    expect(await bonusesOf(member.id)).toHaveLength(1);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
      100n,
    );
  });

  it('refuses a member on a break or self-excluded, and grants nothing', async () => {
    const promotion = await checkInPromotion();
    const member = await signedIn(t);
    const now = new Date();
    await t.db
      .insertInto('safer_play_accounts')
      .values({
        member_id: member.id,
        break_kind: 'exclusion',
        break_duration: 'permanent',
        break_started_at: now.toISOString(),
        break_ends_at: null,
        return_asked_at: null,
        day_start: siteDayOf(now),
        week_start: siteDayOf(now),
        month_start: siteDayOf(now),
        updated_at: now.toISOString(),
      })
      .execute();
    expectError(await checkIn(member.headers, promotion.id), 403, 'PLAY_BREAK_ACTIVE');
    expect(await bonusesOf(member.id)).toEqual([]);
    expect(
      await t.db
        .selectFrom('promotion_check_ins')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a draft, archived, not yet started or ended promotion, another kind, visitors and trial accounts', async () => {
    const member = await signedIn(t);
    const draft = await checkInPromotion({ status: 'draft' });
    expectError(await checkIn(member.headers, draft.id), 404, 'PROMOTION_NOT_FOUND');
    const soon = await checkInPromotion({ startsAt: new Date(Date.now() + DAY).toISOString() });
    expectError(await checkIn(member.headers, soon.id), 409, 'PROMOTION_NOT_STARTED');
    const ended = await checkInPromotion({
      startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    expectError(await checkIn(member.headers, ended.id), 409, 'PROMOTION_ENDED');
    const admin = await staffWithToken(t, 'admin');
    const archived = await checkInPromotion();
    await t.app.inject({
      method: 'DELETE',
      url: `/wps/operator/promotions/${archived.id}`,
      headers: admin.headers,
    });
    expectError(await checkIn(member.headers, archived.id), 404, 'PROMOTION_NOT_FOUND');
    const raffle = await createPromotion(
      t,
      admin,
      promotionInput({ kind: 'raffle', turnoverMultiple: 1 }),
    );
    expectError(await checkIn(member.headers, raffle.id), 409, 'PROMOTION_WRONG_KIND');
    const open = await checkInPromotion();
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/wps/promotions/${open.id}/join`,
        headers: member.headers,
        payload: {},
      }),
      409,
      'PROMOTION_WRONG_KIND',
    );
    expectError(await checkIn({}, open.id), 401, 'NOT_LOGGED_IN');
    expect((await checkIn(await trialHeaders(t), open.id)).statusCode).toBe(403);
    expect(await bonusesOf(member.id)).toEqual([]);
  });
});

describe('operator: the check-in kind', () => {
  it('creates and edits the rewards per day, audited, and keeps the kind once members checked in', async () => {
    const admin = await staffWithToken(t, 'admin');
    const input = promotionInput(signedTerms());
    const created = await createPromotion(t, admin, input);
    expect([created.kind, created.terms]).toEqual(['signed', signedTerms()]);
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/wps/operator/promotions/${created.id}`,
        headers: admin.headers,
        payload: payload as Record<string, unknown>,
      });
    const edited = expectValue(
      await put({ ...input, terms: signedTerms({ rewards: [0.5, 1.25, 8], afterLast: 'cap' }) }),
      operatorPromotionSchema,
    );
    expect(edited.terms).toEqual(signedTerms({ rewards: [0.5, 1.25, 8], afterLast: 'cap' }));
    expectError(
      await put({ ...input, terms: signedTerms({ rewards: [] }) }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await put({ ...input, terms: signedTerms({ rewards: [0] }) }),
      400,
      'VALIDATION_FAILED',
    );
    const member = await signedIn(t);
    expect((await checkIn(member.headers, created.id)).statusCode).toBe(200);
    expectError(
      await put({ ...input, terms: { kind: 'raffle', turnoverMultiple: 1 } }),
      409,
      'PROMOTION_KIND_LOCKED',
    );
    const audited = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `promotion:${created.id}`)
      .execute();
    expect(audited.map((a) => a.action).sort()).toEqual(['promotion.create', 'promotion.update']);
  });
});
