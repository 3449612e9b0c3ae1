import { describe, expect, it } from 'vitest';
import { FairStream, fairSeedHash, pickWeighted } from '@portal/shared/crypto/fair-draw';
import {
  grantTicketsValueSchema,
  prizeTableSchema,
  rewardCountValueSchema,
  rewardTicketSchema,
  rewardTicketsValueSchema,
  ticketGrantRulesSchema,
  type PrizeTable,
  type RewardTicket,
  type RewardTicketKind,
  type TicketGrantRules,
} from '@portal/shared/schemas/rewards';
import { authHeader, createMember, login } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  signedIn,
  trialHeaders,
  type SignedInMember,
} from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { runConsumers } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();
type Headers = Record<string, string>;
type Staff = { headers: Headers };

const prize = {
  bonus: (amount: number, weight = 1) => ({
    type: 'bonus' as const,
    labels: { EN: `Bonus ${amount}`, VI: `Thưởng ${amount}` },
    amount,
    turnoverMultiple: 3,
    points: null,
    ticketKind: null,
    weight,
  }),
  points: (points: number, weight = 1) => ({
    type: 'points' as const,
    labels: { EN: `${points} points` },
    amount: null,
    turnoverMultiple: null,
    points,
    ticketKind: null,
    weight,
  }),
  ticket: (kind: RewardTicketKind, weight = 1) => ({
    type: 'ticket' as const,
    labels: { EN: 'Another ticket' },
    amount: null,
    turnoverMultiple: null,
    points: null,
    ticketKind: kind,
    weight,
  }),
  nothing: (weight = 1) => ({
    type: 'nothing' as const,
    labels: { EN: 'Better luck next time' },
    amount: null,
    turnoverMultiple: null,
    points: null,
    ticketKind: null,
    weight,
  }),
};

const table = (prizes: PrizeTable['prizes']): PrizeTable => ({
  expiryDays: 7,
  bonusExpiryDays: 5,
  prizes,
});

async function setTable(admin: Staff, kind: RewardTicketKind, value: PrizeTable) {
  return expectValue(
    await t.app.inject({
      method: 'PUT',
      url: `/wps/operator/rewards/prize-tables/${kind}`,
      headers: admin.headers,
      payload: value,
    }),
    prizeTableSchema,
  );
}

async function setRules(admin: Staff, rules: TicketGrantRules['rules']) {
  return expectValue(
    await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/rewards/grant-rules',
      headers: admin.headers,
      payload: { rules },
    }),
    ticketGrantRulesSchema,
  );
}

async function grant(staff: Staff, account: string, kind: RewardTicketKind, count = 1) {
  return expectValue(
    await t.app.inject({
      method: 'POST',
      url: '/wps/operator/rewards/grants',
      headers: staff.headers,
      payload: { username: account, kind, count, reason: 'Goodwill' },
    }),
    grantTicketsValueSchema,
  );
}

const tickets = async (headers: Headers, query = '') =>
  expectValue(
    await t.app.inject({ method: 'GET', url: `/wps/member/rewards/tickets${query}`, headers }),
    rewardTicketsValueSchema,
  );

const open = (headers: Headers, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/member/rewards/tickets/${id}/open`,
    headers,
    payload: {},
  });

const wallet = (memberId: number, name: 'main' | 'bonus' | 'points') =>
  t.app.services.ledger.balance({ memberId, wallet: name });

/** What a member's browser does with an opened ticket: check the commitment, redraw the prize. */
function verify(ticket: RewardTicket): number {
  expect(ticket.seed).not.toBeNull();
  expect(fairSeedHash(ticket.seed!)).toBe(ticket.seedHash);
  return pickWeighted(
    new FairStream(ticket.seed!, ticket.ticketNo),
    ticket.prizes.map((p) => p.weight),
  );
}

async function creditedDeposit(member: SignedInMember, amount: string) {
  const channel = await createChannel(t, { turnoverBps: 0 });
  const order = await deposit(t, member, channel, amount);
  const minor = BigInt(amount.replace('.', ''));
  const callback = await postSignedCallback(t, channel, callbackFor(order.orderNo, minor));
  expect(callback.statusCode, callback.body).toBe(200);
}

describe('operator prize tables, rules and grants', () => {
  it('sets and reads a prize table, audited; finance may not set it and a viewer may read it', async () => {
    const admin = await staffWithToken(t, 'admin');
    const viewer = await staffWithToken(t, 'viewer');
    const finance = await staffWithToken(t, 'finance');
    const value = table([prize.bonus(8.88, 10), prize.points(50, 30), prize.nothing(60)]);
    expect(await setTable(admin, 'red_envelope', value)).toEqual(value);
    expect(
      expectValue(
        await t.app.inject({
          method: 'GET',
          url: '/wps/operator/rewards/prize-tables/red_envelope',
          headers: viewer.headers,
        }),
        prizeTableSchema,
      ).prizes[0],
    ).toMatchObject({ type: 'bonus', amount: 8.88, weight: 10 });
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/wps/operator/rewards/prize-tables/red_envelope',
        headers: finance.headers,
        payload: value,
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    const audited = await t.db
      .selectFrom('staff_audit_log')
      .select('target')
      .where('action', '=', 'rewards.prize_table.set')
      .execute();
    expect(audited.map((row) => row.target)).toContain('ticket_kind:red_envelope');
  });

  it('refuses a table whose weights sum to zero, a bonus without an amount, and an unknown kind', async () => {
    const admin = await staffWithToken(t, 'admin');
    const put = (kind: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/wps/operator/rewards/prize-tables/${kind}`,
        headers: admin.headers,
        payload: payload as Record<string, unknown>,
      });
    expectError(await put('golden_egg', table([prize.nothing(0)])), 400, 'VALIDATION_FAILED');
    expectError(
      await put('golden_egg', table([{ ...prize.bonus(1), amount: null }])),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await put('silver_egg', table([prize.nothing()])), 400, 'VALIDATION_FAILED');
  });

  it('grants tickets by hand (finance), refusing an unknown member and a kind without a table', async () => {
    const admin = await staffWithToken(t, 'admin');
    const finance = await staffWithToken(t, 'finance');
    const member = await signedIn(t);
    await setTable(admin, 'golden_egg', table([prize.nothing()]));
    const granted = await grant(finance, member.account, 'golden_egg', 2);
    expect(granted.ticketNos).toHaveLength(2);
    expect(granted.ticketNos[0]).toMatch(/^T\d{14}$/);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/operator/rewards/grants',
        headers: finance.headers,
        payload: { kind: 'golden_egg', count: 1, reason: 'x', ...payload },
      });
    expectError(await post({ username: 'nobody-here' }), 404, 'MEMBER_NOT_FOUND');
    await t.db.deleteFrom('ticket_prize_tables').where('kind', '=', 'prize_wheel').execute();
    expectError(
      await post({ username: member.account, kind: 'prize_wheel' }),
      409,
      'PRIZE_TABLE_MISSING',
    );
  });
});

describe('the reward centre: listing and opening tickets', () => {
  it('lists granted tickets with the seed hidden behind its hash, and counts the unopened ones', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    await setTable(admin, 'golden_egg', table([prize.points(25, 1), prize.nothing(3)]));
    await grant(admin, member.account, 'golden_egg', 3);
    const value = await tickets(member.headers);
    expect(value.total).toBe(3);
    expect(value.unopened).toBe(3);
    for (const ticket of value.list) {
      expect(ticket).toMatchObject({ kind: 'golden_egg', status: 'unopened', source: 'operator' });
      expect(ticket.seed).toBeNull();
      expect(ticket.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(ticket.prizes.map((p) => p.weight)).toEqual([1, 3]);
    }
    expect(
      expectValue(
        await t.app.inject({
          method: 'GET',
          url: '/wps/member/rewards/count',
          headers: member.headers,
        }),
        rewardCountValueSchema,
      ),
    ).toEqual({ unopened: 3 });
  });

  it('opens a ticket once: the revealed seed matches the hash and redraws the very prize paid', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    await setTable(admin, 'prize_wheel', table([prize.points(40, 1), prize.points(70, 1)]));
    await grant(admin, member.account, 'prize_wheel', 4);
    let points = 0;
    for (const listed of (await tickets(member.headers)).list) {
      const opened = expectValue(await open(member.headers, listed.id), rewardTicketSchema);
      expect(opened.status).toBe('opened');
      expect(opened.seedHash).toBe(listed.seedHash);
      expect(verify(opened)).toBe(opened.prizeIndex);
      points += opened.prizes[opened.prizeIndex!]!.points!;
      expectError(await open(member.headers, listed.id), 409, 'REWARD_TICKET_OPENED');
    }
    expect(await wallet(member.id, 'points')).toBe(BigInt(points));
    expect((await tickets(member.headers)).unopened).toBe(0);
  });

  it('pays a bonus prize into the bonus wallet with its turnover, and a ticket prize as a new ticket', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    await setTable(admin, 'red_envelope', table([prize.bonus(8.88), prize.nothing(0)]));
    await setTable(admin, 'golden_egg', table([prize.ticket('red_envelope')]));
    await grant(admin, member.account, 'golden_egg');
    const [egg] = (await tickets(member.headers)).list;
    const opened = expectValue(await open(member.headers, egg!.id), rewardTicketSchema);
    expect(opened.prizes[opened.prizeIndex!]!.type).toBe('ticket');
    const envelope = (await tickets(member.headers, '?status=unopened')).list[0]!;
    expect(envelope).toMatchObject({ kind: 'red_envelope', source: 'ticket' });
    expect(opened.prizeReference).toBe(envelope.ticketNo);
    const paid = expectValue(await open(member.headers, envelope.id), rewardTicketSchema);
    expect(paid.prizes[paid.prizeIndex!]).toMatchObject({ type: 'bonus', amount: 8.88 });
    expect(await wallet(member.id, 'bonus')).toBe(888n);
    const bonus = await t.db
      .selectFrom('bonuses')
      .select(['source', 'reference', 'amount', 'turnover_required'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({ source: 'reward_ticket', reference: envelope.ticketNo });
    expect(BigInt(bonus.turnover_required)).toBe(888n * 3n);
  });

  it('keeps the prize table a ticket was granted with, whatever the operator changes afterwards', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    await setTable(admin, 'prize_wheel', table([prize.points(10)]));
    await grant(admin, member.account, 'prize_wheel');
    await setTable(admin, 'prize_wheel', table([prize.points(99_999)]));
    const [ticket] = (await tickets(member.headers)).list;
    const opened = expectValue(await open(member.headers, ticket!.id), rewardTicketSchema);
    expect(opened.prizes).toHaveLength(1);
    expect(await wallet(member.id, 'points')).toBe(10n);
  });

  it('gives one prize when the same ticket is opened five times at once', async () => {
    const admin = await staffWithToken(t, 'admin');
    const member = await signedIn(t);
    await setTable(admin, 'red_envelope', table([prize.bonus(5)]));
    await grant(admin, member.account, 'red_envelope');
    const [ticket] = (await tickets(member.headers)).list;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => open(member.headers, ticket!.id)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectError(answer, 409, 'REWARD_TICKET_OPENED');
    }
    expect(await wallet(member.id, 'bonus')).toBe(500n);
  });

  it("refuses another member's ticket, an expired one, and trial accounts; expiry marks tickets expired", async () => {
    const admin = await staffWithToken(t, 'admin');
    const owner = await signedIn(t);
    const other = await signedIn(t);
    await setTable(admin, 'golden_egg', table([prize.nothing()]));
    await grant(admin, owner.account, 'golden_egg', 2);
    const [first, second] = (await tickets(owner.headers)).list;
    expectError(await open(other.headers, first!.id), 404, 'REWARD_TICKET_NOT_FOUND');
    expectError(await open(owner.headers, 99_999_999), 404, 'REWARD_TICKET_NOT_FOUND');
    await t.db
      .updateTable('reward_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', [first!.id, second!.id])
      .execute();
    expectError(await open(owner.headers, first!.id), 409, 'REWARD_TICKET_EXPIRED');
    expect((await tickets(owner.headers, '?status=expired')).total).toBe(2);
    expect(await t.app.services.rewardTickets.expireDue(new Date())).toBeGreaterThanOrEqual(2);
    const stored = await t.db
      .selectFrom('reward_tickets')
      .select('status')
      .where('member_id', '=', owner.id)
      .execute();
    expect(stored.map((row) => row.status)).toEqual(['expired', 'expired']);
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/wps/member/rewards/tickets',
        headers: await trialHeaders(t),
      }),
      403,
      'TRIAL_ACCOUNT',
    );
  });
});

describe('tickets granted on events', () => {
  it('grants a golden egg on the first deposit only, and a red envelope on each deposit of 100.00 or more', async () => {
    const admin = await staffWithToken(t, 'admin');
    await setTable(admin, 'golden_egg', table([prize.nothing()]));
    await setTable(admin, 'red_envelope', table([prize.nothing()]));
    await setRules(admin, [
      { trigger: 'first_deposit', minAmount: 0, kind: 'golden_egg', count: 1, active: true },
      { trigger: 'deposit_over', minAmount: 100, kind: 'red_envelope', count: 2, active: true },
      { trigger: 'deposit_over', minAmount: 1, kind: 'prize_wheel', count: 1, active: false },
    ]);
    try {
      const member = await signedIn(t);
      await creditedDeposit(member, '50.00');
      await creditedDeposit(member, '100.00');
      await creditedDeposit(member, '99.99');
      await runConsumers(t);
      await runConsumers(t);
      const kinds = (await tickets(member.headers)).list.map((ticket) => ticket.kind).sort();
      expect(kinds).toEqual(['golden_egg', 'red_envelope', 'red_envelope']);
      const sources = (await tickets(member.headers)).list.map((ticket) => ticket.source).sort();
      expect(sources).toEqual(['deposit_over', 'deposit_over', 'first_deposit']);
    } finally {
      await setRules(admin, []);
    }
  });

  it('grants the daily sign-in ticket once per site day, however often the member signs in', async () => {
    const admin = await staffWithToken(t, 'admin');
    await setTable(admin, 'prize_wheel', table([prize.nothing()]));
    await setRules(admin, [
      { trigger: 'daily_sign_in', minAmount: 0, kind: 'prize_wheel', count: 1, active: true },
    ]);
    try {
      const member = await createMember(t);
      const { token } = await login(t, member.account, member.password);
      await login(t, member.account, member.password);
      await runConsumers(t);
      const value = await tickets(authHeader(token));
      expect(value.list.map((ticket) => [ticket.kind, ticket.source])).toEqual([
        ['prize_wheel', 'daily_sign_in'],
      ]);
    } finally {
      await setRules(admin, []);
    }
  });

  it('keeps the ledger whole after prizes of every kind', async () => {
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });
});
