import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractChangeValueSchema,
  contractPaths,
  type TermsInput,
} from '@portal/shared/schemas/contracts';
import { expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

let admin: { headers: Record<string, string> };

const daily = (rate: number): TermsInput => ({ tiers: [{ minValidBet: 0, rate }] });

async function change(member: SignedInMember, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: contractPaths.daily,
    headers: member.headers,
    payload: body,
  });
  return expectValue(response, contractChangeValueSchema);
}

async function setTop(agentId: number, terms: TermsInput | null) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/operator/contracts/top-level',
    headers: admin.headers,
    payload: { kind: 'daily', agentId, terms, reason: 'Operator review' },
  });
  return expectValue(
    response,
    contractChangeValueSchema.pick({ contract: true, terminated: true }),
  );
}

const offer = async (upline: SignedInMember, downline: SignedInMember, rate: number) =>
  (await change(upline, { action: 'offer', memberId: downline.id, terms: daily(rate) })).request;

async function grant(upline: SignedInMember, downline: SignedInMember, rate: number) {
  const request = await offer(upline, downline, rate);
  return (await change(downline, { action: 'accept', requestId: request.id })).contract!;
}

async function contractState(id: number) {
  return t.db
    .selectFrom('contracts')
    .select(['state', 'end_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function requestState(id: number) {
  return (
    await t.db
      .selectFrom('contract_requests')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;
}

const ended = { state: 'terminated', end_reason: 'automatic' };
const running = { state: 'active', end_reason: null };

/**
 * top (2%, from the platform) → a (1.5%) → b (1.2%) → c (1%), and a's other direct downline
 * `sibling` at 0.5%; a has an offer pending to `high` at 1.2% and to `low` at 0.4%.
 */
async function chain() {
  const top = await signedIn(t, { type: 1 });
  const a = await signedIn(t, { type: 2, uplineId: top.id });
  const b = await signedIn(t, { type: 2, uplineId: a.id });
  const c = await signedIn(t, { type: 2, uplineId: b.id });
  const sibling = await signedIn(t, { type: 2, uplineId: a.id });
  const high = await signedIn(t, { type: 2, uplineId: a.id });
  const low = await signedIn(t, { type: 2, uplineId: a.id });
  const topContract = (await setTop(top.id, daily(2))).contract!;
  const contracts = {
    a: await grant(top, a, 1.5),
    b: await grant(a, b, 1.2),
    c: await grant(b, c, 1),
    sibling: await grant(a, sibling, 0.5),
  };
  const offers = { high: await offer(a, high, 1.2), low: await offer(a, low, 0.4) };
  return { top, a, b, c, sibling, topContract, contracts, offers };
}

/** a's contract ended for `reason`; everything a granted ended automatically; its offers are void. */
async function expectAEndedWithAllBelow(
  { contracts, offers }: Pick<Awaited<ReturnType<typeof chain>>, 'contracts' | 'offers'>,
  reason: string,
) {
  expect(await contractState(contracts.a.id)).toEqual({ state: 'terminated', end_reason: reason });
  for (const contract of [contracts.b, contracts.c, contracts.sibling]) {
    expect(await contractState(contract.id)).toEqual(ended);
  }
  expect(await requestState(offers.high.id)).toBe('void');
  expect(await requestState(offers.low.id)).toBe('void');
}

beforeAll(async () => {
  admin = await staffWithToken(t, 'admin');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/operator/contracts/limits',
    headers: admin.headers,
    payload: { kind: 'daily', enabled: true, maxTiers: 10, maxRates: { rate: 3 } },
  });
  expect(response.statusCode, response.body).toBe(200);
});

describe('automatic termination down the chain', () => {
  it('ends the contracts a holder granted above its new lower terms, and every one below them', async () => {
    const { top, a, b, c, contracts, offers } = await chain();
    // A pending request on a contract that ends is void too.
    const cAsks = await change(c, { action: 'requestTermination', contractId: contracts.c.id });

    const asked = await change(top, {
      action: 'requestNew',
      contractId: contracts.a.id,
      terms: daily(1),
    });
    const accepted = await change(a, {
      action: 'answer',
      requestId: asked.request.id,
      approve: true,
    });
    expect(accepted.contract).toMatchObject({ holder: { id: a.id }, tiers: [{ rate: 1 }] });
    expect(accepted.terminated).toEqual([
      { contractId: contracts.b.id, holder: { id: b.id, account: b.account } },
      { contractId: contracts.c.id, holder: { id: c.id, account: c.account } },
    ]);
    expect(await contractState(contracts.a.id)).toEqual({
      state: 'replaced',
      end_reason: 'replaced',
    });
    expect(await contractState(contracts.b.id)).toEqual(ended);
    expect(await contractState(contracts.c.id)).toEqual(ended);
    // Still at or below 1%.
    expect(await contractState(contracts.sibling.id)).toEqual(running);
    expect(await requestState(offers.high.id)).toBe('void');
    expect(await requestState(offers.low.id)).toBe('pending');
    expect(await requestState(cAsks.request.id)).toBe('void');
  });

  it('keeps everything when the new terms are still at or above what was granted', async () => {
    const { top, a, contracts, offers } = await chain();
    const asked = await change(a, {
      action: 'requestNew',
      contractId: contracts.a.id,
      terms: daily(1.2),
    });
    const accepted = await change(top, { action: 'accept', requestId: asked.request.id });
    expect(accepted.terminated).toEqual([]);
    for (const contract of [contracts.b, contracts.c, contracts.sibling]) {
      expect(await contractState(contract.id)).toEqual(running);
    }
    expect(await requestState(offers.high.id)).toBe('pending');
  });

  it('does the same when the operator lowers the top-level contract', async () => {
    const { top, a, b, c, sibling, topContract, contracts } = await chain();
    const other = await signedIn(t, { type: 2, uplineId: top.id });
    const otherContract = await grant(top, other, 0.8);
    const lowOffer = await offer(top, await signedIn(t, { type: 2, uplineId: top.id }), 0.5);
    const highOffer = await offer(top, await signedIn(t, { type: 2, uplineId: top.id }), 1.5);

    const { contract, terminated } = await setTop(top.id, daily(1));
    expect(contract).toMatchObject({ grantor: null, tiers: [{ rate: 1 }] });
    expect(new Set(terminated.map((row) => row.holder.id))).toEqual(
      new Set([a.id, b.id, c.id, sibling.id]),
    );
    expect(await contractState(topContract.id)).toEqual({
      state: 'replaced',
      end_reason: 'replaced',
    });
    for (const ended of [contracts.a, contracts.b, contracts.c, contracts.sibling]) {
      expect(await contractState(ended.id)).toEqual({
        state: 'terminated',
        end_reason: 'automatic',
      });
    }
    expect(await contractState(otherContract.id)).toEqual(running);
    expect(await requestState(highOffer.id)).toBe('void');
    expect(await requestState(lowOffer.id)).toBe('pending');
  });

  it('ends everything below a contract terminated by agreement, and voids its holder’s offers', async () => {
    const { top, a, contracts, offers } = await chain();
    const asked = await change(a, { action: 'requestTermination', contractId: contracts.a.id });
    const approved = await change(top, {
      action: 'answer',
      requestId: asked.request.id,
      approve: true,
    });
    expect(approved.contract).toBeNull();
    expect(approved.terminated.map((row) => row.contractId).sort((x, y) => x - y)).toEqual(
      [contracts.b.id, contracts.c.id, contracts.sibling.id].sort((x, y) => x - y),
    );
    await expectAEndedWithAllBelow({ contracts, offers }, 'agreed');
  });

  it('ends everything below when the operator ends the top-level contract', async () => {
    const { top, topContract, contracts } = await chain();
    const { contract, terminated } = await setTop(top.id, null);
    expect(contract).toBeNull();
    expect(terminated).toHaveLength(4);
    expect(await contractState(topContract.id)).toEqual({
      state: 'terminated',
      end_reason: 'operator',
    });
    for (const contract of Object.values(contracts)) {
      expect(await contractState(contract.id)).toEqual(ended);
    }
  });
});

describe('contracts follow the operator’s changes to the tree', () => {
  async function operatorCall(url: string, payload: object) {
    const response = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ value: { contractsEnded: number } }>().value;
  }

  const move = (memberId: number, uplineId: number | null) =>
    operatorCall('/wps/operator/agency/move', { memberId, uplineId, reason: 'Team change' });

  it('ends the contract a moved agent held from its former upline, with the chain below it', async () => {
    const { b, topContract, contracts, offers } = await chain();
    const elsewhere = await signedIn(t, { type: 1 });
    // b's pending request to a is void with the move.
    const bAsks = await change(b, { action: 'requestTermination', contractId: contracts.b.id });

    const value = await move(b.id, elsewhere.id);
    expect(value.contractsEnded).toBe(2);
    expect(await contractState(contracts.b.id)).toEqual({
      state: 'terminated',
      end_reason: 'moved',
    });
    expect(await contractState(contracts.c.id)).toEqual(ended);
    expect(await requestState(bAsks.request.id)).toBe('void');
    // The rest of a's team and a's own offers are untouched.
    for (const contract of [topContract, contracts.a, contracts.sibling]) {
      expect(await contractState(contract.id)).toEqual(running);
    }
    expect(await requestState(offers.low.id)).toBe('pending');
    // The new upline can offer b a contract of its own once it holds one.
    await setTop(elsewhere.id, daily(1));
    const again = await offer(elsewhere, b, 0.5);
    expect(again).toMatchObject({ state: 'pending', grantor: { id: elsewhere.id } });
  });

  it('voids an offer waiting for a moved member, which holds no contract yet', async () => {
    const { offers } = await chain();
    const high = await t.db
      .selectFrom('contract_requests')
      .select('holder_id')
      .where('id', '=', offers.high.id)
      .executeTakeFirstOrThrow();
    const value = await move(high.holder_id, null);
    expect(value.contractsEnded).toBe(0);
    expect(await requestState(offers.high.id)).toBe('void');
    expect(await requestState(offers.low.id)).toBe('pending');
  });

  it('keeps a top-level agent’s platform contract when it stays at the top', async () => {
    const { top, topContract } = await chain();
    const value = await move(top.id, null);
    expect(value.contractsEnded).toBe(0);
    expect(await contractState(topContract.id)).toEqual(running);
  });

  it('ends a demoted agent’s contracts and everything it granted, audited with the count', async () => {
    const { a, contracts, offers } = await chain();
    const value = await operatorCall('/wps/operator/agency/agent-type', {
      memberId: a.id,
      type: 0,
      reason: 'Left the programme',
    });
    expect(value.contractsEnded).toBe(4);
    await expectAEndedWithAllBelow({ contracts, offers }, 'demoted');
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .select('details')
      .where('action', '=', 'agency.agent_type')
      .where('target', '=', `member:${a.id}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ to: 0, contractsEnded: 4 });
  });
});
