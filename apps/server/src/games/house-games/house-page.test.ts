import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/assertions.js';
import { useTestApp } from '../../../test/helper.js';
import { inlineScriptHashes } from '../../lib/csp.js';

const houseHtml = `<!doctype html><html><head><title>House</title>
<script type="module" crossorigin src="/assets/house-5b1e0a.js"></script></head><body><div id="house"></div></body></html>`;

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-house-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
fs.writeFileSync(path.join(webDist, 'house.html'), houseHtml);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const built = useTestApp({ seed: false, env: { WEB_DIST: webDist } });
const unbuilt = useTestApp({ seed: false });

describe('GET /house/play', () => {
  it('serves the built game page, revalidated on every load', async () => {
    const response = await built.app.inject({
      url: '/house/play?token=abc.EN&lang=EN&back=%2Frng',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(houseHtml);
  });

  it("has a source page with no inline script, which the site's script policy would block", () => {
    // The policy allows index.html's inline scripts by hash only (plugins/external/helmet.ts).
    const source = fs.readFileSync(new URL('../../../../web/house.html', import.meta.url), 'utf8');
    expect(source).toContain('type="module"');
    expect(inlineScriptHashes(source)).toEqual([]);
  });

  it('lets the portal frame it from the same origin only', async () => {
    const response = await built.app.inject({ url: '/house/play?token=abc.EN' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers the page file itself without a long cache too', async () => {
    const response = await built.app.inject({ url: '/house.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is a 404 when the site has not been built', async () => {
    expectError(
      await unbuilt.app.inject({ url: '/house/play?token=abc.EN' }),
      404,
      'ROUTE_NOT_FOUND',
    );
  });
});
