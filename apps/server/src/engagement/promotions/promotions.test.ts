import { describe, expect, it } from 'vitest';
import {
  bonusesValueSchema,
  joinPromotionValueSchema,
  promotionDetailSchema,
  promotionsValueSchema,
} from '@portal/shared/schemas/promotions';
import { depositOrderDetailSchema } from '@portal/shared/schemas/deposit';
import { withdrawInfoSchema } from '@portal/shared/schemas/withdrawal';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  createChannel,
  deposit,
  postSignedCallback,
  callbackFor,
  signedIn,
  trialHeaders,
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
import { postWithdraw, readyMember } from '../../../test/withdrawals.js';

const t = useTestApp();
const DAY = 24 * 3_600_000;

const list = async (headers: Record<string, string> = {}, query = '') =>
  expectValue(
    await t.app.inject({ method: 'GET', url: `/wps/promotions${query}`, headers }),
    promotionsValueSchema,
  ).list;

const join = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'POST', url: `/wps/promotions/${id}/join`, headers, payload: {} });

const bonuses = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ method: 'GET', url: '/wps/member/bonuses', headers }),
    bonusesValueSchema,
  );

const wallets = async (memberId: number) => ({
  main: await t.app.services.ledger.balance({ memberId, wallet: 'main' }),
  bonus: await t.app.services.ledger.balance({ memberId, wallet: 'bonus' }),
});

/** Credits a gateway deposit of `amount` (decimal) made with `extra` (e.g. a promotionId). */
async function creditedDeposit(
  member: { id: number; account: string; headers: Record<string, string> },
  amount: string,
  extra: Record<string, unknown> = {},
  turnoverBps = 0,
) {
  const channel = await createChannel(t, { turnoverBps });
  const order = await deposit(t, member, channel, amount, extra);
  const minor = BigInt(Math.round(Number(amount) * 100));
  const callback = await postSignedCallback(t, channel, callbackFor(order.orderNo, minor));
  expect(callback.statusCode, callback.body).toBe(200);
  return order;
}

describe('GET /wps/promotions and /wps/promotions/:id', () => {
  it('shows published promotions in order with a visitor’s login action, and hides drafts', async () => {
    const admin = await staffWithToken(t, 'admin');
    const shown = await createPromotion(t, admin, promotionInput(matchTerms(), { sortOrder: 0 }));
    const soon = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), {
        type: 'reload',
        sortOrder: 1,
        startsAt: new Date(Date.now() + DAY).toISOString(),
      }),
    );
    const draft = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), { status: 'draft' }),
    );
    const visible = (await list()).filter((p) => [shown.id, soon.id, draft.id].includes(p.id));
    expect(visible.map((p) => [p.id, p.phase, p.state, p.action])).toEqual([
      [shown.id, 'ongoing', 'join', 'login'],
      [soon.id, 'coming_soon', 'coming_soon', null],
    ]);
    const reload = await list({}, '?type=reload');
    expect(reload.map((p) => p.id)).toContain(soon.id);
    expect(reload.map((p) => p.id)).not.toContain(shown.id);
  });

  it('serves the content cleaned of scripts, in the reader’s language or else English', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), {
        contents: {
          EN: {
            title: 'Reload',
            summary: 'Every day',
            content: '<p onclick="x()">Hi<script>alert(1)</script></p><img src="javascript:1">',
            imageUrl: null,
          },
          VI: { title: 'Nạp lại', summary: 'Mỗi ngày', content: '<p>Xin chào</p>', imageUrl: null },
        },
      }),
    );
    const read = async (language: string) =>
      expectValue(
        await t.app.inject({
          method: 'GET',
          url: `/wps/promotions/${promotion.id}`,
          headers: { language },
        }),
        promotionDetailSchema,
      );
    const english = await read('JA');
    expect(english.title).toBe('Reload');
    expect(english.content).toBe('<p>Hi</p><img />');
    expect((await read('VI')).title).toBe('Nạp lại');
  });

  it('answers 404 for an unknown, draft or archived promotion', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    await t.app.inject({
      method: 'DELETE',
      url: `/wps/operator/promotions/${promotion.id}`,
      headers: admin.headers,
    });
    for (const id of [promotion.id, 999_999]) {
      expectError(
        await t.app.inject({ method: 'GET', url: `/wps/promotions/${id}` }),
        404,
        'PROMOTION_NOT_FOUND',
      );
    }
    expectError(
      await t.app.inject({ method: 'GET', url: '/wps/promotions/-no' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /wps/promotions/:id/join', () => {
  it('joins once; a second join is a conflict', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const member = await signedIn(t);
    expect(expectValue(await join(member.headers, promotion.id), joinPromotionValueSchema)).toEqual(
      {
        state: 'joined',
      },
    );
    expectError(await join(member.headers, promotion.id), 409, 'PROMOTION_ALREADY_JOINED');
    const mine = (await list(member.headers)).find((p) => p.id === promotion.id);
    expect([mine?.state, mine?.action]).toEqual(['joined', 'deposit']);
  });

  it('lets one of two racing joins through', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const member = await signedIn(t);
    const answers = await Promise.all([
      join(member.headers, promotion.id),
      join(member.headers, promotion.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('promotion_participations')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses visitors (401), trial accounts (403), unknown promotions (404) and bad ids (400)', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    expectError(await join({}, promotion.id), 401, 'NOT_LOGGED_IN');
    expectError(await join(await trialHeaders(t), promotion.id), 403, 'TRIAL_ACCOUNT');
    const member = await signedIn(t);
    expectError(await join(member.headers, 999_999), 404, 'PROMOTION_NOT_FOUND');
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/wps/promotions/0/join',
        headers: member.headers,
        payload: {},
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses with 409 before the start, after the end, below the VIP rank, or for a member who deposited before', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    const make = (overrides: Parameters<typeof promotionInput>[1]) =>
      createPromotion(t, admin, promotionInput(matchTerms(), overrides));
    const soon = await make({ startsAt: new Date(Date.now() + DAY).toISOString() });
    expectError(await join(member.headers, soon.id), 409, 'PROMOTION_NOT_STARTED');
    const ended = await make({
      startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
      endsAt: new Date(Date.now() - DAY).toISOString(),
    });
    expectError(await join(member.headers, ended.id), 409, 'PROMOTION_ENDED');
    const vip = await make({
      eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 5 },
    });
    expectError(await join(member.headers, vip.id), 409, 'PROMOTION_NOT_ELIGIBLE');
    const application = await createPromotion(
      t,
      admin,
      promotionInput({
        kind: 'application',
        maxAmount: 10,
        turnoverMultiple: 1,
        contactRequired: false,
      }),
    );
    expectError(await join(member.headers, application.id), 409, 'PROMOTION_WRONG_KIND');

    const welcome = await make({
      eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
    });
    await creditedDeposit(member, '20.00');
    expectError(await join(member.headers, welcome.id), 409, 'PROMOTION_NOT_ELIGIBLE');
    const seen = (await list(member.headers)).find((p) => p.id === welcome.id);
    expect([seen?.state, seen?.ineligibleReason]).toEqual(['closed', 'new_members_only']);
  });
});

describe('deposit match, turnover and withdrawal', () => {
  it('matches the first deposit, blocks withdrawal until the turnover is played, then releases the bonus to main', async () => {
    const admin = await staffWithToken(t, 'admin');
    // 100% up to 500.00, minimum 50.00, turnover 2x (deposit + bonus); live casino counts half.
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), {
        eligibility: { newMembersOnly: true, frequency: 'once', minVipRank: 0 },
        bonus: { expiryDays: 7, weights: { LIVE: 50 } },
      }),
    );
    const member = await readyMember(t, { funds: 0n });
    await creditedDeposit(member, '100.00', { promotionId: promotion.id });
    await runConsumers(t);

    expect(await wallets(member.id)).toEqual({ main: 10_000n, bonus: 10_000n });
    const issued = await bonuses(member.headers);
    expect(issued.list).toHaveLength(1);
    expect(issued.list[0]).toMatchObject({
      source: 'deposit_match',
      promotionId: promotion.id,
      title: 'Welcome bonus',
      amount: 100,
      turnoverRequired: 400,
      turnoverPlayed: 0,
      progressPercent: 0,
      state: 'in_progress',
      weights: { LIVE: 50 },
    });
    expect(issued.totals).toEqual({
      inProgress: 100,
      turnoverRemaining: 400,
      released: 0,
      lost: 0,
    });
    const state = (await list(member.headers)).find((p) => p.id === promotion.id);
    expect([state?.state, state?.weights]).toEqual(['in_progress', { LIVE: 50 }]);

    const blocked = expectError(
      await postWithdraw(t, member, { amount: 50 }),
      409,
      'BONUS_TURNOVER_UNMET',
    );
    expect(blocked.message).toContain('RM 400.00');

    // 300.00 on slots counts fully, 100.00 on live casino counts 50.00: 350.00 of 400.00.
    const slots = await sitDown(t, member.id, 'RNG');
    const live = await sitDown(t, member.id, 'LIVE');
    await playRound(t, slots, member.account, 30, 30);
    for (let i = 0; i < 9; i++) await playRound(t, slots, member.account, 30, 30);
    await playRound(t, live, member.account, 100, 100);
    await runConsumers(t);
    const midway = (await bonuses(member.headers)).list[0]!;
    expect([midway.turnoverPlayed, midway.progressPercent, midway.state]).toEqual([
      350,
      87,
      'in_progress',
    ]);
    expectError(await postWithdraw(t, member, { amount: 50 }), 409, 'BONUS_TURNOVER_UNMET');

    await playRound(t, slots, member.account, 50, 0);
    await runConsumers(t);
    const done = await bonuses(member.headers);
    expect(done.list[0]).toMatchObject({
      turnoverPlayed: 400,
      progressPercent: 100,
      state: 'completed',
    });
    expect(done.totals).toEqual({ inProgress: 0, turnoverRemaining: 0, released: 100, lost: 0 });
    // 100.00 deposited + 100.00 released - 50.00 lost on the last round.
    expect(await wallets(member.id)).toEqual({ main: 15_000n, bonus: 0n });
    expect((await postWithdraw(t, member, { amount: 50 })).statusCode).toBe(200);

    const notices = await t.db
      .selectFrom('member_notices')
      .select('kind')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(notices.map((n) => n.kind)).toEqual([
      'deposit_arrived',
      'bonus_issued',
      'bonus_released',
    ]);
    const state2 = (await list(member.headers)).find((p) => p.id === promotion.id);
    expect(state2?.state).toBe('claimed');
  });

  it('keeps a join waiting through a deposit below the minimum and refuses a deposit made with it', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms({ percent: 50, capAmount: 30 })),
    );
    const member = await signedIn(t);
    const channel = await createChannel(t, { turnoverBps: 0 });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/member/deposit',
      headers: member.headers,
      payload: {
        channelId: channel.id,
        amount: '20.00',
        reference: 'ref-below-minimum-1',
        promotionId: promotion.id,
      },
    });
    expectError(refused, 400, 'AMOUNT_BELOW_MINIMUM');
    expectValue(await join(member.headers, promotion.id), joinPromotionValueSchema);
    await creditedDeposit(member, '20.00');
    await runConsumers(t);
    expect((await bonuses(member.headers)).list).toHaveLength(0);
    // 50% of 200.00 is 100.00, capped at 30.00.
    await creditedDeposit(member, '200.00');
    await runConsumers(t);
    const [bonus] = (await bonuses(member.headers)).list;
    expect([bonus?.amount, bonus?.turnoverRequired]).toEqual([30, 460]);
  });
});

const withdrawInfo = async (headers: Record<string, string>) =>
  expectValue(
    await t.app.inject({ url: '/wps/member/withdraw/info', headers }),
    withdrawInfoSchema,
  );

const depositOrder = async (headers: Record<string, string>, orderNo: string) =>
  expectValue(
    await t.app.inject({ url: `/wps/member/deposit/orders/${orderNo}`, headers }),
    depositOrderDetailSchema,
  );

describe('what blocks a withdrawal', () => {
  it('lists the deposit’s own turnover and each running bonus, and refuses with the same figures in RM', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const member = await readyMember(t, { funds: 0n });
    const english = { ...member, headers: { ...member.headers, language: 'EN' } };
    // The deposit asks 1x its amount; the match asks (100 + 100) x 2.
    await creditedDeposit(member, '100.00', { promotionId: promotion.id }, 10_000);
    await runConsumers(t);
    const adjustment = await t.db.transaction().execute((trx) =>
      t.app.services.bonuses.issue(
        {
          memberId: member.id,
          source: 'adjustment',
          reference: `test-requirements-${member.id}`,
          promotionId: null,
          title: 'Goodwill',
          amount: 1_000n,
          currency: 'MYR',
          turnoverRequired: 15_026n,
          weights: {},
          expiryDays: 3,
          now: new Date(),
        },
        trx,
      ),
    );

    const before = await withdrawInfo(english.headers);
    expect(before.requirements.deposit).toEqual({ required: 100, remaining: 100 });
    expect(before.requirements.bonuses).toMatchObject([
      { title: 'Welcome bonus', amount: 100, turnoverRequired: 400, turnoverRemaining: 400 },
      { id: adjustment.id, title: 'Goodwill', amount: 10, turnoverRemaining: 150.26 },
    ]);
    expect(before.turnoverRemaining).toBe(650.26);
    const first = expectError(
      await postWithdraw(t, english, { amount: 50 }),
      403,
      'TURNOVER_NOT_MET',
    );
    expect(first.message).toContain('RM 100.00');
    expect(first.value).toMatchObject({ remaining: 'RM 100.00' });

    // 100.00 on slots plays the deposit's turnover and counts towards both bonuses.
    const slots = await sitDown(t, member.id, 'RNG');
    await playRound(t, slots, member.account, 100, 100);
    await runConsumers(t);
    const after = await withdrawInfo(english.headers);
    expect(after.requirements.deposit).toEqual({ required: 0, remaining: 0 });
    const owed = after.requirements.bonuses.map((bonus) => bonus.turnoverRemaining);
    expect(owed).toEqual([300, 50.26]);
    expect(after.turnoverRemaining).toBe(350.26);
    const refusal = expectError(
      await postWithdraw(t, english, { amount: 50 }),
      409,
      'BONUS_TURNOVER_UNMET',
    );
    // The refusal names what the page shows, with the currency.
    expect(refusal.value).toMatchObject({ remaining: 'RM 350.26' });
    expect(refusal.message).toContain('RM 350.26');

    // Giving both up clears the page and opens the withdrawal.
    for (const bonus of after.requirements.bonuses) {
      const given = await t.app.inject({
        method: 'POST',
        url: `/wps/member/bonuses/${bonus.id}/forfeit`,
        headers: member.headers,
        payload: {},
      });
      expect(given.json().value).toEqual({ id: bonus.id, state: 'forfeited' });
    }
    const cleared = await withdrawInfo(member.headers);
    expect([cleared.turnoverRemaining, cleared.requirements.bonuses]).toEqual([0, []]);
    expect((await postWithdraw(t, member, { amount: 50 })).statusCode).toBe(200);
  });

  it('counts the half cents of weighted bets: two live bets of 3.75 at 50 % play 3.75', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(
      t,
      admin,
      promotionInput(matchTerms(), { bonus: { expiryDays: 7, weights: { LIVE: 50 } } }),
    );
    const member = await readyMember(t, { funds: 10_000n });
    await creditedDeposit(member, '100.00', { promotionId: promotion.id });
    await runConsumers(t);
    const live = await sitDown(t, member.id, 'LIVE');
    // Counted in two passes, so the half cent carries from one to the next.
    await playRound(t, live, member.account, 3.75, 0);
    await runConsumers(t);
    expect((await bonuses(member.headers)).list[0]?.turnoverPlayed).toBe(1.87);
    await playRound(t, live, member.account, 3.75, 0);
    await runConsumers(t);
    expect((await bonuses(member.headers)).list[0]?.turnoverPlayed).toBe(3.75);
    const [requirement] = (await withdrawInfo(member.headers)).requirements.bonuses;
    expect(requirement?.turnoverRemaining).toBe(396.25);
  });
});

describe('deposit result', () => {
  it('shows the deposit match credited with the deposit, and says one is on its way until then', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const member = await readyMember(t, { funds: 0n });
    const order = await creditedDeposit(member, '100.00', { promotionId: promotion.id });
    const credited = await depositOrder(member.headers, order.orderNo);
    expect([credited.status, credited.bonus, credited.bonusPending]).toEqual([
      'success',
      null,
      true,
    ]);
    await runConsumers(t);
    const matched = await depositOrder(member.headers, order.orderNo);
    expect(matched.bonusPending).toBe(false);
    expect(matched.bonus).toMatchObject({
      amount: 100,
      turnoverRequired: 400,
      state: 'in_progress',
    });
    expect(matched.bonus?.bonusNo).toMatch(/^B\d+$/);

    // Without a deposit match waiting, nothing is on its way.
    const plain = await creditedDeposit(member, '60.00');
    const alone = await depositOrder(member.headers, plain.orderNo);
    expect([alone.bonus, alone.bonusPending]).toEqual([null, false]);
  });
});

describe('bonuses: forfeit, expiry', () => {
  it('lets a member give up a running bonus once; another member’s bonus is not found', async () => {
    const admin = await staffWithToken(t, 'admin');
    const promotion = await createPromotion(t, admin, promotionInput(matchTerms()));
    const member = await readyMember(t, { funds: 0n });
    await creditedDeposit(member, '60.00', { promotionId: promotion.id });
    await runConsumers(t);
    const [bonus] = (await bonuses(member.headers)).list;
    const forfeit = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/wps/member/bonuses/${bonus!.id}/forfeit`,
        headers,
        payload: {},
      });
    const other = await signedIn(t);
    expectError(await forfeit(other.headers), 404, 'BONUS_NOT_FOUND');
    expectError(await forfeit({}), 401, 'NOT_LOGGED_IN');
    expect((await forfeit(member.headers)).json().value).toEqual({
      id: bonus!.id,
      state: 'forfeited',
    });
    expectError(await forfeit(member.headers), 409, 'BONUS_NOT_IN_PROGRESS');
    expect(await wallets(member.id)).toEqual({ main: 6_000n, bonus: 0n });
    expect((await bonuses(member.headers)).totals.lost).toBe(60);
    expect((await postWithdraw(t, member, { amount: 50 })).statusCode).toBe(200);
  });

  it('expires a bonus whose time ran out and tells the member', async () => {
    const member = await createMember(t);
    await t.db.transaction().execute((trx) =>
      t.app.services.bonuses.issue(
        {
          memberId: member.id,
          source: 'adjustment',
          reference: `test-expiry-${member.id}`,
          promotionId: null,
          title: 'Goodwill',
          amount: 2_500n,
          currency: 'MYR',
          turnoverRequired: 10_000n,
          weights: {},
          expiryDays: 1,
          now: new Date(Date.now() - 2 * DAY),
        },
        trx,
      ),
    );
    expect(await t.app.services.bonuses.expireDue(new Date())).toBe(1);
    const row = await t.db
      .selectFrom('bonuses')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('expired');
    expect(await wallets(member.id)).toEqual({ main: 0n, bonus: 0n });
    const notice = await t.db
      .selectFrom('member_notices')
      .select('kind')
      .where('member_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(notice.map((n) => n.kind)).toEqual(['bonus_issued', 'bonus_expired']);
  });
});

describe('demo promotions', () => {
  it('give every banner that links to a promotion a published one that members can join', async () => {
    const banners = await t.db
      .selectFrom('banners')
      .select(['code', 'linkage'])
      .where('linkage_type', '=', 'PROMOTION')
      .execute();
    expect(banners.map((b) => b.code).sort()).toEqual(
      ['fish-reef', 'home-welcome', 'promotions-weekly', 'sports-derby'].sort(),
    );
    const member = await signedIn(t);
    for (const banner of banners) {
      const promotion = expectValue(
        await t.app.inject({
          method: 'GET',
          url: `/wps/promotions/${banner.linkage}`,
          headers: { ...member.headers, language: 'VI' },
        }),
        promotionDetailSchema,
      );
      expect([promotion.phase, promotion.state, promotion.action]).toEqual([
        'ongoing',
        'join',
        'join',
      ]);
      expect(promotion.title.length).toBeGreaterThan(0);
      expect(promotion.imageUrl).toMatch(/^\/assets-cdn\/banners\/.+\.vi\.svg$/);
    }
  });
});
