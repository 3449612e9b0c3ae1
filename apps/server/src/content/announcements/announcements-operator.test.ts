import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { announcementsValueSchema } from '@portal/shared/schemas/announcements';
import {
  operatorAnnouncementSchema,
  operatorAnnouncementsPageSchema,
  type AnnouncementInput,
} from '@portal/shared/schemas/content-operator/announcements';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, contentVersion, operatorCall } from '../../../test/content.js';
import { randomTestIp } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { staffWithToken } from '../../../test/staff.js';

const t = useTestApp();

let admin: { headers: Record<string, string> };
let viewer: { headers: Record<string, string> };
let finance: { headers: Record<string, string> };

beforeAll(async () => {
  [admin, viewer, finance] = await Promise.all([
    staffWithToken(t, 'admin'),
    staffWithToken(t, 'viewer'),
    staffWithToken(t, 'finance'),
  ]);
});

/** The site's list of live announcements of a type, as visitors get it (kept in memory). */
const live = async (types: string, language = 'EN') =>
  expectValue(
    await t.app.inject({
      url: `/wps/relay/MCSFE_getListAnnouncements?types=${types}&pageSize=100`,
      remoteAddress: randomTestIp(),
      headers: { language },
    }),
    announcementsValueSchema,
  ).list;

const input = (overrides: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
  type: 'PL',
  platform: 'A',
  execution: 'B',
  startTime: new Date(Date.now() - 60_000).toISOString(),
  endTime: null,
  enabled: true,
  sort: 0,
  translations: {
    EN: { title: 'Server upgrade', content: '<p>Back <strong>soon</strong></p>' },
    CN: { title: '服务器升级', content: '<p>即将恢复</p>' },
  },
  ...overrides,
});

const create = async (body: AnnouncementInput) =>
  expectValue(
    await operatorCall(t, 'POST', '/wps/operator/announcements', admin.headers, body),
    operatorAnnouncementSchema,
  );

describe('POST /wps/operator/announcements', () => {
  it('publishes a notice the site lists at once in each language, and audits it', async () => {
    await live('PR'); // the list is kept in memory from here on
    const before = await contentVersion(t);
    const created = await create(input({ type: 'PR' }));
    expect(created).toMatchObject({ type: 'PR', state: 'live', execution: 'B' });
    expect(await contentVersion(t)).toBeGreaterThan(before);
    expect((await live('PR')).find((a) => a.id === created.id)).toMatchObject({
      title: 'Server upgrade',
      content: '<p>Back <strong>soon</strong></p>',
    });
    expect((await live('PR', 'CN')).find((a) => a.id === created.id)?.title).toBe('服务器升级');
    const [line] = await auditLines(t, 'announcement.create', `announcement:${created.id}`);
    expect(line?.details).toMatchObject({ type: 'PR', languages: ['EN', 'CN'] });
  });

  it('cleans the HTML of every language: no scripts, handlers or javascript links', async () => {
    const created = await create(
      input({
        translations: {
          EN: {
            title: 'Clean me',
            content:
              '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x()">x</a>' +
              '<img src="http://plain.example/a.png"><iframe src="https://evil.example"></iframe>',
          },
        },
      }),
    );
    const content = created.translations.EN?.content ?? '';
    expect(content).not.toMatch(/script|onclick|javascript|iframe|http:/);
    expect(content).toContain('<p>Hi</p>');
  });

  it('keeps a popup for later off the site until it starts', async () => {
    const later = await create(
      input({
        type: 'PU',
        execution: 'P',
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    expect(later.state).toBe('scheduled');
    expect((await live('PU')).map((a) => a.id)).not.toContain(later.id);
  });

  it('refuses bad input, a missing token and a role that only reads content', async () => {
    const post = (body: unknown, headers = admin.headers) =>
      operatorCall(t, 'POST', '/wps/operator/announcements', headers, body);
    for (const body of [
      input({ type: 'X' as never }),
      input({ translations: {} }),
      input({ endTime: new Date(Date.now() - 120_000).toISOString() }),
      input({ translations: { EN: { title: ' ', content: '' } } }),
      input({ translations: { EN: { title: 'a\u202Eb', content: '' } } }),
      { ...input(), pinned: true },
    ])
      expect((await post(body)).statusCode).toBe(400);
    expectError(await post(input(), {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await post(input(), viewer.headers), 403, 'STAFF_FORBIDDEN');
  });
});

describe('GET /wps/operator/announcements', () => {
  it('lists every state, newest start first, filtered by type, state and title', async () => {
    const off = await create(input({ type: 'H', enabled: false }));
    const page = expectValue(
      await operatorCall(
        t,
        'GET',
        '/wps/operator/announcements?type=H&pageSize=100',
        viewer.headers,
      ),
      operatorAnnouncementsPageSchema,
    );
    expect(page.list.every((a) => a.type === 'H')).toBe(true);
    expect(page.list.map((a) => a.id)).toContain(off.id);
    const starts = page.list.map((a) => Date.parse(a.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const disabled = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/announcements?state=disabled', admin.headers),
      operatorAnnouncementsPageSchema,
    );
    expect(disabled.list.map((a) => a.id)).toEqual([off.id]);
    const found = expectValue(
      await operatorCall(
        t,
        'GET',
        `/wps/operator/announcements?q=${encodeURIComponent('服务器')}`,
        admin.headers,
      ),
      operatorAnnouncementsPageSchema,
    );
    expect(found.total).toBeGreaterThan(0);
  });

  it('streams CSV and refuses a missing token, a role without content.read and bad paging', async () => {
    const csv = await operatorCall(
      t,
      'GET',
      '/wps/operator/announcements?format=csv&type=B',
      admin.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('id,type,platform,popup,state');
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/announcements'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/announcements', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/announcements?page=0', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/announcements/999999', admin.headers),
      404,
      'NOT_FOUND',
    );
  });
});

describe('PUT and DELETE /wps/operator/announcements/:id', () => {
  it('replaces texts and the schedule; the site follows; a stale edit is a CONFLICT', async () => {
    await live('B');
    const created = await create(input({ type: 'B' }));
    const url = `/wps/operator/announcements/${created.id}`;
    const updated = expectValue(
      await operatorCall(t, 'PUT', url, admin.headers, {
        ...input({ type: 'B' }),
        translations: { EN: { title: 'Marquee text', content: '' } },
        updatedAt: created.updatedAt,
      }),
      operatorAnnouncementSchema,
    );
    expect(Object.keys(updated.translations)).toEqual(['EN']);
    expect((await live('B', 'CN')).find((a) => a.id === created.id)?.title).toBe('Marquee text');

    expectError(
      await operatorCall(t, 'PUT', url, admin.headers, {
        ...input(),
        updatedAt: created.updatedAt,
      }),
      409,
      'CONFLICT',
    );
    await operatorCall(t, 'PUT', url, admin.headers, {
      ...input({ type: 'B' }),
      endTime: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await live('B')).map((a) => a.id)).not.toContain(created.id);
    expect(await auditLines(t, 'announcement.update', `announcement:${created.id}`)).toHaveLength(
      2,
    );
  });

  it('answers 404, 401 and 403 where it should', async () => {
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/announcements/999999', admin.headers, input()),
      404,
      'NOT_FOUND',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/announcements/1', viewer.headers, input()),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/announcements/1', {}, input()),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });

  it('deletes an announcement from the site, audited once', async () => {
    await live('PL');
    const created = await create(input());
    const url = `/wps/operator/announcements/${created.id}`;
    expectError(await operatorCall(t, 'DELETE', url, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectValue(await operatorCall(t, 'DELETE', url, admin.headers), z.null());
    expect((await live('PL')).map((a) => a.id)).not.toContain(created.id);
    expectError(await operatorCall(t, 'DELETE', url, admin.headers), 404, 'NOT_FOUND');
    expect(await auditLines(t, 'announcement.delete', `announcement:${created.id}`)).toHaveLength(
      1,
    );
  });
});
