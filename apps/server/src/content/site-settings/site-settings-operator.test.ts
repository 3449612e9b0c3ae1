import { beforeAll, describe, expect, it } from 'vitest';
import { operatorSiteSettingsSchema } from '@portal/shared/schemas/site-settings';
import { whitelabelValueSchema } from '@portal/shared/schemas/system';
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

const whitelabel = async () =>
  expectValue(
    await t.app.inject({ url: '/wps/system/whitelabel', remoteAddress: randomTestIp() }),
    whitelabelValueSchema,
  ).info;

describe('site settings', () => {
  it('reads every setting the operator changes, for the roles that read site settings', async () => {
    const settings = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', viewer.headers),
      operatorSiteSettingsSchema,
    );
    expect(settings.site.currency).toBe('MYR');
    expect(settings.register).toHaveProperty('pwdEnabled');
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', finance.headers),
      403,
      'STAFF_FORBIDDEN',
    );
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/site/settings'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });

  it('changes the site settings, which the whitelabel answer shows at once, audited with what moved', async () => {
    await whitelabel();
    const { site } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', admin.headers),
      operatorSiteSettingsSchema,
    );
    const saved = expectValue(
      await operatorCall(t, 'PUT', '/wps/operator/site/settings/site', admin.headers, {
        ...site,
        chatHeaderColor: '#123456',
        loginedToHomePage: true,
      }),
      operatorSiteSettingsSchema,
    );
    expect(saved.site.chatHeaderColor).toBe('#123456');
    expect((await whitelabel()).site).toMatchObject({
      chatHeaderColor: '#123456',
      loginedToHomePage: true,
    });
    const [line] = await auditLines(t, 'site.setting', 'setting:site');
    expect(line?.details).toEqual({
      changes: {
        chatHeaderColor: { from: site.chatHeaderColor, to: '#123456' },
        loginedToHomePage: { from: false, to: true },
      },
    });
    await operatorCall(t, 'PUT', '/wps/operator/site/settings/site', admin.headers, site);
  });

  it('sets register flags, analytics, brand and CDN lists, and resets the CDNs', async () => {
    const put = (key: string, body: unknown) =>
      operatorCall(t, 'PUT', `/wps/operator/site/settings/${key}`, admin.headers, body);
    const flags = expectValue(
      await put('register', {
        pwdEnabled: true,
        hasFreePlay: true,
        mobileReg: false,
        mobileRegPass: false,
        usernameEnabled: true,
        showVerCodeLogin: false,
      }),
      operatorSiteSettingsSchema,
    ).register;
    expect(flags.hasFreePlay).toBe(true);
    expect((await whitelabel()).register.hasFreePlay).toBe(true);
    expectValue(await put('analytics', { gtagId: 'G-TEST1' }), operatorSiteSettingsSchema);
    expect((await whitelabel()).analytics.gtagId).toBe('G-TEST1');
    expectValue(await put('brand', { name: 'Aurum' }), operatorSiteSettingsSchema);
    const cdns = { imageCDNs: ['https://img.cdn.example'], launchGameCDNs: [] };
    expect(expectValue(await put('cdns', cdns), operatorSiteSettingsSchema).cdns).toEqual(cdns);
    expect((await whitelabel()).imageCDNs).toEqual(['https://img.cdn.example']);
    const reset = expectValue(
      await operatorCall(t, 'DELETE', '/wps/operator/site/settings/cdns', admin.headers),
      operatorSiteSettingsSchema,
    );
    expect(reset.cdns).toBeNull();
  });

  it('refuses settings its schema refuses, and a default language the site does not offer', async () => {
    const { site } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', admin.headers),
      operatorSiteSettingsSchema,
    );
    const put = (key: string, body: unknown, headers = admin.headers) =>
      operatorCall(t, 'PUT', `/wps/operator/site/settings/${key}`, headers, body);
    expectError(await put('site', { ...site, defaultLanguage: 'XX' }), 400, 'VALIDATION_FAILED');
    expectError(await put('site', { ...site, extra: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await put('brand', { name: '' }), 400, 'VALIDATION_FAILED');
    expectError(
      await put('cdns', { imageCDNs: ['not a url'], launchGameCDNs: [] }),
      400,
      'VALIDATION_FAILED',
    );
    const body = expectError(
      await put('site', { ...site, defaultLanguage: 'TH', supportedLanguages: ['EN'] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toEqual([{ path: 'defaultLanguage', reason: 'not_supported' }]);
    // Flags that would leave no way to log in or to sign up.
    const { register } = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/site/settings', admin.headers),
      operatorSiteSettingsSchema,
    );
    const closed = expectError(
      await put('register', {
        ...register,
        pwdEnabled: false,
        showVerCodeLogin: false,
        usernameEnabled: false,
        mobileReg: false,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(closed.details).toEqual([
      { path: 'pwdEnabled', reason: 'no_login_method' },
      { path: 'usernameEnabled', reason: 'no_sign_up_method' },
    ]);
    expectError(await put('brand', { name: 'x' }, viewer.headers), 403, 'STAFF_FORBIDDEN');
    expectError(await put('brand', { name: 'x' }, {}), 401, 'STAFF_NOT_LOGGED_IN');
    expectError(await put('nothing', { name: 'x' }), 404, 'ROUTE_NOT_FOUND');
  });
});
