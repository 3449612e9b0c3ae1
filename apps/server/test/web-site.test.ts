import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from './assertions.js';
import { useTestApp } from './helper.js';

const themeScript = `
      try {
        var t = localStorage.getItem('theme');
        if (t === 'light' || t === 'dark') document.documentElement.dataset.theme = t;
      } catch (e) {}
    `;
const indexHtml = `<!doctype html><html><head><title>Portal</title><script>${themeScript}</script>
<script type="module" crossorigin src="/assets/index-3f2a9c.js"></script></head><body><div id="root"></div></body></html>`;

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f2a9c.js'), 'console.log("app");');
fs.writeFileSync(
  path.join(webDist, 'assets', 'index-3f2a9c.js.br'),
  brotliCompressSync('console.log("app");'),
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-3f2a9c.js.map'), '{"version":3}');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const consoleHtml = `<!doctype html><html><head><title>Console</title>
<script type="module" crossorigin src="/console/assets/index-9bc1d2.js"></script></head><body><div id="root"></div></body></html>`;
const consoleDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-console-'));
fs.mkdirSync(path.join(consoleDist, 'assets'));
fs.writeFileSync(path.join(consoleDist, 'index.html'), consoleHtml);
fs.writeFileSync(path.join(consoleDist, 'assets', 'index-9bc1d2.js'), 'console.log("console");');
fs.writeFileSync(path.join(consoleDist, 'assets', 'index-9bc1d2.js.map'), '{"version":3}');
afterAll(() => fs.rmSync(consoleDist, { recursive: true, force: true }));

const t = useTestApp({
  env: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist, IMAGE_CDNS: 'https://img.cdn.example' },
});

describe('the operator console', () => {
  it.each([
    '/console',
    '/console/',
    '/console/members',
    '/console/cashier/withdrawals?status=pending',
  ])("answers the console's own index.html, never indexed, for %s", async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toBe(consoleHtml);
  });

  it('serves its hashed assets for a year, and neither its source maps nor missing files', async () => {
    const asset = await t.app.inject({ url: '/console/assets/index-9bc1d2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectError(
      await t.app.inject({ url: '/console/assets/index-9bc1d2.js.map' }),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectError(
      await t.app.inject({ url: '/console/assets/missing-1.js' }),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it("keeps the portal's pages the portal's", async () => {
    expect((await t.app.inject({ url: '/consoles' })).body).toBe(indexHtml);
  });
});

describe('the built site', () => {
  it.each(['/', '/help/deposit', '/down', '/register.html', '/rng?page=2', '/noticePage'])(
    'answers index.html for the page path %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('keeps the JSON 404 for API paths and missing files', async () => {
    expectError(await t.app.inject({ url: '/wps/unknown' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await t.app.inject({ url: '/assets/missing-123.js' }), 404, 'ROUTE_NOT_FOUND');
    expectError(await t.app.inject({ url: '/logo.png' }), 404, 'ROUTE_NOT_FOUND');
    expectError(
      await t.app.inject({ url: '/assets-cdn/banners/none.svg' }),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectError(await t.app.inject({ method: 'POST', url: '/help' }), 404, 'ROUTE_NOT_FOUND');
  });

  it("does not serve the build's source maps", async () => {
    expectError(await t.app.inject({ url: '/assets/index-3f2a9c.js.map' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.inject({ url: '/assets/index-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's precompressed file to browsers that accept it", async () => {
    const compressed = await t.app.inject({
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app");');

    const plain = await t.app.inject({
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('allows the inline theme script by its hash, not by unsafe-inline', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('allows images from this server, data:, blob: and the image CDNs', async () => {
    const csp = String((await t.app.inject({ url: '/down' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("allows Google's tag hosts only while the site has a tag id", async () => {
    const csp = async () =>
      String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(await csp()).not.toContain('googletagmanager');
    await t.app.services.settings.set('analytics', { gtagId: 'G-TEST123' });
    t.app.services.cdnOrigins.invalidate();
    try {
      const withTag = await csp();
      const directive = (name: string) =>
        withTag.split(';').find((entry) => entry.startsWith(`${name} `));
      expect(directive('script-src')).toContain('https://*.googletagmanager.com');
      expect(directive('connect-src')).toBe(
        "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com " +
          'https://*.googletagmanager.com',
      );
      expect(directive('img-src')).toContain('https://*.google-analytics.com');
    } finally {
      await t.app.services.settings.set('analytics', { gtagId: null });
      t.app.services.cdnOrigins.invalidate();
    }
    expect(await csp()).not.toContain('googletagmanager');
  });

  it('sends the other helmet headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
