import { describe, expect, it } from 'vitest';
import {
  applyPromotionValueSchema,
  bonusesValueSchema,
  cashbackRunValueSchema,
  claimRaffleValueSchema,
  operatorApplicationSchema,
  operatorApplicationsValueSchema,
  operatorBonusSchema,
  operatorBonusesValueSchema,
  operatorPromotionSchema,
  operatorPromotionsValueSchema,
  promotionsValueSchema,
} from '@portal/shared/schemas/promotions';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  dataUrl,
  JPEG_BYTES,
  PNG_BYTES,
  signedIn,
  trialHeaders,
  WEBP_BYTES,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import {
  applicationTerms,
  createPromotion,
  matchTerms,
  promotionInput,
} from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { siteDayOf } from '@portal/shared/site-day';

const t = useTestApp();
const DAY = 24 * 3_600_000;
type Headers = Record<string, string>;

const post = (url: string, headers: Headers, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

const apply = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  post(`/wps/promotions/${id}/apply`, headers, payload);

const audit = (action: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['target', 'details'])
    .where('action', '=', action)
    .execute();

const wallets = async (memberId: number) => ({
  main: await t.app.services.ledger.balance({ memberId, wallet: 'main' }),
  bonus: await t.app.services.ledger.balance({ memberId, wallet: 'bonus' }),
});

const unread = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers })).json().value
    .count as number;

describe('operator promotions: create, update, archive', () => {
  it('creates and updates a promotion with content in two languages, audited', async () => {
    const admin = await staffWithToken(t, 'admin');
    const input = promotionInput(matchTerms());
    const created = await createPromotion(t, admin, input);
    expect(created).toMatchObject({
      code: input.code,
      kind: 'deposit_match',
      status: 'published',
      participants: 0,
    });
    const updated = expectValue(
      await t.app.inject({
        method: 'PUT',
        url: `/wps/operator/promotions/${created.id}`,
        headers: admin.headers,
        payload: {
          ...input,
          badge: 'new',
          contents: {
            ...input.contents,
            VI: { title: 'Thưởng', summary: 'Tóm tắt', content: '<p>Nội dung</p>', imageUrl: null },
          },
        },
      }),
      operatorPromotionSchema,
    );
    expect([updated.badge, Object.keys(updated.contents).sort()]).toEqual(['new', ['EN', 'VI']]);
    const listed = expectValue(
      await t.app.inject({
        method: 'GET',
        url: '/wps/operator/promotions',
        headers: admin.headers,
      }),
      operatorPromotionsValueSchema,
    );
    expect(listed.list.map((p) => p.id)).toContain(created.id);
    expect((await audit('promotion.create')).map((a) => a.target)).toContain(
      `promotion:${created.id}`,
    );
    expect((await audit('promotion.update')).map((a) => a.target)).toContain(
      `promotion:${created.id}`,
    );
  });

  it('refuses bad input (400), no staff session (401), a viewer (403), an unknown id (404) and a taken code (409)', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const input = promotionInput(matchTerms());
    const create = (headers: Headers, payload: unknown) =>
      post('/wps/operator/promotions', headers, payload);
    expectError(await create(admin.headers, { ...input, contents: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await create(admin.headers, {
        ...input,
        endsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await create({}, input), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await create(viewer.headers, input), 403, 'STAFF_FORBIDDEN');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/promotions/999999',
        headers: admin.headers,
        payload: input,
      }),
      404,
      'PROMOTION_NOT_FOUND',
    );
    await createPromotion(t, admin, input);
    expectError(await create(admin.headers, input), 409, 'PROMOTION_CODE_TAKEN');
  });

  it('keeps the kind once members took part, and archiving hides it from members', async () => {
    const admin = await staffWithToken(t, 'admin');
    const input = promotionInput(matchTerms());
    const promotion = await createPromotion(t, admin, input);
    const member = await signedIn(t);
    expect((await post(`/wps/promotions/${promotion.id}/join`, member.headers)).statusCode).toBe(
      200,
    );
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/wps/operator/promotions/${promotion.id}`,
        headers: admin.headers,
        payload: { ...input, terms: applicationTerms() },
      }),
      409,
      'PROMOTION_KIND_LOCKED',
    );
    const archived = expectValue(
      await t.app.inject({
        method: 'DELETE',
        url: `/wps/operator/promotions/${promotion.id}`,
        headers: admin.headers,
      }),
      operatorPromotionSchema,
    );
    expect(archived.status).toBe('archived');
    const seen = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: member.headers }),
      promotionsValueSchema,
    );
    expect(seen.list.map((p) => p.id)).not.toContain(promotion.id);
  });
});

describe('applications: apply, approve, reject', () => {
  it('takes an application with images and a contact, and an approval issues the bonus once, with a notice', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(applicationTerms(true), { type: 'event' }),
    );
    const member = await signedIn(t);
    const answer = expectValue(
      await apply(member.headers, promotion.id, {
        remark: 'Added you on Zalo',
        images: [dataUrl('image/png', PNG_BYTES), dataUrl('image/jpeg', JPEG_BYTES)],
        contact: { app: 'zalo', id: '0901234567' },
      }),
      applyPromotionValueSchema,
    );
    expect(answer.state).toBe('applying');
    expectError(
      await apply(member.headers, promotion.id, {
        remark: 'again',
        images: [],
        contact: { app: 'zalo', id: '0901234567' },
      }),
      409,
      'PROMOTION_ALREADY_JOINED',
    );

    const waiting = expectValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/promotions/applications?status=applying&promotionId=${promotion.id}`,
        headers: finance.headers,
      }),
      operatorApplicationsValueSchema,
    );
    expect(waiting.list).toHaveLength(1);
    expect(waiting.list[0]).toMatchObject({
      id: answer.applicationId,
      username: member.account,
      remark: 'Added you on Zalo',
      contact: { app: 'zalo', id: '0901234567' },
      images: [dataUrl('image/png', PNG_BYTES), dataUrl('image/jpeg', JPEG_BYTES)],
    });

    const before = await unread(member.headers);
    const url = `/wps/operator/promotions/applications/${answer.applicationId}/approve`;
    expectError(
      await post(url, finance.headers, { amount: 250 }),
      400,
      'APPLICATION_AMOUNT_TOO_HIGH',
    );
    const approvals = await Promise.all([
      post(url, finance.headers, { amount: 50 }),
      post(url, admin.headers, { amount: 50 }),
    ]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const approved = approvals.find((a) => a.statusCode === 200)!;
    expect(expectValue(approved, operatorApplicationSchema)).toMatchObject({
      status: 'approved',
      amount: 50,
    });
    expectError(
      approvals.find((a) => a.statusCode === 409)!,
      409,
      'APPLICATION_DECIDED',
    );

    expect(await wallets(member.id)).toEqual({ main: 0n, bonus: 5_000n });
    const mine = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/member/bonuses', headers: member.headers }),
      bonusesValueSchema,
    );
    expect(mine.list.map((b) => [b.source, b.amount, b.turnoverRequired, b.state])).toEqual([
      ['application', 50, 150, 'in_progress'],
    ]);
    expect(await unread(member.headers)).toBe(before + 1);
    const states = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: member.headers }),
      promotionsValueSchema,
    );
    expect(states.list.find((p) => p.id === promotion.id)?.state).toBe('in_progress');
    expect((await audit('promotion.application.approve')).map((a) => a.target)).toEqual([
      `application:${answer.applicationId}`,
    ]);
  });

  it('rejects with a reason the member reads, and lets them apply again', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(applicationTerms()));
    const member = await signedIn(t);
    const { applicationId } = expectValue(
      await apply(member.headers, promotion.id, {
        remark: '',
        images: [dataUrl('image/png', PNG_BYTES)],
      }),
      applyPromotionValueSchema,
    );
    const url = `/wps/operator/promotions/applications/${applicationId}/reject`;
    expectError(await post(url, admin.headers, { reason: '' }), 400, 'VALIDATION_FAILED');
    expect(
      expectValue(
        await post(url, admin.headers, { reason: 'The screenshot does not show our account' }),
        operatorApplicationSchema,
      ),
    ).toMatchObject({ status: 'rejected', reason: 'The screenshot does not show our account' });
    expectError(await post(url, admin.headers, { reason: 'again' }), 409, 'APPLICATION_DECIDED');
    expectError(
      await post('/wps/operator/promotions/applications/999999/reject', admin.headers, {
        reason: 'x',
      }),
      404,
      'APPLICATION_NOT_FOUND',
    );
    const notices = (
      await t.app.inject({ method: 'GET', url: '/wps/member/notices', headers: member.headers })
    ).json().value.list as { kind: string; content: string }[];
    expect(notices[0]?.kind).toBe('promotion_rejected');
    expect(notices[0]?.content).toContain('The screenshot does not show our account');
    const seen = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: member.headers }),
      promotionsValueSchema,
    ).list.find((p) => p.id === promotion.id);
    expect([seen?.state, seen?.action, seen?.participation?.reason]).toEqual([
      'rejected',
      'apply',
      'The screenshot does not show our account',
    ]);
    expect(
      (await apply(member.headers, promotion.id, { remark: 'Second try', images: [] })).statusCode,
    ).toBe(200);
  });

  it('refuses a long remark, a fourth image, a WebP, a renamed file and a missing contact (400)', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(applicationTerms(true)));
    const member = await signedIn(t);
    const contact = { app: 'whatsapp', id: '+60123456789' };
    const png = dataUrl('image/png', PNG_BYTES);
    expectError(
      await apply(member.headers, promotion.id, { remark: 'x'.repeat(141), images: [], contact }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await apply(member.headers, promotion.id, {
        remark: '',
        images: [png, png, png, png],
        contact,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await apply(member.headers, promotion.id, {
        remark: '',
        images: [dataUrl('image/webp', WEBP_BYTES)],
        contact,
      }),
      400,
      'INVALID_IMAGE',
    );
    expectError(
      await apply(member.headers, promotion.id, {
        remark: '',
        images: [dataUrl('image/png', Buffer.from('<script>alert(1)</script>'))],
        contact,
      }),
      400,
      'INVALID_IMAGE',
    );
    expectError(
      await apply(member.headers, promotion.id, { remark: '', images: [] }),
      400,
      'PROMOTION_CONTACT_REQUIRED',
    );
    expectError(
      await apply({}, promotion.id, { remark: '', images: [], contact }),
      401,
      'NOT_LOGGED_IN',
    );
    expectError(
      await post(`/wps/promotions/${promotion.id}/join`, member.headers),
      409,
      'PROMOTION_WRONG_KIND',
    );
    const rows = await t.db
      .selectFrom('promotion_participations')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('lets a viewer read applications but not decide them', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/operator/promotions/applications',
          headers: viewer.headers,
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await post('/wps/operator/promotions/applications/1/approve', viewer.headers, { amount: 1 }),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});

describe('POST /wps/relay/MCS2_claimRafflePromotion', () => {
  it('claims a won prize exactly once, even when two claims race', async () => {
    const admin = await staffWithToken(t, 'admin');
    const raffle = await createPromotion(
      t,
      admin,
      promotionInput({ kind: 'raffle', turnoverMultiple: 2 }, { type: 'event' }),
    );
    const member = await signedIn(t);
    const claim = () =>
      post('/wps/relay/MCS2_claimRafflePromotion', member.headers, { promotionId: raffle.id });
    expectError(await claim(), 404, 'RAFFLE_NO_PRIZE');
    expectError(
      await post(`/wps/operator/promotions/${raffle.id}/raffle-prizes`, admin.headers, {
        username: 'nobody-here',
        amount: 10,
      }),
      404,
      'NOT_FOUND',
    );
    expect(
      (
        await post(`/wps/operator/promotions/${raffle.id}/raffle-prizes`, admin.headers, {
          username: member.account,
          amount: 88,
        })
      ).statusCode,
    ).toBe(200);
    const listed = expectValue(
      await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: member.headers }),
      promotionsValueSchema,
    ).list.find((p) => p.id === raffle.id);
    expect([listed?.state, listed?.action]).toEqual(['claim', 'claim']);

    const answers = await Promise.all([claim(), claim()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(
      expectValue(
        answers.find((a) => a.statusCode === 200)!,
        claimRaffleValueSchema,
      ),
    ).toMatchObject({
      amount: 88,
      state: 'claimed',
    });
    expectError(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'RAFFLE_ALREADY_CLAIMED',
    );
    expect(await wallets(member.id)).toEqual({ main: 0n, bonus: 8_800n });
    expectError(
      await post('/wps/relay/MCS2_claimRafflePromotion', member.headers, { promotionId: 'x' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('operator bonuses and cashback', () => {
  it('gives a bonus by hand and cancels it back to the pool with a notice; a second cancel is a conflict', async () => {
    const finance = await staffWithToken(t, 'finance');
    const viewer = await staffWithToken(t, 'viewer');
    const member = await signedIn(t);
    const grant = {
      username: member.account,
      amount: 25,
      turnoverMultiple: 4,
      expiryDays: 3,
      reason: 'Service recovery',
    };
    expectError(await post('/wps/operator/bonuses', viewer.headers, grant), 403, 'STAFF_FORBIDDEN');
    expectError(
      await post('/wps/operator/bonuses', finance.headers, { ...grant, amount: 0 }),
      400,
      'VALIDATION_FAILED',
    );
    const given = expectValue(
      await post('/wps/operator/bonuses', finance.headers, grant),
      operatorBonusSchema,
    );
    expect(given).toMatchObject({
      username: member.account,
      source: 'adjustment',
      title: 'Service recovery',
      amount: 25,
      turnoverRequired: 100,
    });
    expect(await wallets(member.id)).toEqual({ main: 0n, bonus: 2_500n });

    const listed = expectValue(
      await t.app.inject({
        method: 'GET',
        url: `/wps/operator/bonuses?username=${member.account}`,
        headers: viewer.headers,
      }),
      operatorBonusesValueSchema,
    );
    expect(listed.list.map((b) => b.id)).toEqual([given.id]);

    const cancel = () =>
      post(`/wps/operator/bonuses/${given.id}/cancel`, finance.headers, { reason: 'Opened twice' });
    expect(expectValue(await cancel(), operatorBonusSchema).state).toBe('cancelled');
    expectError(await cancel(), 409, 'BONUS_NOT_IN_PROGRESS');
    expectError(
      await post('/wps/operator/bonuses/999999/cancel', finance.headers, { reason: 'x' }),
      404,
      'BONUS_NOT_FOUND',
    );
    expect(await wallets(member.id)).toEqual({ main: 0n, bonus: 0n });
    const kinds = await t.db
      .selectFrom('member_notices')
      .select('kind')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['bonus_issued', 'bonus_cancelled']);
    expect((await audit('bonus.cancel')).map((a) => a.target)).toContain(`bonus:${given.id}`);
  });

  it('pays a day’s cashback on net loss per category once, from the settled rounds of that day', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(
        {
          kind: 'cashback',
          basis: 'net_loss',
          rates: { SPORTS: 5, RNG: 1 },
          minPayout: 1,
          capAmount: 500,
          turnoverMultiple: 0,
        },
        { startsAt: new Date(Date.now() - 5 * DAY).toISOString() },
      ),
    );
    const member = await signedIn(t);
    const joined = await t.db
      .insertInto('promotion_participations')
      .values({
        promotion_id: promotion.id,
        member_id: member.id,
        status: 'joined',
        slot: 'open',
        created_at: new Date(Date.now() - 3 * DAY).toISOString(),
        updated_at: new Date(Date.now() - 3 * DAY).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(joined.id).toBeGreaterThan(0);
    const day = siteDayOf(new Date(Date.now() - 2 * DAY));
    const noon = new Date(Date.parse(`${day}T04:00:00Z`)).toISOString();
    const round = (category: string, stake: bigint, payout: bigint, settledAt = noon) =>
      t.db
        .insertInto('bet_rounds')
        .values({
          provider: 'house',
          round_id: `r-${Math.random()}`,
          member_id: member.id,
          game_id: 1,
          category_code: category,
          vassalage: 'TEST',
          wallet: 'main',
          currency: 'MYR',
          stake,
          payout,
          status: 'settled',
          result: null,
          created_at: settledAt,
          settled_at: settledAt,
        })
        .execute();
    // Sports: lost 400.00 -> 5% = 20.00; slots: lost 100.00 -> 1% = 1.00; live casino: no rate.
    await round('SPORTS', 50_000n, 10_000n);
    await round('RNG', 20_000n, 10_000n);
    await round('LIVE', 90_000n, 0n);
    // Another day does not count.
    await round('SPORTS', 90_000n, 0n, new Date(Date.now() - DAY / 2).toISOString());

    const run = () =>
      post(`/wps/operator/promotions/${promotion.id}/cashback-run`, admin.headers, { day });
    expect(expectValue(await run(), cashbackRunValueSchema)).toEqual({ paid: 1, total: 21 });
    expect(expectValue(await run(), cashbackRunValueSchema)).toEqual({ paid: 0, total: 0 });
    // No turnover asked: released to the main wallet at once.
    expect(await wallets(member.id)).toEqual({ main: 2_100n, bonus: 0n });
    expectError(
      await post(`/wps/operator/promotions/${promotion.id}/cashback-run`, admin.headers, {
        day: siteDayOf(new Date()),
      }),
      409,
      'INVALID_STATE',
    );
  });
});

describe('refusals of the remaining calls', () => {
  it('answers 400, 401, 403, 404 and 409 where each applies', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const member = await signedIn(t);
    const trial = await trialHeaders(t);
    const get = (url: string, headers: Headers = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    expectError(await get('/wps/member/bonuses'), 401, 'NOT_LOGGED_IN');
    expectError(await get('/wps/member/bonuses', trial), 403, 'TRIAL_ACCOUNT');
    expectError(
      await get('/wps/member/bonuses?state=lost', member.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await post('/wps/member/bonuses/1/forfeit', trial), 403, 'TRIAL_ACCOUNT');
    expectError(
      await post('/wps/member/bonuses/999999/forfeit', member.headers),
      404,
      'BONUS_NOT_FOUND',
    );
    expectError(
      await post('/wps/relay/MCS2_claimRafflePromotion', {}, { promotionId: 1 }),
      401,
      'NOT_LOGGED_IN',
    );
    expectError(
      await post('/wps/relay/MCS2_claimRafflePromotion', member.headers, { promotionId: 999999 }),
      404,
      'PROMOTION_NOT_FOUND',
    );

    expectError(await get('/wps/operator/promotions'), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await get('/wps/operator/promotions/999999', admin.headers),
      404,
      'PROMOTION_NOT_FOUND',
    );
    expectError(await get('/wps/operator/bonuses'), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await get('/wps/operator/bonuses?state=x', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await post('/wps/operator/bonuses', finance.headers, {
        username: 'nobody-here',
        amount: 5,
        turnoverMultiple: 1,
        expiryDays: 1,
        reason: 'x',
      }),
      404,
      'NOT_FOUND',
    );

    const match = await createPromotion(t, admin, promotionInput(matchTerms()));
    const content = await staffWithToken(t, 'content');
    expectError(
      await post(`/wps/operator/promotions/${match.id}/raffle-prizes`, content.headers, {
        username: member.account,
        amount: 5,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await post(`/wps/operator/promotions/${match.id}/raffle-prizes`, admin.headers, {
        username: member.account,
        amount: 5,
      }),
      409,
      'PROMOTION_WRONG_KIND',
    );
    expectError(
      await post(`/wps/operator/promotions/${match.id}/cashback-run`, admin.headers, {
        day: '2026-01-01',
      }),
      409,
      'PROMOTION_WRONG_KIND',
    );
    expectError(
      await post('/wps/operator/promotions/999999/cashback-run', admin.headers, {
        day: '2026-01-01',
      }),
      404,
      'PROMOTION_NOT_FOUND',
    );
    expectError(
      await post(`/wps/operator/promotions/${match.id}/cashback-run`, content.headers, {
        day: '2026-01-01',
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await post(`/wps/operator/promotions/${match.id}/cashback-run`, admin.headers, {
        day: 'yesterday',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: '/wps/operator/promotions/999999',
        headers: admin.headers,
      }),
      404,
      'PROMOTION_NOT_FOUND',
    );
  });
});
