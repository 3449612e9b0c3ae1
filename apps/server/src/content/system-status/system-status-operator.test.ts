import { beforeAll, describe, expect, it } from 'vitest';
import {
  maintenanceSettingSchema,
  operatorRegionSchema,
  regionCheckValueSchema,
} from '@portal/shared/schemas/site-settings';
import { systemStatusValueSchema, whitelabelValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
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

const status = async (ip = randomTestIp(), language = 'EN') =>
  expectValue(
    await t.app.inject({ url: '/wps/system/status', remoteAddress: ip, headers: { language } }),
    systemStatusValueSchema,
  );
const whitelabel = async () =>
  expectValue(
    await t.app.inject({ url: '/wps/system/whitelabel', remoteAddress: randomTestIp() }),
    whitelabelValueSchema,
  ).info;

describe('maintenance', () => {
  it('switches maintenance on with texts and a planned end; every visitor gets status 1 at once', async () => {
    expect((await status()).status).toBe(0);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const saved = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/maintenance', admin.headers, {
        enabled: true,
        title: { EN: 'Upgrade', CN: '升级' },
        info: 'Back soon',
        until,
      }),
      maintenanceSettingSchema,
    );
    expect(saved.enabled).toBe(true);
    expect(await status(randomTestIp(), 'CN')).toMatchObject({ status: 1, title: '升级', until });
    expect((await whitelabel()).maintenance).toBe(true);
    expect(
      (await auditLines(t, 'site.maintenance_on', 'setting:maintenance'))[0]?.details,
    ).toMatchObject({
      changes: { enabled: { from: false, to: true } },
    });

    expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/maintenance', admin.headers, {
        enabled: false,
      }),
      maintenanceSettingSchema,
    );
    expect((await status()).status).toBe(0);
    expect(await auditLines(t, 'site.maintenance_off', 'setting:maintenance')).toHaveLength(1);
    expect(
      expectValue(
        await operatorCall(t, 'GET', '/wps/operator/site/maintenance', viewer.headers),
        maintenanceSettingSchema,
      ),
    ).toEqual({ enabled: false });
  });

  it('refuses a planned end in the past, bad texts, a reader and a missing token', async () => {
    const put = (body: unknown, headers = admin.headers) =>
      operatorCall(t, 'PUT', '/wps/operator/site/maintenance', headers, body);
    const body = expectError(
      await put({ enabled: true, until: '2020-01-01T00:00:00Z' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toEqual([{ path: 'until', reason: 'not_in_future' }]);
    expectError(await put({ enabled: true, title: { XX: 'no' } }), 400, 'VALIDATION_FAILED');
    expectError(await put({ enabled: true }, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await put({ enabled: true }, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expect((await status()).status).toBe(0);
  });
});

describe('region blocking', () => {
  it('blocks ranges in canonical form; a visitor in one gets status 2 unless an allowed range holds it', async () => {
    const region = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/region', admin.headers, {
        enabled: true,
        blockedCidrs: ['198.51.100.77/24', '198.51.100.0/24', '2001:DB8::/32'],
        allowedCidrs: ['198.51.100.9'],
        title: { EN: 'Not here' },
      }),
      operatorRegionSchema,
    );
    expect(region.blockedCidrs).toEqual(['198.51.100.0/24', '2001:db8::/32']);
    expect(region.allowedCidrs).toEqual(['198.51.100.9/32']);
    expect(await status('198.51.100.20')).toMatchObject({ status: 2, title: 'Not here' });
    expect((await status('198.51.100.9')).status).toBe(0);
    expect((await status('203.0.113.5')).status).toBe(0);

    const check = expectValue(
      await operatorCall(
        t,
        'GET',
        '/wps/operator/site/region/check?ip=198.51.100.9',
        viewer.headers,
      ),
      regionCheckValueSchema,
    );
    expect(check).toEqual({
      ip: '198.51.100.9',
      blocked: false,
      blockedBy: ['198.51.100.0/24'],
      allowedBy: ['198.51.100.9/32'],
    });
    const [line] = await auditLines(t, 'site.region', 'setting:regionRestriction');
    expect(line?.details).toMatchObject({
      enabled: { from: false, to: true },
      blocked: { added: ['198.51.100.0/24', '2001:db8::/32'], removed: [] },
    });

    const read = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/region', viewer.headers),
      operatorRegionSchema,
    );
    expect(read.callerBlocked).toBe(false);
    await operatorCall(t, 'PUT', '/wps/operator/site/region', admin.headers, {
      enabled: false,
      blockedCidrs: [],
      allowedCidrs: [],
    });
    expect((await status('198.51.100.20')).status).toBe(0);
  });

  it('refuses what is not an address or range in standard notation', async () => {
    for (const range of ['10.0.0.0/33', 'example.com', '010.0.0.1', '10.1'])
      expectError(
        await operatorCall(t, 'PUT', '/wps/operator/site/region', admin.headers, {
          enabled: true,
          blockedCidrs: [range],
          allowedCidrs: [],
        }),
        400,
        'VALIDATION_FAILED',
      );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/site/region/check?ip=10.0.0.0/8', admin.headers),
      400,
      'VALIDATION_FAILED',
    );
    expectError(
      await operatorCall(t, 'PUT', '/wps/operator/site/region', viewer.headers, {
        enabled: false,
        blockedCidrs: [],
        allowedCidrs: [],
      }),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/site/region', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
  });
});
