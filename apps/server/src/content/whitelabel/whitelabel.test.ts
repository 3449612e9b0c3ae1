import { beforeEach, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, WHITELABEL_FLAG_MODULES } from '@portal/shared/constants/site';
import { whitelabelValueSchema, type WhitelabelNode } from '@portal/shared/schemas/system';
import { expectError, expectValue } from '../../../test/assertions.js';
import { randomTestIp } from '../../../test/factories.js';
import { createTestApp, useTestApp } from '../../../test/helper.js';

const t = useTestApp();

const whitelabel = async (options: { ip?: string; language?: string; host?: string } = {}) => {
  const response = await t.app.inject({
    url: `/wps/system/whitelabel?host=${options.host ?? 'portal.example'}`,
    remoteAddress: options.ip ?? randomTestIp(),
    headers: { language: options.language ?? 'EN', host: 'portal.example:8443' },
  });
  return expectValue(response, whitelabelValueSchema).info;
};

const find = (tree: WhitelabelNode[], modId: string): WhitelabelNode | undefined => {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const child = find(node.childrenNodes, modId);
    if (child) return child;
  }
  return undefined;
};

describe('GET /wps/system/whitelabel', () => {
  beforeEach(async () => {
    await t.app.services.settings.set('maintenance', { enabled: false });
    await t.app.services.settings.set('regionRestriction', {
      enabled: false,
      blockedCidrs: [],
      allowedCidrs: [],
    });
  });

  it('returns the seeded module tree with the spec flags, centres and one module per category', async () => {
    const info = await whitelabel();
    for (const flag of WHITELABEL_FLAG_MODULES) expect(find(info.whitelabel, flag)).toBeDefined();
    expect(find(info.whitelabel, 'DIRECTREG3')?.enabled).toBe('1');
    expect(find(info.whitelabel, 'REGMOBVERF3')?.enabled).toBe('0');
    expect(find(info.whitelabel, 'MEMBERCENTER')?.childrenNodes.map((n) => n.modId)).toContain(
      'rewardCenter',
    );
    expect(find(info.whitelabel, 'AGENTCENTER')?.childrenNodes.length).toBe(12);
    for (const category of GAME_CATEGORIES)
      expect(find(info.whitelabel, category)?.enabled).toBe('1');
  });

  it('returns register flags, site settings and the visitor location', async () => {
    const ip = randomTestIp();
    const info = await whitelabel({ ip });
    expect(info.register).toMatchObject({
      pwdEnabled: true,
      mobileReg: true,
      showVerCodeLogin: true,
    });
    expect(info.site).toMatchObject({
      currency: 'MYR',
      currencySymbol: 'RM',
      defaultLanguage: 'MY',
      loginedToHomePage: false,
      licences: ['MGA', 'BVI', 'PAGCOR'],
    });
    expect(info.site.contacts.map((c) => c.kind)).toEqual([
      'livechat',
      'telegram',
      'facebook',
      'whatsapp',
    ]);
    expect(info.location).toEqual({ ip, countryCode: null });
    expect(info.analytics).toEqual({ gtagId: null });
    expect(info.imageCDNs).toEqual([]);
  });

  it('lists the three download resources with absolute addresses on this site', async () => {
    const info = await whitelabel();
    expect(info.resources.map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID']);
    const profile = info.resources.find((r) => r.resourceType === 'MOBILECONFIG')!;
    expect(profile.url).toBe('http://portal.example:8443/wps/system/app/profile.mobileconfig');
    expect(profile.qrCodeUrl).toBe(profile.url);
    // A link to another site is passed on as configured.
    expect(info.resources[0]!.url).toBe('https://apps.example.com/ios/portal');
  });

  it('lists customer service by type, hides the protected address and the VIP entry from visitors', async () => {
    const info = await whitelabel({ language: 'CN' });
    const types = info.customerService.map((c) => c.csType);
    expect(types).toEqual([1, 2, 2, 2, 3]);
    const secure = info.customerService.find((c) => c.csType === 3)!;
    expect(secure.path).toBe(String(secure.id));
    expect(info.customerService[0]!.title).toBe('24 小时在线客服');
  });

  it('reports maintenance and whether this client is region-blocked', async () => {
    await t.app.services.settings.set('regionRestriction', {
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
      allowedCidrs: [],
    });
    expect((await whitelabel({ ip: '203.0.113.5' })).regionRestriction).toBe(true);
    expect((await whitelabel({ ip: '198.51.100.5' })).regionRestriction).toBe(false);
    await t.app.services.settings.set('maintenance', { enabled: true });
    expect((await whitelabel()).maintenance).toBe(true);
  });

  it('shows a module switched off through the service the admin command uses', async () => {
    await t.app.services.whitelabel.setModuleEnabled('THEMESWITCH', false);
    expect(find((await whitelabel()).whitelabel, 'THEMESWITCH')?.enabled).toBe('0');
    await t.app.services.whitelabel.setModuleEnabled('THEMESWITCH', true);
    expect(find((await whitelabel()).whitelabel, 'THEMESWITCH')?.enabled).toBe('1');
  });

  it('uses stored CDN lists in place of the environment ones', async () => {
    await t.app.services.settings.set('cdns', {
      imageCDNs: ['https://img1.portal.example'],
      launchGameCDNs: ['https://play.portal.example'],
    });
    const info = await whitelabel();
    expect(info.imageCDNs).toEqual(['https://img1.portal.example']);
    expect(info.launchGameCDNs).toEqual(['https://play.portal.example']);
    await t.app.services.settings.set('cdns', null);
  });

  it('refuses an unknown query field and an over-long host', async () => {
    const unknown = await t.app.inject({ url: '/wps/system/whitelabel?host=a&x=1' });
    expect(expectError(unknown, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'x', reason: 'unrecognized_key' },
    ]);
    const long = await t.app.inject({ url: `/wps/system/whitelabel?host=${'a'.repeat(254)}` });
    expect(expectError(long, 400, 'VALIDATION_FAILED').details).toEqual([
      { path: 'host', reason: 'too_big' },
    ]);
  });
});

describe('CDN lists from the environment', () => {
  it('passes IMAGE_CDNS and LAUNCH_GAME_CDNS to the site', async () => {
    const other = await createTestApp({
      env: {
        IMAGE_CDNS: 'https://a.cdn.example/, https://b.cdn.example',
        LAUNCH_GAME_CDNS: 'https://g.cdn.example',
      },
    });
    try {
      const info = expectValue(
        await other.app.inject({ url: '/wps/system/whitelabel' }),
        whitelabelValueSchema,
      ).info;
      expect(info.imageCDNs).toEqual(['https://a.cdn.example', 'https://b.cdn.example']);
      expect(info.launchGameCDNs).toEqual(['https://g.cdn.example']);
    } finally {
      await other.close();
    }
  });
});
