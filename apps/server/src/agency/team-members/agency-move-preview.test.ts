import { beforeAll, describe, expect, it } from 'vitest';
import { agencyMovePreviewValueSchema } from '@portal/shared/schemas/agency-console';
import { agencyMoveResultSchema } from '@portal/shared/schemas/agency-operator';
import {
  contractChangeValueSchema,
  contractPaths,
  type TermsInput,
} from '@portal/shared/schemas/contracts';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn, type SignedInMember } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

const PREVIEW = '/wps/operator/agency/move/preview';
type Headers = Record<string, string>;
let manager: { headers: Headers };

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

async function grant(upline: SignedInMember, downline: SignedInMember, rate: number) {
  const offer = await change(upline, {
    action: 'offer',
    memberId: downline.id,
    terms: daily(rate),
  });
  return (await change(downline, { action: 'accept', requestId: offer.request.id })).contract!;
}

const preview = (memberId: number, uplineId?: number, headers: Headers = manager.headers) =>
  t.app.inject({
    method: 'GET',
    url: `${PREVIEW}?memberId=${memberId}${uplineId === undefined ? '' : `&uplineId=${uplineId}`}`,
    headers,
  });

const stateOf = async (id: number) =>
  (
    await t.db
      .selectFrom('contracts')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).state;

beforeAll(async () => {
  manager = await staffWithToken(t, 'agency');
  const admin = await staffWithToken(t, 'admin');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/wps/operator/contracts/limits',
    headers: admin.headers,
    payload: { kind: 'daily', enabled: true, maxTiers: 10, maxRates: { rate: 3 } },
  });
  expect(response.statusCode, response.body).toBe(200);
});

describe('GET /wps/operator/agency/move/preview', () => {
  it('lists the contracts the move would end, changes nothing, and matches the move', async () => {
    const top = await signedIn(t, { type: 1 });
    const a = await signedIn(t, { type: 2, uplineId: top.id });
    const b = await signedIn(t, { type: 2, uplineId: a.id });
    await signedIn(t, { uplineId: b.id });
    const elsewhere = await signedIn(t, { type: 1 });
    const admin = await staffWithToken(t, 'admin');
    const topSet = await t.app.inject({
      method: 'PUT',
      url: '/wps/operator/contracts/top-level',
      headers: admin.headers,
      payload: { kind: 'daily', agentId: top.id, terms: daily(2), reason: 'Agreement' },
    });
    expect(topSet.statusCode, topSet.body).toBe(200);
    const aContract = await grant(top, a, 1.5);
    const bContract = await grant(a, b, 1);

    const value = expectValue(await preview(a.id, elsewhere.id), agencyMovePreviewValueSchema);
    expect(value).toEqual({
      member: { id: a.id, account: a.account },
      upline: { id: elsewhere.id, account: elsewhere.account },
      changes: true,
      teamSize: 2,
      contractsEnding: [
        { contractId: aContract.id, kind: 'daily', holder: { id: a.id, account: a.account } },
        { contractId: bContract.id, kind: 'daily', holder: { id: b.id, account: b.account } },
      ],
    });
    // Rolled back: the contracts run and the tree is as it was.
    expect(await stateOf(aContract.id)).toBe('active');
    expect(await stateOf(bContract.id)).toBe('active');
    const row = await t.db
      .selectFrom('members')
      .select('upline_id')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(top.id);
    const audits = await t.db
      .selectFrom('staff_audit_log')
      .select('id')
      .where('target', '=', `member:${a.id}`)
      .execute();
    expect(audits).toEqual([]);

    // The move ends exactly what the preview listed.
    const moved = expectValue(
      await t.app.inject({
        method: 'POST',
        url: '/wps/operator/agency/move',
        headers: manager.headers,
        payload: { memberId: a.id, uplineId: elsewhere.id, reason: 'Team change' },
      }),
      agencyMoveResultSchema,
    );
    expect(moved.contractsEnded).toBe(value.contractsEnding.length);
    expect(await stateOf(aContract.id)).toBe('terminated');
    expect(await stateOf(bContract.id)).toBe('terminated');

    // Where it already is, nothing would change; to the top, nothing left to end.
    const same = expectValue(await preview(a.id, elsewhere.id), agencyMovePreviewValueSchema);
    expect(same).toMatchObject({ changes: false, contractsEnding: [] });
    const toTop = expectValue(await preview(a.id), agencyMovePreviewValueSchema);
    expect(toTop).toMatchObject({ upline: null, changes: true, contractsEnding: [] });
  });

  it('refuses a cycle, unknown members, a bad query and roles without agency.manage', async () => {
    const top = await signedIn(t, { type: 1 });
    const below = await signedIn(t, { type: 2, uplineId: top.id });
    expectError(await preview(top.id, below.id), 409, 'AGENCY_CYCLE');
    expectError(await preview(999_999_999, top.id), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(await preview(top.id, 999_999_999), 404, 'AGENCY_MEMBER_NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'GET', url: PREVIEW, headers: manager.headers }),
      400,
      'VALIDATION_FAILED',
    );
    const viewer = await staffWithToken(t, 'viewer');
    expect((await preview(below.id, undefined, viewer.headers)).statusCode).toBe(403);
    expect((await preview(below.id, undefined, {})).statusCode).toBe(401);
  });
});
