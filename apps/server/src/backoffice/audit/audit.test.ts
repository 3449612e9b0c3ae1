import { beforeAll, describe, expect, it } from 'vitest';
import { auditActionsValueSchema, auditPageValueSchema } from '@portal/shared/schemas/operator';
import { expectError, expectValue } from '../../../test/assertions.js';
import { operatorCall } from '../../../test/content.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp({ seed: false });

let admin: Awaited<ReturnType<typeof staffWithToken>>;
let viewer: Awaited<ReturnType<typeof staffWithToken>>;
let finance: Awaited<ReturnType<typeof staffWithToken>>;

/** An audit line written at a given instant (UTC), as the database would have stamped it. */
async function lineAt(at: string, action: string, target: string, staffId: number | null) {
  const stamp = t.kind === 'postgres' ? at : `${at.slice(0, 10)} ${at.slice(11, 19)}`;
  await t.db
    .insertInto('staff_audit_log')
    .values({
      staff_id: staffId,
      action,
      target,
      details: JSON.stringify({ reason: `${action} on ${target}`, amount: '12.50' }),
      ip: '192.0.2.10',
      created_at: stamp,
    } as never)
    .execute();
}

beforeAll(async () => {
  [admin, viewer, finance] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
  // Site day 2030-03-10 (GMT+8) runs from 2030-03-09T16:00Z to 2030-03-10T16:00Z.
  await lineAt('2030-03-09T15:59:59.000Z', 'member.lock', 'member:7', admin.id);
  await lineAt('2030-03-09T16:00:00.000Z', 'member.unlock', 'member:7', admin.id);
  await lineAt('2030-03-10T08:00:00.000Z', 'member.note', 'member:71', viewer.id);
  await lineAt('2030-03-10T15:59:59.000Z', 'deposit.confirm', 'deposit:D2030031000001', admin.id);
  await lineAt('2030-03-10T16:00:00.000Z', 'members.export', 'member:8', admin.id);
});

const audit = async (query: string, headers = admin.headers) =>
  expectValue(
    await operatorCall(t, 'GET', `/wps/operator/audit?${query}`, headers),
    auditPageValueSchema,
  );

describe('GET /wps/operator/audit', () => {
  it('filters by action, exact or as a prefix ending in *', async () => {
    expect((await audit('action=member.lock')).list.map((l) => l.action)).toEqual(['member.lock']);
    const members = await audit('action=member.*');
    expect(members.list.map((l) => l.action).sort()).toEqual([
      'member.lock',
      'member.note',
      'member.unlock',
    ]);
    expect((await audit('action=member_*')).total).toBe(0);
  });

  it('filters by target, exact or as a prefix', async () => {
    expect((await audit('target=member:7')).total).toBe(2);
    expect((await audit(`target=${encodeURIComponent('member:7*')}`)).total).toBe(3);
    expect((await audit(`target=${encodeURIComponent('deposit:*')}`)).list[0]?.target).toBe(
      'deposit:D2030031000001',
    );
  });

  it('filters by staff username in any case, or by id', async () => {
    const byName = await audit(`staff=${viewer.username.toUpperCase()}&action=member.*`);
    expect(byName.list.map((l) => l.action)).toEqual(['member.note']);
    expect(byName.list[0]?.staffUsername).toBe(viewer.username);
    expect((await audit(`staffId=${viewer.id}&action=member.*`)).total).toBe(1);
    expect((await audit('staff=nobody-here')).total).toBe(0);
  });

  it('keeps the lines of GMT+8 site days, both ends included', async () => {
    const day = await audit('from=2030-03-10&to=2030-03-10');
    expect(day.list.map((l) => l.action)).toEqual([
      'deposit.confirm',
      'member.note',
      'member.unlock',
    ]);
    const after = await audit('from=2030-03-11');
    expect(after.list.map((l) => l.action)).toEqual(['members.export']);
    const before = await audit('to=2030-03-09&action=member.*');
    expect(before.list.map((l) => l.action)).toEqual(['member.lock']);
  });

  it('sorts by time, newest first unless asked otherwise, and pages', async () => {
    const newest = await audit('from=2030-03-01&pageSize=2');
    expect(newest).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(newest.list.map((l) => l.action)).toEqual(['members.export', 'deposit.confirm']);
    const oldest = await audit('from=2030-03-01&sort=createdAt&pageSize=2&page=2');
    expect(oldest.list.map((l) => l.action)).toEqual(['member.note', 'deposit.confirm']);
    const line = newest.list[1];
    expect(line).toMatchObject({
      target: 'deposit:D2030031000001',
      ip: '192.0.2.10',
      details: { reason: 'deposit.confirm on deposit:D2030031000001', amount: '12.50' },
      createdAt: '2030-03-10T15:59:59.000Z',
    });
  });

  it('streams every kept line as CSV, details as JSON', async () => {
    const response = await operatorCall(
      t,
      'GET',
      '/wps/operator/audit?format=csv&action=member.*',
      viewer.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,time,staff,action,target,ip,details');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('member.note');
    expect(lines[1]).toContain('"{""reason"":""member.note on member:71"",""amount"":""12.50""}"');
  });

  it('refuses a missing token, a role without audit.read and bad filters', async () => {
    expectError(await operatorCall(t, 'GET', '/wps/operator/audit'), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/audit', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    for (const query of [
      'from=2030-02-30',
      'from=2030-03-10&to=2030-03-09',
      'sort=action',
      'who=me',
      'pageSize=101',
    ])
      expectError(
        await operatorCall(t, 'GET', `/wps/operator/audit?${query}`, admin.headers),
        400,
        'VALIDATION_FAILED',
      );
  });
});

describe('GET /wps/operator/audit/actions', () => {
  it('lists every distinct action in order, to readers of the audit log only', async () => {
    const { list } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/audit/actions', viewer.headers),
      auditActionsValueSchema,
    );
    expect(list).toEqual([...new Set(list)].sort());
    expect(list).toEqual(expect.arrayContaining(['member.lock', 'members.export', 'staff.login']));
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/audit/actions', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/audit/actions'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/audit/actions?x=1', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});
