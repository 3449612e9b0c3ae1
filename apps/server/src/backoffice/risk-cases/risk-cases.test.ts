import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { dashboardQueuesValueSchema } from '@portal/shared/schemas/operator-dashboard';
import {
  riskCasePageSchema,
  riskCaseSchema,
  riskRuleListSchema,
  riskRuleSchema,
  type RiskRule,
} from '@portal/shared/schemas/risk-cases';
import { bankCardSchema } from '@portal/shared/schemas/withdrawal';
import { login, uniqueIp } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import {
  callbackFor,
  createChannel,
  deposit,
  postSignedCallback,
  type TestChannel,
} from '../../../test/deposits.js';
import { encryptedBody } from '../../../test/encrypted.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import {
  readyMember,
  uniqueAccountNumber,
  withdraw,
  type ReadyMember,
} from '../../../test/withdrawals.js';
import { inTransaction } from '../../db/transaction.js';
import { toEvent } from '../../platform/events/event-rows.js';
import { DEVICE_MARK_COOKIE } from '../../engagement/referral/device-mark.js';
import { RiskCaseRaiser } from './risk-case-consumer.js';
import { RiskCasesRepository } from './risk-cases.repository.js';
import { RiskFiguresRepository } from './risk-figures.repository.js';

const CAPTCHA = '2468';
const t = useTestApp({ env: { CAPTCHA_FIXED_ANSWER: CAPTCHA, VERIFY_NEW_IP: 'false' } });

type Staff = Awaited<ReturnType<typeof staffWithToken>>;
let riskDesk: Staff | undefined;
const risk = async () => (riskDesk ??= await staffWithToken(t, 'risk'));

async function setRule(rule: RiskRule, enabled: boolean, params: Record<string, number>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/wps/operator/risk-rules/${rule}`,
    headers: (await risk()).headers,
    payload: { enabled, params },
  });
  return expectValue(response, riskRuleSchema);
}

/** The cases about a member, newest first, after the consumers caught up. */
async function casesOf(memberId: number, rule?: RiskRule) {
  await runConsumers(t);
  const response = await t.app.inject({
    url: `/wps/operator/risk-cases?memberId=${memberId}${rule ? `&rule=${rule}` : ''}`,
    headers: (await risk()).headers,
  });
  return expectValue(response, riskCasePageSchema).list;
}

async function caseById(id: number, headers?: Record<string, string>) {
  const response = await t.app.inject({
    url: `/wps/operator/risk-cases/${id}`,
    headers: headers ?? (await risk()).headers,
  });
  return expectValue(response, riskCaseSchema);
}

async function credit(
  member: { id: number; account: string; headers: Record<string, string> },
  channel: TestChannel,
  amount: string,
) {
  const order = await deposit(t, member, channel, amount);
  const minor = BigInt(Math.round(Number(amount) * 100));
  const callback = await postSignedCallback(t, channel, callbackFor(order.orderNo, minor));
  expect(callback.statusCode, callback.body).toBe(200);
  return order.orderNo;
}

/** A member ready to withdraw, with a payee name of their own (shared names make cases). */
const ready = (options: Parameters<typeof readyMember>[1] = {}) =>
  readyMember(t, { payeeName: `Payee ${randomInt(1e8, 9e8)}`, ...options });

const addCard = async (member: ReadyMember, holderName: string) =>
  expectValue(
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-cards',
      headers: member.headers,
      payload: { bankCode: 'MBB', accountNumber: uniqueAccountNumber(), holderName },
    }),
    bankCardSchema,
  );

describe('money-pattern rules open cases from domain events', () => {
  it('opens a case for a deposit over the amount, adds the next to it, and never twice for one event', async () => {
    await setRule('large_deposit', true, { amountMinor: 100_000 });
    const member = await ready({ funds: 0n, card: false });
    const channel = await createChannel(t);
    await credit(member, channel, '1000.00');
    expect(await casesOf(member.id, 'large_deposit')).toEqual([]);
    const first = await credit(member, channel, '1000.01');
    const second = await credit(member, channel, '2500.00');
    const [opened, ...others] = await casesOf(member.id, 'large_deposit');
    expect(others).toEqual([]);
    const detail = await caseById(opened!.id);
    expect(detail).toMatchObject({ state: 'open', eventCount: 2, memberAccount: member.account });
    expect(detail.events.map((event) => [event.type, event.reference, event.amount])).toEqual([
      ['deposit.credited', first, 1000.01],
      ['deposit.credited', second, 2500],
    ]);

    // The same event handed over again (after a crash) adds nothing.
    const row = await t.db
      .selectFrom('domain_events')
      .selectAll()
      .where('event_key', '=', `deposit.credited:${second}`)
      .executeTakeFirstOrThrow();
    const raiser = new RiskCaseRaiser({
      cases: new RiskCasesRepository(t.db),
      figures: new RiskFiguresRepository(),
      rules: t.app.services.riskRules,
    });
    await inTransaction(t.db, (trx) => raiser.handle(toEvent(row), trx));
    await inTransaction(t.db, (trx) => raiser.handle(toEvent(row), trx));
    expect((await caseById(opened!.id)).eventCount).toBe(2);
  });

  it('opens nothing while a rule is off', async () => {
    await setRule('large_deposit', false, { amountMinor: 100 });
    const member = await ready({ funds: 0n, card: false });
    await credit(member, await createChannel(t), '5000.00');
    expect(await casesOf(member.id, 'large_deposit')).toEqual([]);
    await setRule('large_deposit', true, { amountMinor: 5_000_000 });
  });

  it('flags a large withdrawal and deposits withdrawn with little play, not those played through', async () => {
    await setRule('large_withdrawal', true, { amountMinor: 100_000 });
    await setRule('little_play', true, { ratioBps: 3_000, minDepositsMinor: 100_000 });
    // Deposited 2 000.00 and played nothing (the channel asks no turnover).
    const idle = await ready({ funds: 0n });
    await credit(idle, await createChannel(t, { turnoverBps: 0 }), '2000.00');
    const order = await withdraw(t, idle, { amount: 1500 });
    const cases = await casesOf(idle.id);
    expect(cases.map((item) => item.rule).sort()).toEqual(['large_withdrawal', 'little_play']);
    const little = await caseById(cases.find((item) => item.rule === 'little_play')!.id);
    expect(little.events).toMatchObject([
      {
        type: 'withdrawal.requested',
        reference: order.orderNo,
        amount: 1500,
        detail: { depositsMinor: '200000', playedMinor: '0', ratioBps: 3_000 },
      },
    ]);
    // A second withdrawal has no deposit since the first: nothing new to say.
    await withdraw(t, idle, { amount: 100 });
    expect((await caseById(little.id)).eventCount).toBe(1);

    // Deposited 1 000.00 and played 500.00 of it: half, above the 30 % ratio.
    const player = await ready({ funds: 0n });
    await credit(player, await createChannel(t, { turnoverBps: 5_000 }), '1000.00');
    await playRound(t, await sitDown(t, player.id), player.account, 500);
    await withdraw(t, player, { amount: 400 });
    expect(await casesOf(player.id)).toEqual([]);
  });

  it('flags rapid bank-card changes before a withdrawal', async () => {
    await setRule('card_churn', true, { maxChanges: 3, hours: 24 });
    const steady = await ready({ funds: 50_000n });
    await withdraw(t, steady, { amount: 100 });
    expect(await casesOf(steady.id, 'card_churn')).toEqual([]);

    const name = `Churn ${randomInt(1e6, 9e6)}`;
    const member = await ready({ funds: 50_000n, payeeName: name });
    const second = await addCard(member, name);
    await addCard(member, name);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/wps/member/bank-cards/${second.id}`,
      headers: member.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Three added and one removed: four changes.
    await withdraw(t, member, { amount: 100 });
    const [churn] = await casesOf(member.id, 'card_churn');
    expect((await caseById(churn!.id)).events[0]!.detail).toMatchObject({ added: 3, removed: 1 });
  });

  it('lists every member sharing a payee name in one case, which grows with the group', async () => {
    await setRule('shared_payee', true, { maxMembers: 2 });
    const name = `Lim ${randomInt(1e6, 9e6)}`;
    const members: ReadyMember[] = [];
    for (let i = 0; i < 4; i++) {
      members.push(await ready({ funds: 0n, payeeName: name }));
      await runConsumers(t);
    }
    const [shared, ...others] = await casesOf(members[2]!.id, 'shared_payee');
    expect(others).toEqual([]);
    const detail = await caseById(shared!.id);
    expect(detail.members.map((member) => member.id)).toEqual(members.map((member) => member.id));
    expect(detail.eventCount).toBe(2);
    // A card added again by a member already listed adds nothing.
    await addCard(members[0]!, name);
    expect((await caseById(shared!.id)).eventCount).toBe(2);

    await setRule('shared_payee', false, { maxMembers: 2 });
    const late = await ready({ funds: 0n, payeeName: name });
    expect(await casesOf(late.id, 'shared_payee')).toEqual([]);
    await setRule('shared_payee', true, { maxMembers: 2 });
  });

  it('lists the accounts registered in one browser in one case, and their logins add nothing', async () => {
    await setRule('shared_device', true, { maxMembers: 2 });
    const mark = `mark${randomInt(1e9, 9e9)}abcdefgh`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const ip = uniqueIp();
      const captcha = await t.app.inject({ url: '/wps/captcha', remoteAddress: ip });
      const cookie = captcha.cookies.find((entry) => entry.name === 'portal_captcha')!;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: ip,
        headers: {
          host: 'portal.example',
          cookie: `portal_captcha=${cookie.value}; ${DEVICE_MARK_COOKIE}=${mark}`,
        },
        payload: await encryptedBody(t.app, {
          username: `dev${randomInt(10_000_000, 99_999_999)}`,
          mobileNum: `1${randomInt(10_000_000, 99_999_999)}`,
          countryDialingCode: '60',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          captcha: CAPTCHA,
          agreement: true,
        }),
      });
      ids.push(expectValue(response, loginValueSchema).customerId);
      await runConsumers(t);
    }
    const [shared] = await casesOf(ids[2]!, 'shared_device');
    const detail = await caseById(shared!.id);
    expect(detail.members.map((member) => member.id)).toEqual(ids);
    expect(detail.events).toMatchObject([{ type: 'member.registered', memberId: ids[2] }]);
    const account = await t.db
      .selectFrom('members')
      .select('account')
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    await login(t, account.account, 'Secret123');
    await runConsumers(t);
    expect((await caseById(shared!.id)).eventCount).toBe(1);
  });
});

describe('the risk desk calls', () => {
  async function openCase() {
    await setRule('large_withdrawal', true, { amountMinor: 10_000 });
    const member = await ready({ funds: 100_000n });
    await withdraw(t, member, { amount: 200 });
    const [opened] = await casesOf(member.id, 'large_withdrawal');
    return { member, id: opened!.id };
  }

  it('assigns, notes and closes a case, each with its audit line, and refuses once closed', async () => {
    const desk = await risk();
    const { member, id } = await openCase();
    const post = (path: string, payload: Record<string, unknown>, headers = desk.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/wps/operator/risk-cases/${id}/${path}`,
        headers,
        payload,
      });

    const finance = await staffWithToken(t, 'finance');
    expectError(await post('assign', { staffId: finance.id }), 400, 'RISK_ASSIGNEE_INVALID');
    const assigned = expectValue(await post('assign', {}), riskCaseSchema);
    expect(assigned).toMatchObject({ state: 'in_review', assignee: desk.username });
    expectValue(await post('notes', { body: 'Source of funds asked.' }), riskCaseSchema);
    const noted = expectValue(await post('notes', { body: 'Payslips received.' }), riskCaseSchema);
    expect(noted.notes.map((note) => [note.staff, note.body])).toEqual([
      [desk.username, 'Source of funds asked.'],
      [desk.username, 'Payslips received.'],
    ]);

    expectError(
      await post('close', { outcome: 'reported', note: 'Filed.' }),
      400,
      'VALIDATION_FAILED',
    );
    const waiting = async () => {
      const response = await t.app.inject({
        url: '/wps/operator/dashboard/queues',
        headers: desk.headers,
      });
      const { queues } = expectValue(response, dashboardQueuesValueSchema);
      return queues.find((queue) => queue.key === 'riskCases.open')!.count;
    };
    const before = await waiting();
    const closed = expectValue(
      await post('close', { outcome: 'reported', reference: 'FIAU-2026-0042', note: 'Filed.' }),
      riskCaseSchema,
    );
    expect(closed).toMatchObject({
      state: 'closed',
      outcome: 'reported',
      outcomeReference: 'FIAU-2026-0042',
      closingNote: 'Filed.',
      closedBy: desk.username,
    });
    expectError(await post('close', { outcome: 'other', note: 'Again.' }), 409, 'RISK_CASE_CLOSED');
    expect(await waiting()).toBe(before - 1);
    expectError(await post('notes', { body: 'Late.' }), 409, 'RISK_CASE_CLOSED');
    expectError(await post('assign', {}), 409, 'RISK_CASE_CLOSED');

    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', '=', `risk-case:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'risk.case.assign',
      'risk.case.note',
      'risk.case.note',
      'risk.case.close',
    ]);

    // The next large withdrawal opens a new case: the closed one stays as it was.
    await withdraw(t, member, { amount: 300 });
    const cases = await casesOf(member.id, 'large_withdrawal');
    expect(cases.map((item) => item.state)).toEqual(['open', 'closed']);
  });

  it('lets the reading roles read and only the risk desk act', async () => {
    const { id } = await openCase();
    const viewer = await staffWithToken(t, 'viewer');
    const cs = await staffWithToken(t, 'cs');
    expect((await caseById(id, viewer.headers)).id).toBe(id);
    expectError(
      await t.app.inject({ url: `/wps/operator/risk-cases/${id}`, headers: cs.headers }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/wps/operator/risk-cases/${id}/notes`,
        headers: viewer.headers,
        payload: { body: 'x' },
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await t.app.inject({ url: '/wps/operator/risk-cases/99999999', headers: viewer.headers }),
      404,
      'RISK_CASE_NOT_FOUND',
    );
  });

  it('filters the queue by state, rule, member and day, and exports it as CSV', async () => {
    const { member, id } = await openCase();
    const { headers } = await risk();
    const list = async (query: string) =>
      expectValue(
        await t.app.inject({ url: `/wps/operator/risk-cases?${query}`, headers }),
        riskCasePageSchema,
      );
    const mine = await list(`member=${member.account.toUpperCase()}`);
    expect(mine.list.map((item) => item.id)).toContain(id);
    expect((await list('state=closed&rule=large_withdrawal')).list.map((c) => c.id)).not.toContain(
      id,
    );
    expect(
      (await list('live=true&rule=large_withdrawal&pageSize=100')).list.map((c) => c.id),
    ).toContain(id);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    const paged = await list('pageSize=1&page=1');
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    expectError(
      await t.app.inject({
        url: '/wps/operator/risk-cases?from=2026-02-02&to=2026-02-01',
        headers,
      }),
      400,
      'VALIDATION_FAILED',
    );

    const csv = await t.app.inject({
      url: `/wps/operator/risk-cases?format=csv&member=${member.account}`,
      headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Case,Rule,State,Member,Members,Events,Assignee,Opened,Last event,Outcome,Closed',
    );
    expect(lines[1]).toContain(`${id},large_withdrawal,open,${member.account},1,1`);
  });

  it('reads the rules for the reading roles and lets only the risk desk change them, audited', async () => {
    const viewer = await staffWithToken(t, 'viewer');
    const finance = await staffWithToken(t, 'finance');
    const rules = expectValue(
      await t.app.inject({ url: '/wps/operator/risk-rules', headers: viewer.headers }),
      riskRuleListSchema,
    );
    expect(rules.list.map((rule) => rule.rule)).toEqual([
      'large_deposit',
      'large_withdrawal',
      'little_play',
      'shared_device',
      'shared_payee',
      'card_churn',
    ]);
    const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/wps/operator/risk-rules/card_churn', headers, payload });
    expectError(
      await put(finance.headers, { enabled: true, params: { maxChanges: 4, hours: 12 } }),
      403,
      'STAFF_FORBIDDEN',
    );
    const refused = expectError(
      await put((await risk()).headers, { enabled: true, params: { maxChanges: 0, hours: 12 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(JSON.stringify(refused)).toContain('params.maxChanges');
    const saved = await setRule('card_churn', false, { maxChanges: 4, hours: 12 });
    expect(saved).toMatchObject({
      enabled: false,
      params: { maxChanges: 4, hours: 12 },
      updatedBy: (await risk()).username,
    });
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('target', '=', 'risk-rule:card_churn')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({
      after: { enabled: false, params: { maxChanges: 4, hours: 12 } },
    });
    await setRule('card_churn', true, { maxChanges: 3, hours: 24 });
  });
});
