import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  agentContractsValueSchema,
  runSettlementsValueSchema,
  settlementRunsValueSchema,
} from '@portal/shared/schemas/agency-console';
import {
  contractChangeValueSchema,
  contractPaths,
  operatorSettleValueSchema,
  type TermsInput,
} from '@portal/shared/schemas/contracts';
import { addSiteDays, siteDayOf } from '@portal/shared/site-day';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { playRound, runConsumers, sitDown } from '../../../test/promotions.js';
import { staffWithToken } from '../../../test/staff.js';

const AGENT = '/wps/operator/contracts/agent';
const RUNS = '/wps/operator/contracts/runs';
const SETTLEMENTS = '/wps/operator/contracts/settlements';

type Headers = Record<string, string>;
const daily = (rate: number): TermsInput => ({ tiers: [{ minValidBet: 0, rate }] });

describe('the console’s contract reads', () => {
  const t = useTestApp({ env: { CONTRACT_CLOSE_AHEAD: 'true' } });
  const today = siteDayOf(new Date());
  let admin: { headers: Headers };
  let viewer: { headers: Headers };
  let top: SignedInMember;
  let sub: SignedInMember;
  let subContractId: number;

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const change = async (member: SignedInMember, body: object) =>
    expectValue(
      await send('POST', contractPaths.daily, member.headers, body),
      contractChangeValueSchema,
    );

  beforeAll(async () => {
    admin = await staffWithToken(t, 'admin');
    viewer = await staffWithToken(t, 'viewer');
    await send('PUT', '/wps/operator/contracts/limits', admin.headers, {
      kind: 'daily',
      enabled: true,
      maxTiers: 5,
      maxRates: { rate: 3 },
    });
    // Only this test's contracts are in force when its periods close.
    await t.db
      .updateTable('contracts')
      .set({ state: 'terminated', ended_at: sql`started_at`, end_reason: 'operator' })
      .execute();
    top = await signedIn(t, { type: 1 });
    sub = await signedIn(t, { type: 2, uplineId: top.id });
    const player = await signedIn(t, { uplineId: sub.id });
    const set = await send('PUT', '/wps/operator/contracts/top-level', admin.headers, {
      kind: 'daily',
      agentId: top.id,
      terms: daily(1),
      reason: 'Agreement',
    });
    expect(set.statusCode, set.body).toBe(200);
    const offer = await change(top, { action: 'offer', memberId: sub.id, terms: daily(0.5) });
    subContractId = (await change(sub, { action: 'accept', requestId: offer.request.id })).contract!
      .id;
    expectValue(
      await send('POST', '/wps/operator/contracts/settle', admin.headers, {}),
      operatorSettleValueSchema,
    );
    await t.app.services.ledger.transfer({
      idempotencyKey: `console-fund-${player.id}`,
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
    expectValue(
      await send('POST', '/wps/operator/contracts/settle', admin.headers, {
        until: `${addSiteDays(today, 1)}T00:02:00+08:00`,
      }),
      operatorSettleValueSchema,
    );
  });

  it('shows an agent’s contracts held and granted, and the requests it is party to', async () => {
    const value = expectValue(
      await send('GET', `${AGENT}?agentId=${top.id}`, viewer.headers),
      agentContractsValueSchema,
    );
    expect(value.agent).toEqual({ id: top.id, account: top.account, type: 1, uplineId: null });
    expect(value.contracts.map((c) => [c.holder.id, c.grantor?.id ?? null, c.state])).toEqual([
      [sub.id, top.id, 'active'],
      [top.id, null, 'active'],
    ]);
    expect(value.contracts[0]).toMatchObject({
      kind: 'daily',
      tiers: [{ minValidBet: 0, rate: 0.5 }],
    });
    expect(value.requests).toEqual([
      expect.objectContaining({ action: 'offer', state: 'accepted', awaitingMe: false }),
    ]);

    // A top-level agent's request to the platform awaits the operator.
    const topOwn = value.contracts[1]!;
    await change(top, { action: 'requestTermination', contractId: topOwn.id });
    const after = expectValue(
      await send('GET', `${AGENT}?agentId=${top.id}`, viewer.headers),
      agentContractsValueSchema,
    );
    expect(after.requests[0]).toMatchObject({
      action: 'terminate',
      state: 'pending',
      awaitingMe: true,
    });
  });

  it('lists the runs per schedule and period, and each run’s settlements with their transfers', async () => {
    const runs = expectValue(
      await send('GET', `${RUNS}?kind=daily&from=${today}&to=${today}`, viewer.headers),
      settlementRunsValueSchema,
    );
    const run = runs.list.find((row) => row.schedule === 'daily');
    expect(run).toEqual({
      kind: 'daily',
      schedule: 'daily',
      periodStart: new Date(`${today}T00:00:00+08:00`).toISOString(),
      periodEnd: new Date(`${addSiteDays(today, 1)}T00:00:00+08:00`).toISOString(),
      settledAt: expect.any(String),
      settlements: 2,
      paid: 2,
      gross: 6,
      amount: 4,
    });
    const detail = expectValue(
      await send(
        'GET',
        `${SETTLEMENTS}?schedule=daily&periodStart=${encodeURIComponent(run!.periodStart)}`,
        viewer.headers,
      ),
      runSettlementsValueSchema,
    );
    expect(detail.run).toEqual(run);
    expect(detail.total).toBe(2);
    const subRow = detail.list.find((row) => row.holder.id === sub.id)!;
    expect(subRow).toMatchObject({
      contractId: subContractId,
      validBets: 400,
      netLoss: 250,
      tier: 1,
      rates: { rate: 0.5 },
      gross: 2,
      downlineGross: 0,
      amount: 2,
      carryIn: 0,
      carryOut: 0,
      transfer: { amount: 2, kind: expect.any(String) },
    });
    const ledger = await t.db
      .selectFrom('ledger_transfers')
      .select(['amount', 'reference'])
      .where('id', '=', subRow.transfer!.id)
      .executeTakeFirstOrThrow();
    expect(ledger.reference).toBe(subRow.reference);
    // An open end is today; without a range, the last seven days.
    for (const url of [`${RUNS}?kind=daily&from=${addSiteDays(today, -3)}`, `${RUNS}?kind=daily`]) {
      const open = expectValue(await send('GET', url, viewer.headers), settlementRunsValueSchema);
      expect(open.to).toBe(today);
      expect(open.list).toContainEqual(run);
    }
    // Another kind's runs leave this one out.
    const none = expectValue(
      await send('GET', `${RUNS}?kind=hourly&from=${today}&to=${today}`, viewer.headers),
      settlementRunsValueSchema,
    );
    expect(none.list.some((row) => row.kind !== 'hourly')).toBe(false);
  });

  it('refuses unknown agents and runs, bad queries and roles without agency.read', async () => {
    expectError(
      await send('GET', `${AGENT}?agentId=999999999`, viewer.headers),
      404,
      'AGENCY_MEMBER_NOT_FOUND',
    );
    expectError(
      await send(
        'GET',
        `${SETTLEMENTS}?schedule=daily&periodStart=2020-01-01T00:00:00.000Z`,
        viewer.headers,
      ),
      404,
      'CONTRACT_NOT_FOUND',
    );
    expectError(
      await send('GET', `${SETTLEMENTS}?schedule=weekly&periodStart=x`, viewer.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await send('GET', `${RUNS}?kind=yearly`, viewer.headers), 400, 'VALIDATION_FAILED');
    expectError(
      await send('GET', `${RUNS}?from=2026-02-01&to=2026-01-01`, viewer.headers),
      400,
      'REPORT_RANGE_INVALID',
    );
    const cs = await staffWithToken(t, 'cs');
    for (const url of [`${AGENT}?agentId=${top.id}`, RUNS]) {
      expect((await send('GET', url, cs.headers)).statusCode).toBe(403);
      expect((await send('GET', url, {})).statusCode).toBe(401);
    }
  });
});
