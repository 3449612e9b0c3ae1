import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginValueSchema, type RegisterPayload } from '@portal/shared/schemas/account';
import { bonusesValueSchema } from '@portal/shared/schemas/promotions';
import { noticesValueSchema } from '@portal/shared/schemas/notices';
import {
  operatorReferralsValueSchema,
  referralFriendsValueSchema,
  referralRulesSchema,
  referralSummarySchema,
  type ReferralRulesInput,
} from '@portal/shared/schemas/referral';
import { authHeader, createMember, login, uniqueIp } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  trialHeaders,
} from '../../../test/deposits.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { SWEEP_GRACE_MS } from './referral-tracker.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { DEVICE_MARK_COOKIE } from './device-mark.js';

const CAPTCHA = '2468';
const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: CAPTCHA, VERIFY_NEW_IP: 'false' } });

const RULES: ReferralRulesInput = {
  enabled: true,
  minFirstDeposit: 100,
  minTurnover: 0,
  qualifyWithinDays: 30,
  rewardAmount: 25,
  rewardWallet: 'bonus',
  turnoverMultiple: 3,
  bonusExpiryDays: 14,
};

interface Signed {
  id: number;
  account: string;
  ip: string;
  headers: Record<string, string>;
  /** The browser mark cookie the member's referral page set. */
  mark?: string;
}

const uniqueName = (prefix: string) => `${prefix}${randomInt(10_000_000, 99_999_999)}`;

async function setRules(overrides: Partial<ReferralRulesInput> = {}) {
  const admin = await staffWithToken(t, 'admin');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/operator/referral/rules',
    headers: admin.headers,
    payload: { ...RULES, ...overrides },
  });
  return expectValue(response, referralRulesSchema);
}

/** A member signed in from an address of their own. */
async function referrer(payeeName = `Referrer ${randomInt(1e6, 9e6)}`): Promise<Signed> {
  const member = await createMember(t, { payeeName });
  const ip = uniqueIp();
  const { token } = await login(t, member.account, member.password, {}, { remoteAddress: ip });
  return { id: member.id, account: member.account, ip, headers: authHeader(token) };
}

const getSummary = (headers: Record<string, string>, cookie?: string) =>
  t.app.inject({
    url: '/wps/member/referral',
    headers: { ...headers, host: 'portal.example', ...(cookie ? { cookie } : {}) },
  });

/** The referrer's page: their code, and the browser mark it set. */
async function openReferralPage(member: Signed) {
  const response = await getSummary(member.headers);
  const summary = expectValue(response, referralSummarySchema);
  const mark = response.cookies.find((cookie) => cookie.name === DEVICE_MARK_COOKIE);
  expect(mark?.path).toBe('/wps/member');
  member.mark = mark!.value;
  return summary;
}

async function captchaCookie(ip: string): Promise<string> {
  const response = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
  const cookie = response.cookies.find((entry) => entry.name === 'portal_captcha');
  return `portal_captcha=${cookie!.value}`;
}

function registerFriend(
  fields: Partial<RegisterPayload>,
  options: { ip?: string; mark?: string } = {},
) {
  const ip = options.ip ?? uniqueIp();
  return (async () => {
    const cookies = [await captchaCookie(ip)];
    if (options.mark) cookies.push(`${DEVICE_MARK_COOKIE}=${options.mark}`);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      remoteAddress: ip,
      headers: { host: 'portal.example', cookie: cookies.join('; ') },
      payload: await encryptedBody(t.app, {
        username: uniqueName('friend'),
        mobileNum: `1${randomInt(10_000_000, 99_999_999)}`,
        countryDialingCode: '60',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: CAPTCHA,
        agreement: true,
        ...fields,
      }),
    });
    return { response, ip };
  })();
}

/** A friend registered through `code`, signed in by the registration itself. */
async function friendOf(
  code: string,
  fields: Partial<RegisterPayload> = {},
  options: { ip?: string; mark?: string } = {},
): Promise<Signed> {
  const { response, ip } = await registerFriend({ referralCode: code, ...fields }, options);
  const value = expectValue(response, loginValueSchema);
  return { id: value.customerId, account: value.username, ip, headers: authHeader(value.token) };
}

async function creditDeposit(member: Signed, amount: string) {
  const channel = await createChannel(t, { turnoverBps: 0 });
  const order = await deposit(t, member, channel, amount);
  const minor = BigInt(Math.round(Number(amount) * 100));
  const callback = await postSignedCallback(t, channel, callbackFor(order.orderNo, minor));
  expect(callback.statusCode, callback.body).toBe(200);
  return order;
}

const friendsOf = async (member: Signed, query = '') =>
  expectValue(
    await t.app.inject({ url: `/wps/member/referral/friends${query}`, headers: member.headers }),
    referralFriendsValueSchema,
  );

const referralRow = (friendId: number) =>
  t.db.selectFrom('referrals').selectAll().where('friend_id', '=', friendId).executeTakeFirst();

async function operatorList(query = '') {
  const viewer = await staffWithToken(t, 'viewer');
  return t.app.inject({ url: `/wps/operator/referrals${query}`, headers: viewer.headers });
}

describe('GET /wps/member/referral', () => {
  it('gives each member one stable code, the link with it, zero totals and the rules', async () => {
    await setRules();
    const member = await referrer();
    const first = await openReferralPage(member);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toBe(`http://portal.example/register?referralCode=${first.code}`);
    expect(first.totals).toEqual({ friends: 0, firstDeposits: 0, qualified: 0, rewardsEarned: 0 });
    expect(first.rules).toEqual({
      enabled: true,
      minFirstDeposit: 100,
      minTurnover: 0,
      qualifyWithinDays: 30,
      rewardAmount: 25,
      rewardWallet: 'bonus',
      turnoverMultiple: 3,
    });
    // The same code next time; the browser keeps its mark (no new cookie).
    const again = await getSummary(member.headers, `${DEVICE_MARK_COOKIE}=${member.mark}`);
    expect(expectValue(again, referralSummarySchema).code).toBe(first.code);
    expect(again.cookies.find((c) => c.name === DEVICE_MARK_COOKIE)).toBeUndefined();
    const other = await openReferralPage(await referrer());
    expect(other.code).not.toBe(first.code);
  });

  it('refuses visitors (401), trial accounts (403) and unknown query fields (400)', async () => {
    expectError(await getSummary({}), 401, 'NOT_LOGGED_IN');
    expectError(await getSummary(await trialHeaders(t)), 403, 'TRIAL_ACCOUNT');
    const member = await referrer();
    expectError(
      await t.app.inject({ url: '/wps/member/referral?x=1', headers: member.headers }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('registration with a referral code', () => {
  it('binds the friend to the referrer, whatever the case of the code', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code.toLowerCase());
    const event = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('event_key', '=', `member.registered:${friend.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload as string)).toMatchObject({
      referrerId: member.id,
      uplineId: null,
    });
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      referrer_id: member.id,
      status: 'registered',
    });
    // Not an agent's downline: the upline stays empty.
    const row = await t.db
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBeNull();
  });

  it('refuses a code that names no member (400) and creates no account', async () => {
    const username = uniqueName('nobody');
    const { response } = await registerFriend({ username, referralCode: 'ZZZZ9999' });
    expectError(response, 400, 'REFERRAL_CODE_INVALID');
    expect(await t.app.services.members.findByAccount(username)).toBeUndefined();
  });

  it('refuses the code of a disabled member', async () => {
    const member = await referrer();
    const { code } = await openReferralPage(member);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    const { response } = await registerFriend({ referralCode: code });
    expectError(response, 400, 'REFERRAL_CODE_INVALID');
  });
});

describe('qualification and reward', () => {
  it('rewards a first deposit at the minimum once, in the bonus wallet, and tells the referrer', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await runConsumers(t);
    expect((await friendsOf(member)).list[0]).toMatchObject({ status: 'registered' });

    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    const row = await referralRow(friend.id);
    expect(row).toMatchObject({ status: 'qualified', ineligible_reason: null });
    expect(row!.reward_reference).toMatch(/^B\d+$/);

    const bonus = expectValue(
      await t.app.inject({ url: '/wps/member/bonuses', headers: member.headers }),
      bonusesValueSchema,
    ).list;
    expect(bonus).toEqual([
      expect.objectContaining({
        source: 'referral',
        amount: 25,
        turnoverRequired: 75,
        state: 'in_progress',
        bonusNo: row!.reward_reference,
        title: `${friend.account.slice(0, 2)}***${friend.account.at(-1)}`,
      }),
    ]);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
      2_500n,
    );

    // A second deposit and a second pass change nothing: one reward per friend.
    await creditDeposit(friend, '300.00');
    await runConsumers(t);
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(
      2_500n,
    );

    const notices = expectValue(
      await t.app.inject({
        url: '/wps/member/notices',
        headers: { ...member.headers, language: 'EN' },
      }),
      noticesValueSchema,
    ).list;
    const notice = notices.find((n) => n.kind === 'referral_reward');
    expect(notice).toMatchObject({ amount: 25, reference: row!.reward_reference });
    expect(notice!.content).toContain(`Your friend ${friend.account.slice(0, 2)}***`);

    const summary = expectValue(await getSummary(member.headers), referralSummarySchema);
    expect(summary.totals).toEqual({
      friends: 1,
      firstDeposits: 1,
      qualified: 1,
      rewardsEarned: 25,
    });
    const friends = await friendsOf(member);
    expect(friends.list).toEqual([
      expect.objectContaining({
        account: `${friend.account.slice(0, 2)}***${friend.account.at(-1)}`,
        status: 'qualified',
        reward: 25,
      }),
    ]);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('pays into the main wallet from the house when the rules say so', async () => {
    await setRules({ rewardWallet: 'main', rewardAmount: 12.34, turnoverMultiple: 0 });
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await creditDeposit(friend, '150.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      status: 'qualified',
      reward_wallet: 'main',
    });
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
      1_234n,
    );
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('keeps a first deposit below the minimum as not eligible', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await creditDeposit(friend, '99.99');
    await creditDeposit(friend, '500.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      status: 'not_eligible',
      ineligible_reason: 'first_deposit_below_minimum',
      first_deposit_order_no: expect.any(String),
    });
    expect((await friendsOf(member)).list[0]).toMatchObject({
      status: 'not_eligible',
      reward: null,
    });
  });

  it('waits for the valid turnover when the rules ask for it', async () => {
    await setRules({ minTurnover: 50 });
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({ status: 'deposited' });
    expect((await friendsOf(member)).list[0]).toMatchObject({ status: 'deposited' });

    const table = await sitDown(t, friend.id);
    await playRound(t, table, friend.account, 30);
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({ status: 'deposited' });
    await playRound(t, table, friend.account, 20, 5);
    await runConsumers(t);
    const row = await referralRow(friend.id);
    expect(row).toMatchObject({ status: 'qualified' });
    expect(BigInt(row!.turnover as string | number)).toBe(5_000n);
  });

  it('marks a friend short of the turnover not eligible once the window has closed, without a bet', async () => {
    await setRules({ minTurnover: 50, qualifyWithinDays: 7 });
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const [closed, inGrace, open] = [
      await friendOf(code),
      await friendOf(code),
      await friendOf(code),
    ];
    for (const friend of [closed, inGrace, open]) await creditDeposit(friend, '100.00');
    await runConsumers(t);
    const now = Date.now();
    const registered = (friendId: number, msAgo: number) =>
      t.db
        .updateTable('referrals')
        .set({ registered_at: new Date(now - msAgo).toISOString() })
        .where('friend_id', '=', friendId)
        .execute();
    const week = 7 * 86_400_000;
    await registered(closed.id, week + SWEEP_GRACE_MS + 60_000);
    await registered(inGrace.id, week + SWEEP_GRACE_MS - 60_000);
    await registered(open.id, week - 60_000);

    await t.app.services.referralJobs.scheduleNext(new Date(now));
    const summary = await t.app.services.jobs.runDue(new Date(now + 1000));
    expect(summary).toMatchObject({ failed: 0, retried: 0 });
    expect(await referralRow(closed.id)).toMatchObject({
      status: 'not_eligible',
      ineligible_reason: 'window_passed',
    });
    expect(await referralRow(inGrace.id)).toMatchObject({ status: 'deposited' });
    expect(await referralRow(open.id)).toMatchObject({ status: 'deposited' });
    const list = (await friendsOf(member)).list;
    expect(list.find((row) => row.status === 'not_eligible')).toBeDefined();
  });

  it('records progress but rewards nobody while the programme is off', async () => {
    await setRules({ enabled: false });
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await creditDeposit(friend, '200.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({ status: 'deposited' });
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(0n);
  });
});

describe('anti-abuse', () => {
  it('does not reward a friend registered in the referrer’s browser', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code, {}, { mark: member.mark });
    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      status: 'not_eligible',
      ineligible_reason: 'same_device',
    });
    expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'bonus' })).toBe(0n);
  });

  it('does not reward a friend who registered from the referrer’s address', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code, {}, { ip: member.ip });
    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      status: 'not_eligible',
      ineligible_reason: 'same_ip',
    });
  });

  it('does not reward a friend with the referrer’s payee name, whatever its case', async () => {
    await setRules();
    const member = await referrer('Tan Ah Kow');
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code, { payeeName: 'TAN ah KOW' });
    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    expect(await referralRow(friend.id)).toMatchObject({
      status: 'not_eligible',
      ineligible_reason: 'same_payee_name',
    });
  });

  it('shows operators every reason at once', async () => {
    await setRules();
    const member = await referrer('Siti Aminah');
    const { code } = await openReferralPage(member);
    const friend = await friendOf(
      code,
      { payeeName: 'Siti Aminah' },
      { ip: member.ip, mark: member.mark },
    );
    await creditDeposit(friend, '100.00');
    await runConsumers(t);
    const list = expectValue(
      await operatorList(`?referrer=${member.account}`),
      operatorReferralsValueSchema,
    ).list;
    expect(list).toEqual([
      expect.objectContaining({
        friend: friend.account,
        friendId: friend.id,
        referrer: member.account,
        status: 'not_eligible',
        ineligibleReasons: ['same_device', 'same_ip', 'same_payee_name'],
        firstDepositAmount: 100,
        rewardAmount: null,
      }),
    ]);
  });
});

describe('GET /wps/member/referral/friends', () => {
  it('pages the friends newest first with masked accounts', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friends = [];
    for (let i = 0; i < 3; i++) friends.push(await friendOf(code));
    await runConsumers(t);
    const first = await friendsOf(member, '?page=1&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.list.map((f) => f.account)).toEqual(
      [friends[2]!, friends[1]!].map((f) => `${f.account.slice(0, 2)}***${f.account.at(-1)}`),
    );
    expect(first.list[0]).toMatchObject({
      status: 'registered',
      firstDepositAt: null,
      reward: null,
    });
    const second = await friendsOf(member, '?page=2&pageSize=2');
    expect(second.list).toHaveLength(1);
    expect((await friendsOf(await referrer())).list).toEqual([]);
  });

  it('refuses visitors, trial accounts and bad paging', async () => {
    expectError(await t.app.inject({ url: '/wps/member/referral/friends' }), 401, 'NOT_LOGGED_IN');
    expectError(
      await t.app.inject({ url: '/wps/member/referral/friends', headers: await trialHeaders(t) }),
      403,
      'TRIAL_ACCOUNT',
    );
    const member = await referrer();
    expectError(
      await t.app.inject({
        url: '/wps/member/referral/friends?pageSize=0',
        headers: member.headers,
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('operator calls', () => {
  it('reads and replaces the rules, audited; finance may read but not change them', async () => {
    const admin = await staffWithToken(t, 'admin');
    const saved = await setRules({ minTurnover: 10.5, rewardAmount: 8.8 });
    expect(saved).toMatchObject({
      minTurnover: 10.5,
      rewardAmount: 8.8,
      updatedAt: expect.any(String),
    });
    const finance = await staffWithToken(t, 'finance');
    const read = await t.app.inject({
      url: '/wps/operator/referral/rules',
      headers: finance.headers,
    });
    expect(expectValue(read, referralRulesSchema)).toEqual(saved);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/referral/rules',
        headers: finance.headers,
        payload: RULES,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select(['action', 'target', 'details'])
      .where('action', '=', 'referral.rules.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe('referral:rules');
    expect(JSON.parse(audit.details)).toMatchObject({ rewardAmount: 8.8 });
    expect(admin.id).toBeGreaterThan(0);
  });

  it('refuses calls without an operator session (401) and invalid rules (400)', async () => {
    expectError(
      await t.app.inject({ url: '/wps/operator/referral/rules' }),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    const admin = await staffWithToken(t, 'admin');
    for (const payload of [
      { ...RULES, rewardAmount: 0 },
      { ...RULES, minFirstDeposit: 10.001 },
      { ...RULES, rewardWallet: 'points' },
      { ...RULES, extra: true },
    ]) {
      expectError(
        await t.app.inject({
          method: 'PUT',
          url: '/wps/operator/referral/rules',
          headers: admin.headers,
          payload,
        }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('lists referrals by status and refuses an unknown referrer (404)', async () => {
    await setRules();
    const member = await referrer();
    const { code } = await openReferralPage(member);
    const friend = await friendOf(code);
    await runConsumers(t);
    const registered = expectValue(
      await operatorList('?status=registered&pageSize=100'),
      operatorReferralsValueSchema,
    );
    expect(registered.list.map((r) => r.friendId)).toContain(friend.id);
    expect(registered.list.every((r) => r.status === 'registered')).toBe(true);
    expectError(await operatorList('?referrer=nobody-here'), 404, 'MEMBER_NOT_FOUND');
    expectError(await operatorList('?status=rewarded'), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ url: '/wps/operator/referrals' }), 401, 'STAFF_NOT_LOGGED_IN');
  });
});
