import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/assertions.js';
import { createTestApp, useTestApp } from '../../../test/helper.js';

const t = useTestApp();

describe('GET /wps/system/app/profile.mobileconfig', () => {
  it('serves a web-clip configuration profile pointing at the site origin', async () => {
    const response = await t.app.inject({
      url: '/wps/system/app/profile.mobileconfig',
      headers: { host: 'play.portal.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(response.headers['content-disposition']).toContain('.mobileconfig');
    expect(response.body.startsWith('<?xml')).toBe(true);
    expect(response.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(response.body).toContain('<string>http://play.portal.example/</string>');
    expect(response.body).toContain('<string>example.portal.play.webclip</string>');
    expect(response.body).toMatch(/<key>Icon<\/key>\s*<data>iVBORw0KGgo/);
    expect(response.body).toContain('<string>Portal</string>');
  });

  it('gives the same profile ids for the same site and new ones for another site', async () => {
    const uuids = async (host: string) =>
      (
        await t.app.inject({ url: '/wps/system/app/profile.mobileconfig', headers: { host } })
      ).body.match(/[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}/g);
    expect(await uuids('a.portal.example')).toEqual(await uuids('a.portal.example'));
    expect(await uuids('a.portal.example')).not.toEqual(await uuids('b.portal.example'));
  });

  it('uses the forwarded scheme and host behind a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.app.inject({
        url: '/wps/system/app/profile.mobileconfig',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.portal.example' },
      });
      expect(response.body).toContain('<string>https://www.portal.example/</string>');
    } finally {
      await proxied.close();
    }
  });

  it('refuses query fields', async () => {
    expectError(
      await t.app.inject({ url: '/wps/system/app/profile.mobileconfig?v=2' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
