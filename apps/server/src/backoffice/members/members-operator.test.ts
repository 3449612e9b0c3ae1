import { randomBytes, randomInt } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  memberBetPageSchema,
  memberBonusPageSchema,
  memberDepositPageSchema,
  memberDetailSchema,
  memberLedgerPageSchema,
  memberLoginPageSchema,
  memberPageSchema,
  memberSessionPageSchema,
  memberWithdrawalPageSchema,
} from '@portal/shared/schemas/operator-members';
import { createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { createChannel, deposit } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { readyMember, withdraw } from '../../../test/withdrawals.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof staffWithToken>>;

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

let viewer: Staff;
let finance: Staff;

beforeAll(async () => {
  [viewer, finance] = await Promise.all([
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
});

describe('GET /wps/operator/members', () => {
  /** A prefix no other member of the test database starts with. */
  const prefix = `sx${randomInt(100_000, 999_999)}`;
  const mobilePrefix = `7${randomInt(1000, 9999)}`;
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const mark = randomBytes(32).toString('hex');
  let ids: { first: number; second: number; other: number };

  beforeAll(async () => {
    const first = await createMember(t, {
      account: `${prefix}alpha`,
      email: `${prefix}.Alpha@Example.com`,
      mobileNum: `${mobilePrefix}00001`,
      payeeName: `Nurul ${prefix}`,
    });
    const second = await createMember(t, {
      account: `${prefix.toUpperCase()}Beta`,
      status: 'disabled',
      mobileNum: `${mobilePrefix}00002`,
    });
    const other = await createMember(t, { account: `zz${prefix}` });
    await login(t, first.account, first.password, {}, { remoteAddress: ip });
    await t.db
      .insertInto('referral_devices')
      .values({ member_id: second.id, mark_hash: mark })
      .execute();
    ids = { first: first.id, second: second.id, other: other.id };
  });

  const search = async (query: string, staff: Staff = viewer) =>
    expectValue(await get(`/wps/operator/members?${query}`, staff.headers), memberPageSchema);
  const idsOf = (page: { list: { id: number }[] }) => page.list.map((row) => row.id);

  it('matches the start of a username whatever its case, newest first', async () => {
    const page = await search(`q=${prefix.toUpperCase()}`);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(idsOf(page)).toEqual([ids.second, ids.first]);
    expect(page.list[1]).toMatchObject({
      username: `${prefix}alpha`,
      status: 'active',
      realName: `Nurul ${prefix}`,
      lastLoginIp: ip,
    });
    expect(page.list[0]!.status).toBe('locked');
    expect(idsOf(await search(`q=${prefix.slice(1)}`))).toEqual([]);
  });

  it('searches by phone digits, email, real name, login IP and device mark', async () => {
    expect(idsOf(await search(`by=phone&q=${encodeURIComponent(`+${mobilePrefix}000`)}`))).toEqual([
      ids.second,
      ids.first,
    ]);
    expect(idsOf(await search(`by=email&q=${prefix.toUpperCase()}.al`))).toEqual([ids.first]);
    expect(idsOf(await search(`by=realName&q=${encodeURIComponent(`nurul ${prefix}`)}`))).toEqual([
      ids.first,
    ]);
    expect(idsOf(await search(`by=ip&q=${ip}`))).toEqual([ids.first]);
    expect(idsOf(await search(`by=device&q=${mark.slice(0, 12)}`))).toEqual([ids.second]);
  });

  it('treats LIKE wildcards in the box as text', async () => {
    expect((await search(`q=${prefix}%25`)).total).toBe(0);
    expect((await search(`q=${prefix.slice(0, 3)}_`)).total).toBe(0);
  });

  it('filters by status, sorts by username and pages', async () => {
    expect(idsOf(await search(`q=${prefix}&status=locked`))).toEqual([ids.second]);
    const sorted = await search(`q=${prefix}&sort=username&pageSize=1&page=2`);
    expect(sorted).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(idsOf(sorted)).toEqual([ids.second]);
    expect(idsOf(await search(`q=${prefix}&sort=-username`))).toEqual([ids.second, ids.first]);
  });

  it('streams the whole filtered list as CSV', async () => {
    const response = await get(`/wps/operator/members?q=${prefix}&format=csv`, finance.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/members-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('ID,Username,Status');
    expect(lines[2]).toContain(`${prefix}alpha,active`);
  });

  it('refuses bad input and calls without a token', async () => {
    expectError(
      await get('/wps/operator/members?by=name&q=a', viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get('/wps/operator/members?sort=balance', viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get('/wps/operator/members?pageSize=101', viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await get(`/wps/operator/members?q=${'a'.repeat(65)}`, viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await get('/wps/operator/members', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });

  it('walks an index for every kind of search', async () => {
    const postgres = t.db.getExecutor().adapter instanceof PostgresAdapter;
    const searches = [
      sql`select id from members where account_key like 'ab%' escape '\\'`,
      sql`select id from members where mobile_num like '12%' escape '\\'`,
      sql`select id from members where email_key like 'ab%' escape '\\'`,
      postgres
        ? sql`select id from members where lower(payee_name) like 'ab%' escape '\\'`
        : sql`select id from members where payee_name like 'ab%' escape '\\'`,
      sql`select member_id from member_logins where ip like '10.%' escape '\\'`,
      sql`select member_id from referral_devices where mark_hash like 'ab%' escape '\\'`,
    ];
    for (const query of searches) {
      const plan = await t.db.transaction().execute(async (trx) => {
        // Tiny test tables would be read whole: ask whether an index can serve the prefix at all.
        if (postgres) await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<
          Record<string, unknown>
        >`${sql.raw(postgres ? 'explain ' : 'explain query plan ')}${query}`.execute(trx);
        return JSON.stringify(rows);
      });
      expect(plan).toMatch(/prefix_idx/);
    }
  });
});

describe('GET /wps/operator/members/:id', () => {
  it('shows profile, verification, status, balances, agents, referral, registration and last login', async () => {
    const top = await createMember(t, { type: 1 });
    const agent = await createMember(t, { type: 2, uplineId: top.id });
    const referrer = await createMember(t);
    const member = await readyMember(t, { uplineId: agent.id, funds: 12_345n });
    await t.db
      .insertInto('referrals')
      .values({
        referrer_id: referrer.id,
        friend_id: member.id,
        registered_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await t.app.services.ledger.transfer({
      idempotencyKey: `test-points:${member.id}`,
      kind: 'points_earn',
      from: { system: 'points_pool', currency: 'PTS' },
      to: { memberId: member.id, wallet: 'points' },
      amount: 75n,
      reference: 'points',
    });
    const detail = expectValue(
      await get(`/wps/operator/members/${member.id}`, viewer.headers),
      memberDetailSchema,
    );
    expect(detail).toMatchObject({
      id: member.id,
      username: member.account,
      status: 'active',
      mustChangePassword: false,
      vipLevel: 1,
      balances: { main: 123.45, bonus: 0, hold: 0, vendors: 0, points: 75 },
      agentChain: [
        { id: agent.id, level: 1 },
        { id: top.id, level: 2 },
      ],
      referral: { referrer: { id: referrer.id, username: referrer.account }, referees: 0 },
      openSessions: 1,
    });
    expect(detail.verification).toMatchObject({
      realName: 'Tan Ah Kow',
      bankCards: 1,
      paymentPasswordSet: true,
      twoFactor: false,
      mobileVerifiedAt: null,
    });
    expect(detail.lastLogin).not.toBeNull();
    const referrerPage = expectValue(
      await get(`/wps/operator/members/${referrer.id}`, viewer.headers),
      memberDetailSchema,
    );
    expect(referrerPage.referral).toEqual({ referrer: null, referees: 1 });
    expect(referrerPage.lastLogin).toBeNull();
  });

  it('answers 404 for an unknown member, 400 for a bad id and 401 without a token', async () => {
    expectError(
      await get('/wps/operator/members/99999999', viewer.headers),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(await get('/wps/operator/members/abc', viewer.headers), 400, 'VALIDATION_FAILED');
    expectError(await get('/wps/operator/members/1', {}), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('the member page lists', () => {
  let memberId: number;

  beforeAll(async () => {
    const member = await readyMember(t, { funds: 500_000n });
    memberId = member.id;
    const channel = await createChannel(t);
    await deposit(t, member, channel, '250.00');
    await withdraw(t, member, { amount: 100 });
    const table = await sitDown(t, member.id, 'RNG');
    await playRound(t, table, member.account, 40, 90);
  });

  const list = (name: string, query = '') =>
    get(`/wps/operator/members/${memberId}/${name}${query}`, finance.headers);

  it('lists the ledger entries of every wallet with kind, amount, balance after and reference', async () => {
    const page = expectValue(await list('ledger'), memberLedgerPageSchema);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.list.map((row) => [row.kind, row.wallet, row.amount])).toEqual(
      expect.arrayContaining([
        ['deposit', 'main', 5000],
        ['withdrawal_hold', 'main', -100],
        ['withdrawal_hold', 'hold', 100],
        ['bet', 'main', -40],
        ['payout', 'main', 90],
      ]),
    );
    expect(page.list[0]!.balanceAfter).toBe(4950);
  });

  it('lists deposits, withdrawals, bets, bonuses, open sessions and logins', async () => {
    const deposits = expectValue(await list('deposits'), memberDepositPageSchema);
    expect(deposits.list).toEqual([expect.objectContaining({ amount: 250, status: 'pending' })]);
    const withdrawals = expectValue(await list('withdrawals'), memberWithdrawalPageSchema);
    expect(withdrawals.list).toEqual([
      expect.objectContaining({ amount: 100, status: 'pending', bankCode: 'MBB' }),
    ]);
    const bets = expectValue(await list('bets'), memberBetPageSchema);
    expect(bets.list).toEqual([
      expect.objectContaining({ stake: 40, payout: 90, category: 'RNG', status: 'settled' }),
    ]);
    expect(expectValue(await list('bonuses'), memberBonusPageSchema).total).toBe(0);
    const sessions = expectValue(await list('sessions'), memberSessionPageSchema);
    expect(sessions.total).toBe(1);
    expect(sessions.list[0]).toMatchObject({ loginType: 'username', remembered: false });
    const logins = expectValue(await list('logins'), memberLoginPageSchema);
    expect(logins.list[0]).toMatchObject({ outcome: 'success' });
  });

  it('pages a list and streams it as CSV', async () => {
    const page = expectValue(await list('ledger', '?pageSize=2&page=2'), memberLedgerPageSchema);
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const csv = await list('ledger', '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`member-${memberId}-ledger-`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Time,Kind,Wallet,Amount,Balance after');
    expect(lines).toHaveLength(page.total + 1);
    expect(lines.some((line) => line.includes(',withdrawal_hold,main,-100.00,'))).toBe(true);
  });

  it('answers 404 for an unknown member and 400 on bad paging', async () => {
    for (const name of [
      'ledger',
      'deposits',
      'withdrawals',
      'bets',
      'bonuses',
      'sessions',
      'logins',
      'notes',
    ]) {
      expectError(
        await get(`/wps/operator/members/99999999/${name}`, viewer.headers),
        404,
        'MEMBER_NOT_FOUND',
      );
    }
    expectError(await list('bets', '?page=0'), 400, 'VALIDATION_FAILED');
    expectError(await list('bets', '?status=open'), 400, 'VALIDATION_FAILED');
    expectError(
      await get(`/wps/operator/members/${memberId}/logins`, {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});
