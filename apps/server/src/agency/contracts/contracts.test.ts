import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractChangeValueSchema,
  contractDownlinesValueSchema,
  contractPaths,
  contractQueryValueSchema,
  type ContractKind,
  type TermsInput,
} from '@portal/shared/schemas/contracts';
import { noticesValueSchema, unreadCountValueSchema } from '@portal/shared/schemas/notices';
import { consolidatedFundsSchema } from '@portal/shared/schemas/wallet';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

const LIMITS = '/wps/operator/contracts/limits';
const TOP_LEVEL = '/wps/operator/contracts/top-level';
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

const MAX_RATES: Record<ContractKind, Record<string, number>> = {
  dividend: { rate: 50 },
  daily: { rate: 3 },
  hourly: { rate: 2 },
  realtime: { profitRate: 1, lossRate: 5, singleBetRate: 1 },
};

let admin: { headers: Record<string, string> };

/** Terms of a salary (or, with `period`, a dividend): [minValidBet, rate %, minActive]. */
const terms = (tiers: [number, number, number?][], period?: string): TermsInput =>
  ({
    ...(period ? { period } : {}),
    tiers: tiers.map(([minValidBet, rate, minActive = 0]) => ({ minValidBet, minActive, rate })),
  }) as TermsInput;

const call = (kind: ContractKind, member: { headers: Record<string, string> }, body: object) =>
  t.app.inject({
    method: 'POST',
    url: contractPaths[kind],
    headers: member.headers,
    payload: body,
  });

async function change(kind: ContractKind, member: SignedInMember, body: object) {
  return expectValue(await call(kind, member, body), contractChangeValueSchema);
}

async function query(kind: ContractKind, member: SignedInMember) {
  return expectValue(await call(kind, member, { action: 'query' }), contractQueryValueSchema);
}

async function setLimits(kind: ContractKind, enabled: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: LIMITS,
    headers: admin.headers,
    payload: { kind, enabled, maxTiers: 5, maxRates: MAX_RATES[kind] },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function grantTop(kind: ContractKind, agentId: number, input: TermsInput) {
  const response = await t.app.inject({
    method: 'PUT',
    url: TOP_LEVEL,
    headers: admin.headers,
    payload: { kind, agentId, terms: input, reason: 'Agreed with the agent' },
  });
  return expectValue(response, contractChangeValueSchema.pick({ contract: true, terminated: true }))
    .contract!;
}

async function offered(
  kind: ContractKind,
  upline: SignedInMember,
  downline: SignedInMember,
  input: TermsInput,
) {
  return (await change(kind, upline, { action: 'offer', memberId: downline.id, terms: input }))
    .request;
}

async function granted(
  kind: ContractKind,
  upline: SignedInMember,
  downline: SignedInMember,
  input: TermsInput,
) {
  const request = await offered(kind, upline, downline, input);
  return (await change(kind, downline, { action: 'accept', requestId: request.id })).contract!;
}

async function flags(member: SignedInMember) {
  return expectValue(
    await t.app.inject({ url: CONSOLIDATED, headers: member.headers }),
    consolidatedFundsSchema,
  );
}

async function contractRow(id: number) {
  return t.db
    .selectFrom('contracts')
    .select(['state', 'end_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A top-level agent holding a daily contract: 1% from the start, 2% from 10,000 and 5 active. */
const TOP_DAILY = terms([
  [0, 1],
  [10_000, 2, 5],
]);

async function topAgent(kind: ContractKind = 'daily', input: TermsInput = TOP_DAILY) {
  const top = await signedIn(t, { type: 1 });
  await grantTop(kind, top.id, input);
  return top;
}

const subAgent = (upline: { id: number }, account?: string) =>
  signedIn(t, { type: 2, uplineId: upline.id, ...(account ? { account } : {}) });

beforeAll(async () => {
  admin = await staffWithToken(t, 'admin');
  for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
    await setLimits(kind, true);
  }
});

describe('query', () => {
  it('shows the own contract from the platform, the pending requests and the limits', async () => {
    const top = await topAgent();
    const value = await query('daily', top);
    expect(value).toMatchObject({
      action: 'query',
      kind: 'daily',
      pending: [],
      limits: { enabled: true, maxTiers: 5, maxRates: { rate: 3 } },
      schedule: 'daily',
    });
    expect(value.own).toMatchObject({
      kind: 'daily',
      holder: { id: top.id, account: top.account },
      grantor: null,
      period: null,
      state: 'active',
      endedAt: null,
      endReason: null,
      tiers: [
        { minValidBet: 0, minActive: 0, rate: 1 },
        { minValidBet: 10_000, minActive: 5, rate: 2 },
      ],
    });

    const sub = await subAgent(top);
    const request = await offered('daily', top, sub, terms([[0, 0.5]]));
    const subView = await query('daily', sub);
    expect(subView.own).toBeNull();
    expect(subView.pending).toEqual([
      expect.objectContaining({ id: request.id, action: 'offer', awaitingMe: true }),
    ]);
    expect((await query('daily', top)).pending).toEqual([
      expect.objectContaining({ id: request.id, requestedBy: 'upline', awaitingMe: false }),
    ]);
  });
});

describe('offer, accept and reject', () => {
  it('offers a direct downline agent terms at or below its own, and the downline accepts', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const offer = await change('daily', top, {
      action: 'offer',
      memberId: sub.id,
      terms: terms([
        [0, 0.5],
        [10_000, 2, 5],
      ]),
    });
    expect(offer).toMatchObject({ action: 'offer', contract: null, terminated: [] });
    expect(offer.request).toMatchObject({
      kind: 'daily',
      action: 'offer',
      contractId: null,
      holder: { id: sub.id, account: sub.account },
      grantor: { id: top.id, account: top.account },
      requestedBy: 'upline',
      state: 'pending',
      awaitingMe: false,
      answeredAt: null,
    });
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 1, dailysalinfotype: 1 });
    expect(await flags(top)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 2 });

    const accepted = await change('daily', sub, { action: 'accept', requestId: offer.request.id });
    expect(accepted.request).toMatchObject({ state: 'accepted', awaitingMe: false });
    expect(accepted.contract).toMatchObject({
      holder: { id: sub.id },
      grantor: { id: top.id },
      state: 'active',
      tiers: [
        { minValidBet: 0, minActive: 0, rate: 0.5 },
        { minValidBet: 10_000, minActive: 5, rate: 2 },
      ],
    });
    expect((await query('daily', sub)).own?.id).toBe(accepted.contract!.id);
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 2 });
  });

  it("sends the offered sub-agent a message in the reader's language, counted as unread, once", async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const notices = async (language: string) =>
      expectValue(
        await t.app.inject({
          url: '/wps/member/notices',
          headers: { ...sub.headers, language },
        }),
        noticesValueSchema,
      );
    const unread = async () =>
      expectValue(
        await t.app.inject({ url: '/wps/member/notices/unread-count', headers: sub.headers }),
        unreadCountValueSchema,
      ).count;
    expect(await unread()).toBe(0);

    const offer = await change('daily', top, {
      action: 'offer',
      memberId: sub.id,
      terms: terms([[0, 0.5]]),
    });
    expect(await unread()).toBe(1);
    const reference = `CO${offer.request.id}`;
    const english = await notices('EN');
    expect(english.list).toEqual([
      expect.objectContaining({ kind: 'contract_offer', reference, read: false, amount: 0 }),
    ]);
    expect(english.list[0]!.title).toBe('New contract offer');
    expect(english.list[0]!.content).toContain(`Your upline ${top.account} has offered you`);
    expect(english.list[0]!.content).toContain(reference);
    const malay = (await notices('MY')).list[0]!;
    expect(malay.title).toBe('Tawaran kontrak baharu');
    expect(malay.content).toContain(`Upline anda ${top.account} telah menawarkan kontrak`);

    // The upline is told nothing, and a refused offer sends no message.
    const topNotices = await t.app.inject({ url: '/wps/member/notices', headers: top.headers });
    expect(expectValue(topNotices, noticesValueSchema).list).toEqual([]);
    expectError(
      await call('daily', top, { action: 'offer', memberId: sub.id, terms: terms([[0, 0.5]]) }),
      409,
      'CONTRACT_REQUEST_PENDING',
    );
    expect(await unread()).toBe(1);
  });

  it('lets the downline reject an offer, after which the upline may offer again', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const request = await offered('daily', top, sub, terms([[0, 1]]));
    const rejected = await change('daily', sub, { action: 'reject', requestId: request.id });
    expect(rejected.request.state).toBe('rejected');
    expect(rejected.contract).toBeNull();
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
    expect((await query('daily', sub)).own).toBeNull();
    await offered('daily', top, sub, terms([[0, 0.8]]));
  });

  it('refuses an offer outside the downline, deeper down, to oneself or to a plain member', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const deeper = await subAgent(sub);
    const player = await signedIn(t, { uplineId: top.id });
    const outsider = await subAgent(await signedIn(t, { type: 1 }));
    const offer = (memberId: number) =>
      call('daily', top, { action: 'offer', memberId, terms: terms([[0, 0.5]]) });
    expectError(await offer(outsider.id), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(await offer(999_999_999), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(await offer(deeper.id), 403, 'CONTRACT_NOT_PARTY');
    expectError(await offer(top.id), 403, 'CONTRACT_NOT_PARTY');
    expectError(await offer(player.id), 409, 'CONTRACT_HOLDER_NOT_AGENT');
  });

  it('refuses an offer from an agent without a contract of the kind, or above its own', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const deeper = await subAgent(sub);
    const offer = (from: SignedInMember, to: SignedInMember, input: TermsInput, kind = 'daily') =>
      call(kind as ContractKind, from, { action: 'offer', memberId: to.id, terms: input });
    expectError(await offer(sub, deeper, terms([[0, 0.1]])), 409, 'CONTRACT_NO_OWN');
    expectError(await offer(top, sub, terms([[0, 0.1]]), 'hourly'), 409, 'CONTRACT_NO_OWN');
    // At 0 valid bet the own contract pays 1%.
    expectError(await offer(top, sub, terms([[0, 1.5]])), 409, 'CONTRACT_ABOVE_OWN');
    // 2% from 10,000 needs 5 active members in the own contract too.
    expectError(
      await offer(
        top,
        sub,
        terms([
          [0, 1],
          [10_000, 2],
        ]),
      ),
      409,
      'CONTRACT_ABOVE_OWN',
    );
    expectError(
      await offer(
        top,
        sub,
        terms([
          [0, 1],
          [10_000, 2.0001, 5],
        ]),
      ),
      409,
      'CONTRACT_ABOVE_OWN',
    );
    // A dividend keeps the upline's period.
    await grantTop('dividend', top.id, terms([[0, 30]], 'weekly'));
    expectError(
      await offer(top, sub, terms([[0, 10]], 'monthly'), 'dividend'),
      409,
      'CONTRACT_ABOVE_OWN',
    );
    const dividend = await offered('dividend', top, sub, terms([[0, 10]], 'weekly'));
    expect(dividend).toMatchObject({ period: 'weekly', tiers: [{ rate: 10 }] });
    expect((await query('daily', sub)).pending).toEqual([]);
  });

  it('refuses terms that are not well formed or above the operator’s limits', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const offer = (kind: ContractKind, input: object) =>
      call(kind, top, { action: 'offer', memberId: sub.id, terms: input });
    const invalid: [ContractKind, object][] = [
      [
        'daily',
        terms([
          [0, 1],
          [100, 0.5],
        ]),
      ],
      [
        'daily',
        terms([
          [100, 0.5],
          [100, 0.6],
        ]),
      ],
      [
        'daily',
        terms([
          [100, 0.5, 3],
          [200, 0.6, 2],
        ]),
      ],
      ['daily', terms([[0, 0.12345]])],
      ['daily', { tiers: [{ minValidBet: '1.234', rate: 0.5 }] }],
      ['daily', terms([[0, 0.5]], 'weekly')],
      ['dividend', terms([[0, 10]])],
      ['realtime', { tiers: [{ minValidBet: 0, rate: 0.5 }] }],
      ['realtime', { tiers: [{ minValidBet: 0, profitRate: 0.1, lossRate: 0.1 }] }],
    ];
    for (const [kind, input] of invalid) {
      expectError(await offer(kind, input), 400, 'CONTRACT_TERMS_INVALID');
    }
    expectError(await offer('daily', terms([[0, 3.5]])), 400, 'CONTRACT_ABOVE_LIMIT');
    expectError(
      await offer(
        'daily',
        terms([
          [0, 0.1],
          [1, 0.2],
          [2, 0.3],
          [3, 0.4],
          [4, 0.5],
          [5, 0.6],
        ]),
      ),
      400,
      'CONTRACT_ABOVE_LIMIT',
    );
    expectError(
      await offer('realtime', {
        tiers: [{ minValidBet: 0, profitRate: 1.5, lossRate: 1, singleBetRate: 0.1 }],
      }),
      400,
      'CONTRACT_ABOVE_LIMIT',
    );
    expect((await query('daily', sub)).pending).toEqual([]);
  });

  it('refuses an offer to a downline that holds a contract or has a request pending', async () => {
    const top = await topAgent();
    const holder = await subAgent(top);
    const waiting = await subAgent(top);
    await granted('daily', top, holder, terms([[0, 0.5]]));
    await offered('daily', top, waiting, terms([[0, 0.5]]));
    const offer = (to: SignedInMember) =>
      call('daily', top, { action: 'offer', memberId: to.id, terms: terms([[0, 0.4]]) });
    expectError(await offer(holder), 409, 'CONTRACT_ALREADY_HELD');
    expectError(await offer(waiting), 409, 'CONTRACT_REQUEST_PENDING');
  });

  it('lets only the side asked answer, once, and hides other teams’ requests', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const deeper = await subAgent(sub);
    const request = await offered('daily', top, sub, terms([[0, 0.5]]));
    expectError(
      await call('daily', top, { action: 'accept', requestId: request.id }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    expectError(
      await call('daily', top, { action: 'answer', requestId: request.id, approve: true }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    // Another kind's call does not know it.
    expectError(
      await call('hourly', sub, { action: 'accept', requestId: request.id }),
      404,
      'CONTRACT_REQUEST_NOT_FOUND',
    );
    await change('daily', sub, { action: 'accept', requestId: request.id });
    expectError(
      await call('daily', sub, { action: 'reject', requestId: request.id }),
      409,
      'CONTRACT_REQUEST_CLOSED',
    );

    // A request deeper in the caller's team is not theirs to answer; another team's is unknown.
    const below = await offered('daily', sub, deeper, terms([[0, 0.2]]));
    expectError(
      await call('daily', top, { action: 'accept', requestId: below.id }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    const otherTop = await topAgent();
    const otherSub = await subAgent(otherTop);
    const other = await offered('daily', otherTop, otherSub, terms([[0, 0.5]]));
    for (const requestId of [other.id, 999_999_999]) {
      expectError(
        await call('daily', sub, { action: 'accept', requestId }),
        404,
        'CONTRACT_REQUEST_NOT_FOUND',
      );
    }
  });
});

describe('downlines', () => {
  it('lists the direct downlines with their contract and pending request, paged and by account', async () => {
    const top = await topAgent();
    const prefix = `dl${randomInt(100_000, 999_999)}`;
    const holder = await subAgent(top, `${prefix}a`);
    const waiting = await subAgent(top, `${prefix}b`);
    const player = await signedIn(t, { uplineId: top.id, account: `${prefix}c` });
    await subAgent(holder);
    const contract = await granted('daily', top, holder, terms([[0, 0.5]]));
    const request = await offered('daily', top, waiting, terms([[0, 0.4]]));

    const downlines = async (body: object) =>
      expectValue(
        await call('daily', top, { action: 'downlines', ...body }),
        contractDownlinesValueSchema,
      );
    const first = await downlines({ pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(first.list).toEqual([
      {
        memberId: holder.id,
        account: holder.account,
        type: 2,
        contract: expect.objectContaining({ id: contract.id, tiers: [expect.anything()] }),
        pending: null,
      },
      {
        memberId: waiting.id,
        account: waiting.account,
        type: 2,
        contract: null,
        pending: expect.objectContaining({ id: request.id, action: 'offer', awaitingMe: false }),
      },
    ]);
    const second = await downlines({ page: 2, pageSize: 2 });
    expect(second.list).toEqual([
      { memberId: player.id, account: player.account, type: 0, contract: null, pending: null },
    ]);
    const found = await downlines({ account: `${prefix}B` });
    expect(found).toMatchObject({ total: 1, list: [{ memberId: waiting.id }] });
    expect(await downlines({ account: 'nobody-here' })).toMatchObject({ total: 0, list: [] });
  });
});

describe('termination and new terms', () => {
  it('ends a contract when the holder asks and the upline approves', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const contract = await granted('daily', top, sub, terms([[0, 0.5]]));
    const asked = await change('daily', sub, {
      action: 'requestTermination',
      contractId: contract.id,
    });
    expect(asked.request).toMatchObject({
      action: 'terminate',
      contractId: contract.id,
      requestedBy: 'downline',
      tiers: null,
      state: 'pending',
    });
    expect(asked.contract?.id).toBe(contract.id);
    expect(await flags(top)).toMatchObject({ dailysalreqtype: 2 });
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 2 });
    expectError(
      await call('daily', sub, { action: 'answer', requestId: asked.request.id, approve: true }),
      403,
      'CONTRACT_NOT_PARTY',
    );

    const answered = await change('daily', top, {
      action: 'answer',
      requestId: asked.request.id,
      approve: true,
    });
    expect(answered.request.state).toBe('accepted');
    expect(answered.contract).toBeNull();
    expect(await contractRow(contract.id)).toEqual({ state: 'terminated', end_reason: 'agreed' });
    expect((await query('daily', sub)).own).toBeNull();
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 0, dailysalinfotype: 1 });
    expectError(
      await call('daily', top, { action: 'requestTermination', contractId: contract.id }),
      404,
      'CONTRACT_NOT_FOUND',
    );
  });

  it('keeps the contract when the holder declines the upline’s termination', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const contract = await granted('daily', top, sub, terms([[0, 0.5]]));
    const asked = await change('daily', top, {
      action: 'requestTermination',
      contractId: contract.id,
    });
    expect(asked.request.requestedBy).toBe('upline');
    expect(await flags(sub)).toMatchObject({ dailysalreqtype: 2 });
    expect(await flags(top)).toMatchObject({ dailysalreqtype: 0 });
    expectError(
      await call('daily', top, { action: 'requestTermination', contractId: contract.id }),
      409,
      'CONTRACT_REQUEST_PENDING',
    );
    const declined = await change('daily', sub, {
      action: 'answer',
      requestId: asked.request.id,
      approve: false,
    });
    expect(declined.request.state).toBe('rejected');
    expect(declined.contract?.id).toBe(contract.id);
    expect(await contractRow(contract.id)).toEqual({ state: 'active', end_reason: null });

    const again = await change('daily', top, {
      action: 'requestTermination',
      contractId: contract.id,
    });
    await change('daily', sub, { action: 'answer', requestId: again.request.id, approve: true });
    expect(await contractRow(contract.id)).toEqual({ state: 'terminated', end_reason: 'agreed' });
  });

  it('replaces the terms when either side asks for new ones and the other approves', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const first = await granted('daily', top, sub, terms([[0, 0.5]]));

    const fromUpline = await change('daily', top, {
      action: 'requestNew',
      contractId: first.id,
      terms: terms([[0, 0.4]]),
    });
    expect(fromUpline.request).toMatchObject({
      action: 'new',
      requestedBy: 'upline',
      tiers: [{ rate: 0.4 }],
    });
    const second = (
      await change('daily', sub, {
        action: 'answer',
        requestId: fromUpline.request.id,
        approve: true,
      })
    ).contract!;
    expect(second).toMatchObject({ state: 'active', tiers: [{ rate: 0.4 }] });
    expect(await contractRow(first.id)).toEqual({ state: 'replaced', end_reason: 'replaced' });

    const fromHolder = await change('daily', sub, {
      action: 'requestNew',
      contractId: second.id,
      terms: terms([[0, 0.9]]),
    });
    expect(fromHolder.request.requestedBy).toBe('downline');
    expect(await flags(top)).toMatchObject({ dailysalreqtype: 2 });
    const third = (
      await change('daily', top, { action: 'accept', requestId: fromHolder.request.id })
    ).contract!;
    expect(third.tiers).toEqual([{ minValidBet: 0, minActive: 0, rate: 0.9 }]);
    expect((await query('daily', sub)).own?.id).toBe(third.id);
  });

  it('refuses new terms above the upline’s own, and requests on contracts not the caller’s', async () => {
    const top = await topAgent();
    const sub = await subAgent(top);
    const deeper = await subAgent(sub);
    const contract = await granted('daily', top, sub, terms([[0, 0.5]]));
    const below = await granted('daily', sub, deeper, terms([[0, 0.2]]));
    expectError(
      await call('daily', sub, {
        action: 'requestNew',
        contractId: contract.id,
        terms: terms([[0, 1.1]]),
      }),
      409,
      'CONTRACT_ABOVE_OWN',
    );
    expectError(
      await call('daily', top, { action: 'requestTermination', contractId: below.id }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    expectError(
      await call('daily', top, {
        action: 'requestNew',
        contractId: below.id,
        terms: terms([[0, 0.1]]),
      }),
      403,
      'CONTRACT_NOT_PARTY',
    );
    const otherTop = await topAgent();
    const otherSub = await subAgent(otherTop);
    const other = await granted('daily', otherTop, otherSub, terms([[0, 0.5]]));
    for (const contractId of [other.id, 999_999_999]) {
      expectError(
        await call('daily', sub, { action: 'requestTermination', contractId }),
        404,
        'CONTRACT_NOT_FOUND',
      );
    }
    // Another kind's call does not know the contract.
    expectError(
      await call('hourly', sub, { action: 'requestTermination', contractId: contract.id }),
      404,
      'CONTRACT_NOT_FOUND',
    );
  });
});

describe('each kind on its own call', () => {
  it('offers and accepts a dividend, an hourly and a real-time salary contract', async () => {
    const top = await topAgent('dividend', terms([[0, 40]], 'monthly'));
    await grantTop('hourly', top.id, terms([[0, 1]]));
    await grantTop('realtime', top.id, {
      tiers: [{ minValidBet: 0, profitRate: 0.5, lossRate: 2, singleBetRate: 0.3 }],
    });
    const sub = await subAgent(top);
    expect(await flags(top)).toMatchObject({
      divinfotype: 2,
      dailysalinfotype: 1,
      contracthourinfotype: 2,
      realtimesalinfotype: 2,
    });

    const dividend = await granted('dividend', top, sub, terms([[0, 25]], 'monthly'));
    expect(dividend).toMatchObject({ kind: 'dividend', period: 'monthly' });
    expect((await query('dividend', sub)).schedule).toBe('dividend:monthly');

    await offered('hourly', top, sub, terms([[0, 0.6]]));
    expect(await flags(sub)).toMatchObject({ contracthoursalreq: 1, divtypereq: 0 });
    const hourlyRequest = (await query('hourly', sub)).pending[0]!;
    const hourly = (await change('hourly', sub, { action: 'accept', requestId: hourlyRequest.id }))
      .contract!;
    expect(hourly).toMatchObject({ kind: 'hourly', tiers: [{ rate: 0.6 }] });

    const realtimeTerms = {
      tiers: [
        { minValidBet: 0, profitRate: 0.2, lossRate: 1, singleBetRate: 0.1 },
        { minValidBet: '500.50', minActive: 2, profitRate: 0.5, lossRate: 2, singleBetRate: 0.3 },
      ],
    };
    await offered('realtime', top, sub, realtimeTerms);
    expect(await flags(sub)).toMatchObject({ realtimesalreqtype: 1 });
    const realtimeRequest = (await query('realtime', sub)).pending[0]!;
    const realtime = (
      await change('realtime', sub, { action: 'accept', requestId: realtimeRequest.id })
    ).contract!;
    expect(realtime.tiers).toEqual([
      { minValidBet: 0, minActive: 0, profitRate: 0.2, lossRate: 1, singleBetRate: 0.1 },
      { minValidBet: 500.5, minActive: 2, profitRate: 0.5, lossRate: 2, singleBetRate: 0.3 },
    ]);
    expect(await flags(sub)).toMatchObject({
      divinfotype: 2,
      dailysalinfotype: 1,
      contracthourinfotype: 2,
      realtimesalinfotype: 2,
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it('answers 403 CONTRACT_DISABLED while the operator has the kind off, and flags it 0', async () => {
    const top = await topAgent('hourly', terms([[0, 1]]));
    const sub = await subAgent(top);
    await offered('hourly', top, sub, terms([[0, 0.5]]));
    expect(await flags(sub)).toMatchObject({ contracthourinfotype: 1, contracthoursalreq: 1 });
    await setLimits('hourly', false);
    try {
      expectError(await call('hourly', top, { action: 'query' }), 403, 'CONTRACT_DISABLED');
      expectError(await call('hourly', sub, { action: 'downlines' }), 403, 'CONTRACT_DISABLED');
      expect(await flags(top)).toMatchObject({ contracthourinfotype: 0, contracthoursalreq: 0 });
      expect(await flags(sub)).toMatchObject({ contracthourinfotype: 0, contracthoursalreq: 0 });
      // The other kinds are not affected.
      expect((await query('daily', top)).own).toBeNull();
    } finally {
      await setLimits('hourly', true);
    }
    expect(await flags(top)).toMatchObject({ contracthourinfotype: 2 });
  });
});

describe('who may call', () => {
  it('answers 401 without a session and 403 NON_AGENT for a member who is not an agent', async () => {
    const member = await signedIn(t);
    for (const kind of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
      expectError(await call(kind, { headers: {} }, { action: 'query' }), 401, 'NOT_LOGGED_IN');
      expectError(await call(kind, member, { action: 'query' }), 403, 'NON_AGENT');
    }
    expect(await flags(member)).toMatchObject({
      divinfotype: 1,
      dailysalinfotype: 1,
      contracthourinfotype: 1,
      realtimesalinfotype: 1,
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it('answers 400 for a body that fails the schema', async () => {
    const top = await topAgent();
    const bodies = [
      {},
      { action: 'cancel' },
      { action: 'query', extra: 1 },
      { action: 'offer', memberId: top.id },
      { action: 'offer', memberId: top.id, terms: { tiers: [] } },
      { action: 'offer', memberId: top.id, terms: { tiers: [{ minValidBet: 0, fee: 1 }] } },
      { action: 'accept', requestId: 0 },
      { action: 'answer', requestId: 1 },
      { action: 'downlines', pageSize: 101 },
    ];
    for (const body of bodies) {
      expectError(await call('daily', top, body), 400, 'VALIDATION_FAILED');
    }
  });
});
