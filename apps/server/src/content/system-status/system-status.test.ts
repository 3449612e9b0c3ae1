import { beforeEach, describe, expect, it } from 'vitest';
import { systemStatusValueSchema } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { randomTestIp } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const status = (ip: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/wps/system/status',
    remoteAddress: ip,
    headers: language ? { language } : {},
  });

describe('GET /wps/system/status', () => {
  beforeEach(async () => {
    const { settings } = t.app.services;
    await settings.set('maintenance', { enabled: false });
    await settings.set('regionRestriction', { enabled: false, blockedCidrs: [], allowedCidrs: [] });
  });

  it('answers status 0 with the client IP and no texts when nothing is switched on', async () => {
    const ip = randomTestIp();
    const value = expectValue(await status(ip), systemStatusValueSchema);
    expect(value).toEqual({ status: 0, ip, title: '', info: '', until: null });
  });

  it('answers status 1 with the default maintenance texts in the request language', async () => {
    await t.app.services.settings.set('maintenance', { enabled: true });
    const english = expectValue(await status(randomTestIp(), 'EN'), systemStatusValueSchema);
    const chinese = expectValue(await status(randomTestIp(), 'CN'), systemStatusValueSchema);
    expect(english).toMatchObject({ status: 1, title: 'System maintenance', until: null });
    expect(chinese).toMatchObject({ status: 1, title: '系统维护' });
    expect(chinese.info).not.toBe(english.info);
  });

  it('uses the operator maintenance title, info and end time when given', async () => {
    await t.app.services.settings.set('maintenance', {
      enabled: true,
      title: { EN: 'Upgrade tonight', CN: '今晚升级' },
      info: 'Back at 06:00',
      until: '2030-01-01T06:00:00.000Z',
    });
    const chinese = expectValue(await status(randomTestIp(), 'CN'), systemStatusValueSchema);
    expect(chinese).toMatchObject({
      title: '今晚升级',
      info: 'Back at 06:00',
      until: '2030-01-01T06:00:00.000Z',
    });
    const thai = expectValue(await status(randomTestIp(), 'TH'), systemStatusValueSchema);
    expect(thai.title).toBe('Upgrade tonight');
  });

  it('answers status 2 for a client inside a blocked range', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
      allowedCidrs: [],
    });
    const ip = randomTestIp();
    const value = expectValue(await status(ip, 'EN'), systemStatusValueSchema);
    expect(value).toMatchObject({ status: 2, ip, title: 'Access restricted', until: null });
    expect(value.info.length).toBeGreaterThan(0);
    expect(expectValue(await status('198.51.100.7'), systemStatusValueSchema).status).toBe(0);
  });

  it('lets an allowed range carve an exception out of a blocked one', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
      allowedCidrs: ['203.0.113.128/25'],
    });
    expect(expectValue(await status('203.0.113.10'), systemStatusValueSchema).status).toBe(2);
    expect(expectValue(await status('203.0.113.200'), systemStatusValueSchema).status).toBe(0);
  });

  it('matches IPv6 clients against IPv6 ranges', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['2001:db8::/32'],
      allowedCidrs: [],
    });
    const value = expectValue(await status('2001:db8:1::5'), systemStatusValueSchema);
    expect(value).toMatchObject({ status: 2, ip: '2001:db8:1::5' });
    expect(expectValue(await status('2001:db9::1'), systemStatusValueSchema).status).toBe(0);
  });

  it('shows IPv4-mapped IPv6 clients as IPv4 and blocks them by IPv4 ranges', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
      allowedCidrs: [],
    });
    const value = expectValue(await status('::ffff:203.0.113.9'), systemStatusValueSchema);
    expect(value).toMatchObject({ status: 2, ip: '203.0.113.9' });
  });

  it('ignores blocked ranges while region restriction is off', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: false,
      blockedCidrs: ['0.0.0.0/0'],
      allowedCidrs: [],
    });
    expect(expectValue(await status(randomTestIp()), systemStatusValueSchema).status).toBe(0);
  });

  it('gives maintenance precedence over a region block', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['0.0.0.0/0'],
      allowedCidrs: [],
    });
    await t.app.services.settings.set('maintenance', { enabled: true });
    const value = expectValue(await status(randomTestIp(), 'EN'), systemStatusValueSchema);
    expect(value).toMatchObject({ status: 1, title: 'System maintenance' });
  });

  it('keeps the calls the maintenance page needs working during maintenance', async () => {
    await t.app.services.settings.set('maintenance', { enabled: true });
    const urls = [
      '/wps/system/whitelabel',
      '/wps/system/banners',
      '/wps/system/helpCenter',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/lgw/games/game_menus',
      '/wps/system/domainRoute',
      '/wps/system/setting/register',
    ];
    for (const url of urls) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
  });

  it('falls back to Malay texts for an unknown Language header', async () => {
    await t.app.services.settings.set('maintenance', { enabled: true });
    const value = expectValue(await status(randomTestIp(), 'XX'), systemStatusValueSchema);
    expect(value.title).toBe('Penyelenggaraan sistem');
  });

  it('refuses an unknown query field with VALIDATION_FAILED', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status?debug=1' });
    const body = expectError(response, 400, 'VALIDATION_FAILED');
    expect(body.details).toEqual([{ path: 'debug', reason: 'unrecognized_key' }]);
  });
});

describe('client IP behind a load balancer', () => {
  it('reads X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const direct = await createTestApp();
    try {
      const headers = { 'x-forwarded-for': '198.51.100.23' };
      const viaProxy = await trusting.app.inject({
        url: '/wps/system/status',
        remoteAddress: '10.0.0.2',
        headers,
      });
      const untrusted = await direct.app.inject({
        url: '/wps/system/status',
        remoteAddress: '10.0.0.2',
        headers,
      });
      expect(expectValue(viaProxy, systemStatusValueSchema).ip).toBe('198.51.100.23');
      expect(expectValue(untrusted, systemStatusValueSchema).ip).toBe('10.0.0.2');
    } finally {
      await trusting.close();
      await direct.close();
    }
  });
});
