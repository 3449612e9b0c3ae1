import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountRecordsSchema } from '@portal/shared/schemas/account-records';
import { incomeValueSchema } from '@portal/shared/schemas/agency';
import {
  contractChangeValueSchema,
  contractPaths,
  contractQueryValueSchema,
  contractRecordsValueSchema,
  operatorLimitsValueSchema,
  operatorReportValueSchema,
  operatorSettleValueSchema,
  type TermsInput,
} from '@portal/shared/schemas/contracts';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp, type TestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';

const LIMITS = '/wps/operator/contracts/limits';
const TOP_LEVEL = '/wps/operator/contracts/top-level';
const ANSWER = '/wps/operator/contracts/requests/answer';
const SETTLE = '/wps/operator/contracts/settle';
const REPORT = '/wps/operator/contracts/report';

type Headers = Record<string, string>;
const topValueSchema = contractChangeValueSchema.pick({ contract: true, terminated: true });
const daily = (rate: number): TermsInput => ({ tiers: [{ minValidBet: 0, rate }] });
/** The terms as the schema parsed them: minActive defaults to 0. */
const withActive = (rate: number) => ({ tiers: [{ minValidBet: 0, minActive: 0, rate }] });

function calls(t: TestApp) {
  const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const relay = (member: SignedInMember, body: object) =>
    send('POST', contractPaths.daily, member.headers, body);
  return {
    send,
    relay,
    change: async (member: SignedInMember, body: object) =>
      expectValue(await relay(member, body), contractChangeValueSchema),
    audit: (action: string, target: string) =>
      t.db
        .selectFrom('staff_audit_log')
        .select(['staff_id', 'details'])
        .where('action', '=', action)
        .where('target', '=', target)
        .execute(),
  };
}

describe('operator contract calls', () => {
  const t = useTestApp({ seed: false });
  const { send, relay, change, audit } = calls(t);
  let admin: Awaited<ReturnType<typeof staffWithToken>>;

  const setTop = (agentId: number, terms: TermsInput | null, headers: Headers = admin.headers) =>
    send('PUT', TOP_LEVEL, headers, { kind: 'daily', agentId, terms, reason: 'Agreement' });

  beforeAll(async () => {
    admin = await staffWithToken(t, 'admin');
  });

  it('shows each kind off with the default limits until the operator sets them, audited', async () => {
    const before = expectValue(await send('GET', LIMITS, admin.headers), operatorLimitsValueSchema);
    expect(before).toEqual([
      { kind: 'dividend', enabled: false, maxTiers: 10, maxRates: { rate: 100 } },
      { kind: 'daily', enabled: false, maxTiers: 10, maxRates: { rate: 100 } },
      { kind: 'hourly', enabled: false, maxTiers: 10, maxRates: { rate: 100 } },
      {
        kind: 'realtime',
        enabled: false,
        maxTiers: 10,
        maxRates: { profitRate: 100, lossRate: 100, singleBetRate: 100 },
      },
    ]);

    const payload = { kind: 'realtime', enabled: true, maxTiers: 4, maxRates: {} as object };
    payload.maxRates = { profitRate: 1, lossRate: '5.5', singleBetRate: 0.0001 };
    const set = expectValue(
      await send('PUT', LIMITS, admin.headers, payload),
      operatorLimitsValueSchema.element,
    );
    expect(set).toEqual({
      kind: 'realtime',
      enabled: true,
      maxTiers: 4,
      maxRates: { profitRate: 1, lossRate: 5.5, singleBetRate: 0.0001 },
    });
    expectValue(
      await send('PUT', LIMITS, admin.headers, {
        kind: 'daily',
        enabled: true,
        maxTiers: 5,
        maxRates: { rate: 3 },
      }),
      operatorLimitsValueSchema.element,
    );
    const after = expectValue(await send('GET', LIMITS, admin.headers), operatorLimitsValueSchema);
    expect(after.find((row) => row.kind === 'realtime')).toEqual(set);
    expect(after.find((row) => row.kind === 'daily')).toMatchObject({ enabled: true, maxTiers: 5 });

    const rows = await audit('contracts.limits', 'contract-kind:realtime');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staff_id).toBe(admin.id);
    expect(JSON.parse(rows[0]!.details)).toEqual(payload);
  });

  it('refuses limits with a rate the kind does not have, without one it has, or not exact', async () => {
    const bodies = [
      { kind: 'daily', enabled: true, maxTiers: 5, maxRates: { rate: 3, lossRate: 1 } },
      { kind: 'realtime', enabled: true, maxTiers: 5, maxRates: { profitRate: 1, lossRate: 1 } },
      { kind: 'daily', enabled: true, maxTiers: 5, maxRates: { rate: '0.12345' } },
    ];
    for (const body of bodies) {
      expectError(await send('PUT', LIMITS, admin.headers, body), 400, 'CONTRACT_TERMS_INVALID');
    }
    expectError(
      await send('PUT', LIMITS, admin.headers, { ...bodies[0], maxRates: { fee: 1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await send('PUT', LIMITS, admin.headers, { ...bodies[0], maxTiers: 11 }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('lets finance and viewers read the limits, admins alone change them', async () => {
    const body = { kind: 'hourly', enabled: true, maxTiers: 5, maxRates: { rate: 2 } };
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectValue(await send('GET', LIMITS, staff.headers), operatorLimitsValueSchema);
      expectError(await send('PUT', LIMITS, staff.headers, body), 403, 'STAFF_FORBIDDEN');
    }
    expectError(await send('GET', LIMITS, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await send('PUT', LIMITS, {}, body), 401, 'STAFF_NOT_LOGGED_IN');
    const member = await signedIn(t, { type: 1 });
    expectError(await send('PUT', LIMITS, member.headers, body), 401, 'STAFF_NOT_LOGGED_IN');
    expect(await audit('contracts.limits', 'contract-kind:hourly')).toEqual([]);
  });

  it('sets, replaces and ends a top-level agent’s contract, audited', async () => {
    const top = await signedIn(t, { type: 1 });
    const first = expectValue(await setTop(top.id, daily(1)), topValueSchema);
    expect(first.terminated).toEqual([]);
    expect(first.contract).toMatchObject({
      kind: 'daily',
      holder: { id: top.id, account: top.account },
      grantor: null,
      state: 'active',
      tiers: [{ minValidBet: 0, minActive: 0, rate: 1 }],
    });
    const second = expectValue(await setTop(top.id, daily(2)), topValueSchema);
    expect(second.contract?.tiers).toEqual([{ minValidBet: 0, minActive: 0, rate: 2 }]);
    const query = expectValue(await relay(top, { action: 'query' }), contractQueryValueSchema);
    expect(query.own?.id).toBe(second.contract!.id);

    const ended = expectValue(await setTop(top.id, null), topValueSchema);
    expect(ended).toEqual({ contract: null, terminated: [] });
    const states = await t.db
      .selectFrom('contracts')
      .select(['id', 'state', 'end_reason'])
      .where('holder_id', '=', top.id)
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { id: first.contract!.id, state: 'replaced', end_reason: 'replaced' },
      { id: second.contract!.id, state: 'terminated', end_reason: 'operator' },
    ]);
    expectError(await setTop(top.id, null), 404, 'CONTRACT_NOT_FOUND');

    const rows = await audit('contracts.top_level.set', `member:${top.id}`);
    expect(rows.map((row) => JSON.parse(row.details))).toEqual([
      { kind: 'daily', terms: withActive(1), reason: 'Agreement', terminated: [] },
      { kind: 'daily', terms: withActive(2), reason: 'Agreement', terminated: [] },
    ]);
    expect(await audit('contracts.top_level.end', `member:${top.id}`)).toHaveLength(1);
  });

  it('refuses a top-level contract for a member who is not an agent, has an upline or is unknown', async () => {
    const player = await signedIn(t);
    const top = await signedIn(t, { type: 1 });
    const sub = await signedIn(t, { type: 2, uplineId: top.id });
    expectError(await setTop(player.id, daily(1)), 409, 'CONTRACT_HOLDER_NOT_AGENT');
    expectError(await setTop(sub.id, daily(1)), 403, 'CONTRACT_NOT_PARTY');
    expectError(await setTop(999_999_999, daily(1)), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(await setTop(top.id, daily(3.5)), 400, 'CONTRACT_ABOVE_LIMIT');
    expectError(
      await send('PUT', TOP_LEVEL, admin.headers, {
        kind: 'daily',
        agentId: top.id,
        terms: daily(1),
        reason: '',
      }),
      400,
      'VALIDATION_FAILED',
    );
    for (const role of ['finance', 'viewer'] as const) {
      const staff = await staffWithToken(t, role);
      expectError(await setTop(top.id, daily(1), staff.headers), 403, 'STAFF_FORBIDDEN');
    }
    expectError(await setTop(top.id, daily(1), {}), 401, 'STAFF_NOT_LOGGED_IN');
    expect(await audit('contracts.top_level.set', `member:${top.id}`)).toEqual([]);
  });

  it('answers a top-level agent’s requests to the platform, audited', async () => {
    const top = await signedIn(t, { type: 1 });
    const sub = await signedIn(t, { type: 2, uplineId: top.id });
    const contract = expectValue(await setTop(top.id, daily(1)), topValueSchema).contract!;
    const answer = (requestId: number, approve: boolean, headers: Headers = admin.headers) =>
      send('POST', ANSWER, headers, { requestId, approve, reason: 'Reviewed' });

    const asked = await change(top, {
      action: 'requestNew',
      contractId: contract.id,
      terms: daily(1.5),
    });
    expect(asked.request).toMatchObject({ grantor: null, requestedBy: 'downline' });
    expectError(
      await relay(top, { action: 'answer', requestId: asked.request.id, approve: true }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    const declined = expectValue(await answer(asked.request.id, false), contractChangeValueSchema);
    expect(declined.request.state).toBe('rejected');
    expect(declined.contract?.id).toBe(contract.id);
    expectError(await answer(asked.request.id, true), 409, 'CONTRACT_REQUEST_CLOSED');

    const offer = await change(top, {
      action: 'offer',
      memberId: sub.id,
      terms: daily(0.5),
    });
    // Between members: not the platform's to answer.
    expectError(await answer(offer.request.id, true), 403, 'CONTRACT_NOT_PARTY');
    expectError(await answer(999_999_999, true), 404, 'CONTRACT_REQUEST_NOT_FOUND');
    const finance = await staffWithToken(t, 'finance');
    expectError(await answer(offer.request.id, true, finance.headers), 403, 'STAFF_FORBIDDEN');

    const termination = await change(top, {
      action: 'requestTermination',
      contractId: contract.id,
    });
    const approved = expectValue(
      await answer(termination.request.id, true),
      contractChangeValueSchema,
    );
    expect(approved).toMatchObject({ contract: null, request: { state: 'accepted' } });
    // The offer it made as the contract's holder is void with it.
    const after = expectValue(await relay(top, { action: 'query' }), contractQueryValueSchema);
    expect(after).toMatchObject({ own: null, pending: [] });
    const rows = await audit('contracts.request.answer', `contract-request:${asked.request.id}`);
    expect(rows.map((row) => JSON.parse(row.details))).toEqual([
      { approve: false, reason: 'Reviewed' },
    ]);
    expect(
      await audit('contracts.request.answer', `contract-request:${termination.request.id}`),
    ).toHaveLength(1);
  });

  it('refuses to settle periods that have not ended on a server without CONTRACT_CLOSE_AHEAD', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expectError(
      await send('POST', SETTLE, admin.headers, { until: tomorrow }),
      400,
      'SETTLEMENT_UNTIL_INVALID',
    );
    const now = expectValue(
      await send('POST', SETTLE, admin.headers, {}),
      operatorSettleValueSchema,
    );
    expect(now.periods.every((period) => period.settlements === 0)).toBe(true);
    const viewer = await staffWithToken(t, 'viewer');
    expectError(await send('POST', SETTLE, viewer.headers, {}), 403, 'STAFF_FORBIDDEN');
  });
});

describe('operator settlement of a daily contract', () => {
  // The seed brings the house provider that the rounds are played on.
  const t = useTestApp({ env: { CONTRACT_CLOSE_AHEAD: 'true' } });
  const { send, relay, change } = calls(t);
  let admin: Awaited<ReturnType<typeof staffWithToken>>;
  let top: SignedInMember;
  let sub: SignedInMember;
  const today = siteDayOf(new Date());

  beforeAll(async () => {
    admin = await staffWithToken(t, 'admin');
    await send('PUT', LIMITS, admin.headers, {
      kind: 'daily',
      enabled: true,
      maxTiers: 5,
      maxRates: { rate: 3 },
    });
    // The demo's contracts (agent01's team) are paid from their start; this test pays only its
    // own, so they end where they began and are never in force at a period's end.
    await t.db
      .updateTable('contracts')
      .set({ state: 'terminated', ended_at: sql`started_at`, end_reason: 'operator' })
      .execute();
    top = await signedIn(t, { type: 1 });
    sub = await signedIn(t, { type: 2, uplineId: top.id });
    const player = await signedIn(t, { uplineId: sub.id });
    expectValue(
      await send('PUT', TOP_LEVEL, admin.headers, {
        kind: 'daily',
        agentId: top.id,
        terms: daily(1),
        reason: 'Agreement',
      }),
      topValueSchema,
    );
    const offer = await change(top, { action: 'offer', memberId: sub.id, terms: daily(0.5) });
    await change(sub, { action: 'accept', requestId: offer.request.id });
    // The first run starts the schedules at the periods in progress.
    expectValue(await send('POST', SETTLE, admin.headers, {}), operatorSettleValueSchema);

    await t.app.services.ledger.transfer({
      idempotencyKey: `test-fund-${player.id}`,
      kind: 'adjustment',
      from: { system: 'house' },
      to: { memberId: player.id, wallet: 'main' },
      amount: 100_000n,
      reference: 'fund',
    });
    const table = await sitDown(t, player.id, 'RNG');
    await playRound(t, table, player.account, 300, 0);
    await playRound(t, table, player.account, 100, 150);
    await runConsumers(t);
  });

  it('pays each holder its gross less its downline’s at the end of the site day, once', async () => {
    const until = `${addSiteDays(today, 1)}T00:02:00+08:00`;
    const settled = expectValue(
      await send('POST', SETTLE, admin.headers, { until }),
      operatorSettleValueSchema,
    );
    expect(settled.closedUntil).toBe(new Date(until).toISOString());
    const dailyPeriods = settled.periods.filter((period) => period.schedule === 'daily');
    expect(dailyPeriods).toEqual([
      {
        schedule: 'daily',
        periodStart: new Date(`${today}T00:00:00+08:00`).toISOString(),
        settlements: 2,
        paid: 4,
      },
    ]);

    const records = async (member: SignedInMember, memberId?: number) =>
      expectValue(
        await relay(member, { action: 'records', ...(memberId ? { memberId } : {}) }),
        contractRecordsValueSchema,
      );
    const subRecords = await records(sub);
    expect(subRecords.list).toEqual([
      expect.objectContaining({
        kind: 'daily',
        holder: { id: sub.id, account: sub.account },
        validBets: 400,
        bets: 400,
        payouts: 150,
        netLoss: 250,
        activeMembers: 1,
        tier: 1,
        rates: { rate: 0.5 },
        gross: 2,
        downlineGross: 0,
        amount: 2,
      }),
    ]);
    expect(subRecords.totals).toEqual({
      count: 1,
      validBets: 400,
      netLoss: 250,
      gross: 2,
      amount: 2,
    });
    const topRecords = await records(top);
    expect(topRecords.list).toEqual([
      expect.objectContaining({
        holder: { id: top.id, account: top.account },
        validBets: 400,
        rates: { rate: 1 },
        gross: 4,
        downlineGross: 2,
        amount: 2,
      }),
    ]);
    // The upline sees its downline's rows.
    expect((await records(top, sub.id)).list).toEqual(subRecords.list);

    for (const member of [top, sub]) {
      expect(await t.app.services.ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
        200n,
      );
    }
    const reference = subRecords.list[0]!.reference;
    const account = expectValue(
      await send('GET', '/wps/member/wallet/transactions?type=daily_salary', sub.headers),
      accountRecordsSchema,
    );
    expect(account.list).toEqual([
      expect.objectContaining({ type: 'daily_salary', wallet: 'main', amount: 2, reference }),
    ]);
    const income = expectValue(
      await send('GET', '/wps/agent/income?kind=daily_salary', sub.headers),
      incomeValueSchema,
    );
    expect(income.list).toEqual([
      expect.objectContaining({ kind: 'daily_salary', amount: 2, reference }),
    ]);

    // A second run over the same instant pays nothing more.
    const again = expectValue(
      await send('POST', SETTLE, admin.headers, { until }),
      operatorSettleValueSchema,
    );
    expect(again.periods).toEqual([]);
    expect(await t.app.services.ledger.balance({ memberId: sub.id, wallet: 'main' })).toBe(200n);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('reports the settlements per kind and site day to finance', async () => {
    const finance = await staffWithToken(t, 'finance');
    const report = expectValue(
      await send('GET', `${REPORT}?kind=daily&from=${today}&to=${today}`, finance.headers),
      operatorReportValueSchema,
    );
    expect(report).toEqual({
      rows: [{ kind: 'daily', day: today, settlements: 2, holdersPaid: 2, gross: 6, amount: 4 }],
      totals: { settlements: 2, amount: 4 },
    });
    const other = expectValue(
      await send('GET', `${REPORT}?kind=hourly&from=${today}&to=${today}`, admin.headers),
      operatorReportValueSchema,
    );
    expect(other).toEqual({ rows: [], totals: { settlements: 0, amount: 0 } });
    expectError(
      await send('GET', `${REPORT}?from=${today}&to=${addSiteDays(today, -1)}`, admin.headers),
      400,
      'REPORT_RANGE_INVALID',
    );
    expectError(
      await send('GET', `${REPORT}?from=${today}&to=${today}`, {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});
