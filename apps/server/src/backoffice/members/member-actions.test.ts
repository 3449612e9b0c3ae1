import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '@portal/shared/schemas/account';
import {
  endSessionsValueSchema,
  forcePasswordValueSchema,
  memberDetailSchema,
  memberLoginPageSchema,
  memberMessageValueSchema,
  memberNotePageSchema,
  memberNoteSchema,
  memberStatusValueSchema,
} from '@portal/shared/schemas/operator-members';
import { authHeader, createMember, login, postLogin } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { signedIn } from '../../../test/deposits.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

type Headers = Record<string, string>;
type Staff = Awaited<ReturnType<typeof staffWithToken>>;

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A signed-in portal call: the message centre's unread count. */
const portalCall = (headers: Headers) => call('GET', '/wps/member/notices/unread-count', headers);

const auditOf = (target: string) =>
  t.db
    .selectFrom('staff_audit_log')
    .select(['staff_id', 'action', 'details'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

let admin: Staff;
let finance: Staff;
let viewer: Staff;

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'finance'),
    staffWithToken(t, 'viewer'),
  ]);
});

describe('POST /wps/operator/members/:id/lock and /unlock', () => {
  it('locks the member: every session ends at once, the next portal call and login are refused', async () => {
    const member = await createMember(t);
    const first = await login(t, member.account, member.password);
    const second = await login(t, member.account, member.password);
    expect((await portalCall(authHeader(first.token))).statusCode).toBe(200);

    const value = expectValue(
      await call('POST', `/wps/operator/members/${member.id}/lock`, admin.headers, {
        reason: 'Suspected account sharing',
      }),
      memberStatusValueSchema,
    );
    expect(value).toEqual({ status: 'locked', sessionsEnded: 2 });
    expectError(await portalCall(authHeader(first.token)), 401, 'SESSION_EXPIRED');
    expectError(await portalCall(authHeader(second.token)), 401, 'SESSION_EXPIRED');
    expectError(
      await postLogin(t, { username: member.account, password: member.password, type: 'username' }),
      403,
      'ACCOUNT_DISABLED',
    );
    const audit = await auditOf(`member:${member.id}`);
    expect(audit.at(-1)).toMatchObject({ staff_id: admin.id, action: 'member.lock' });
    expect(JSON.parse(audit.at(-1)!.details)).toEqual({
      reason: 'Suspected account sharing',
      sessionsEnded: 2,
    });
    const detail = expectValue(
      await call('GET', `/wps/operator/members/${member.id}`, viewer.headers),
      memberDetailSchema,
    );
    expect(detail).toMatchObject({ status: 'locked', openSessions: 0 });

    expectError(
      await call('POST', `/wps/operator/members/${member.id}/lock`, admin.headers),
      409,
      'MEMBER_ALREADY_LOCKED',
    );
    expectValue(
      await call('POST', `/wps/operator/members/${member.id}/unlock`, admin.headers, {}),
      memberStatusValueSchema,
    );
    expect((await auditOf(`member:${member.id}`)).at(-1)?.action).toBe('member.unlock');
    expectValue(
      await postLogin(t, { username: member.account, password: member.password, type: 'username' }),
      loginValueSchema,
    );
    expectError(
      await call('POST', `/wps/operator/members/${member.id}/unlock`, admin.headers),
      409,
      'MEMBER_NOT_LOCKED',
    );
  });

  it('answers 401 without a token, 403 to roles without members.lock, 404, and 400 on bad input', async () => {
    const member = await createMember(t);
    const url = `/wps/operator/members/${member.id}/lock`;
    expectError(await call('POST', url, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await call('POST', url, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await call('POST', url, finance.headers), 403, 'STAFF_FORBIDDEN');
    expectError(
      await call('POST', '/wps/operator/members/99999999/lock', admin.headers),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(
      await call('POST', url, admin.headers, { reason: 'x'.repeat(256) }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('POST', url, admin.headers, { why: 'x' }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('POST', '/wps/operator/members/0/lock', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /wps/operator/members/:id/force-password-change', () => {
  it('makes the next password login answer mustChangePassword, until the member changes it', async () => {
    const member = await createMember(t);
    expect((await login(t, member.account, member.password)).mustChangePassword).toBe(false);
    expectValue(
      await call('POST', `/wps/operator/members/${member.id}/force-password-change`, admin.headers),
      forcePasswordValueSchema,
    );
    expect((await login(t, member.account, member.password)).mustChangePassword).toBe(true);
    const detail = expectValue(
      await call('GET', `/wps/operator/members/${member.id}`, admin.headers),
      memberDetailSchema,
    );
    expect(detail.mustChangePassword).toBe(true);
    expect((await auditOf(`member:${member.id}`)).at(-1)).toMatchObject({
      staff_id: admin.id,
      action: 'member.password.force',
    });
  });

  it('refuses an account without a password (SMS only), and roles without the permission', async () => {
    const smsOnly = await createMember(t, {
      password: null,
      mobileNum: String(randomInt(100_000_000, 999_999_999)),
    });
    const url = `/wps/operator/members/${smsOnly.id}/force-password-change`;
    expectError(await call('POST', url, admin.headers), 409, 'MEMBER_HAS_NO_PASSWORD');
    expectError(await call('POST', url, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await call('POST', url, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(
      await call('POST', '/wps/operator/members/99999999/force-password-change', admin.headers),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(await call('POST', url, admin.headers, { now: true }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /wps/operator/members/:id/end-sessions', () => {
  it('signs the member out everywhere without locking the account', async () => {
    const member = await signedIn(t);
    const value = expectValue(
      await call('POST', `/wps/operator/members/${member.id}/end-sessions`, admin.headers),
      endSessionsValueSchema,
    );
    expect(value.sessionsEnded).toBe(1);
    expectError(await portalCall(member.headers), 401, 'SESSION_EXPIRED');
    expect((await auditOf(`member:${member.id}`)).at(-1)).toMatchObject({
      action: 'member.sessions.end',
    });
    await login(t, member.account, 'Player2024');
    const again = expectValue(
      await call('POST', `/wps/operator/members/${member.id}/end-sessions`, admin.headers),
      endSessionsValueSchema,
    );
    expect(again.sessionsEnded).toBe(1);
    expectError(
      await call('POST', `/wps/operator/members/${member.id}/end-sessions`, viewer.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call('POST', '/wps/operator/members/99999999/end-sessions', admin.headers),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(
      await call('POST', `/wps/operator/members/${member.id}/end-sessions`, {}),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});

describe('POST /wps/operator/members/:id/messages', () => {
  it("puts a personal message in the member's message centre, audited on the member", async () => {
    const member = await signedIn(t);
    const value = expectValue(
      await call('POST', `/wps/operator/members/${member.id}/messages`, admin.headers, {
        contents: { EN: { title: 'About your deposit', content: 'It was credited.' } },
      }),
      memberMessageValueSchema,
    );
    const notices = await call('GET', '/wps/member/notices', member.headers);
    expect(notices.statusCode).toBe(200);
    expect(notices.body).toContain('About your deposit');
    const audit = await auditOf(`member:${member.id}`);
    expect(audit.at(-1)).toMatchObject({ staff_id: admin.id, action: 'member.message' });
    expect(JSON.parse(audit.at(-1)!.details)).toMatchObject({ messageId: value.messageId });
  });

  it('refuses an empty message, roles without the permission, and unknown members', async () => {
    const member = await createMember(t);
    const url = `/wps/operator/members/${member.id}/messages`;
    expectError(await call('POST', url, admin.headers, { contents: {} }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('POST', url, finance.headers, { contents: { EN: { title: 'a', content: 'b' } } }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await call('POST', '/wps/operator/members/99999999/messages', admin.headers, {
        contents: { EN: { title: 'a', content: 'b' } },
      }),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(await call('POST', url, {}, { contents: {} }), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('staff notes', () => {
  it('adds a note with its writer and lists the notes newest first', async () => {
    const member = await createMember(t);
    const url = `/wps/operator/members/${member.id}/notes`;
    const first = expectValue(
      await call('POST', url, finance.headers, { body: 'Called about a late withdrawal' }),
      memberNoteSchema,
    );
    expect(first).toMatchObject({
      body: 'Called about a late withdrawal',
      staff: finance.username,
    });
    await call('POST', url, admin.headers, { body: '  Second note  ' });
    const page = expectValue(await call('GET', url, viewer.headers), memberNotePageSchema);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.list.map((note) => [note.body, note.staff])).toEqual([
      ['Second note', admin.username],
      ['Called about a late withdrawal', finance.username],
    ]);
    const audit = await auditOf(`member:${member.id}`);
    expect(audit.map((line) => line.action)).toEqual(['member.note', 'member.note']);
    expect(JSON.parse(audit[0]!.details)).toEqual({ noteId: first.id });
  });

  it('refuses an empty or too long note, viewers, unknown members and calls without a token', async () => {
    const member = await createMember(t);
    const url = `/wps/operator/members/${member.id}/notes`;
    expectError(await call('POST', url, admin.headers, { body: '   ' }), 400, 'VALIDATION_FAILED');
    expectError(
      await call('POST', url, admin.headers, { body: 'x'.repeat(2001) }),
      400,
      'VALIDATION_FAILED',
    );
    expectError(await call('POST', url, viewer.headers, { body: 'hi' }), 403, 'STAFF_FORBIDDEN');
    expectError(
      await call('POST', '/wps/operator/members/99999999/notes', admin.headers, { body: 'hi' }),
      404,
      'MEMBER_NOT_FOUND',
    );
    expectError(await call('POST', url, {}, { body: 'hi' }), 401, 'STAFF_NOT_LOGGED_IN');
  });
});

describe('the login history', () => {
  it('keeps every attempt of a known account with its outcome and IP', async () => {
    const member = await createMember(t);
    await login(t, member.account, member.password, {}, { remoteAddress: '198.51.100.7' });
    await call('POST', `/wps/operator/members/${member.id}/lock`, admin.headers);
    const locked = await postLogin(
      t,
      { username: member.account, password: member.password, type: 'username' },
      { remoteAddress: '198.51.100.9' },
    );
    expectError(locked, 403, 'ACCOUNT_DISABLED');
    await call('POST', `/wps/operator/members/${member.id}/unlock`, admin.headers);
    const wrong = await postLogin(
      t,
      { username: member.account, password: 'Wrong2024x', type: 'username' },
      { remoteAddress: '198.51.100.8' },
    );
    expectError(wrong, 401, 'WRONG_CREDENTIALS');
    const page = expectValue(
      await call('GET', `/wps/operator/members/${member.id}/logins`, viewer.headers),
      memberLoginPageSchema,
    );
    expect(page.list.map((row) => [row.outcome, row.ip, row.loginType])).toEqual([
      ['wrong_password', '198.51.100.8', 'username'],
      ['account_disabled', '198.51.100.9', 'username'],
      ['success', '198.51.100.7', 'username'],
    ]);
  });
});
