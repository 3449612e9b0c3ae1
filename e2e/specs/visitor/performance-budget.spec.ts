import { gzipSync } from 'node:zlib';
import { test, expect, FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';

// All JavaScript a page loads before it is interactive, gzipped. `/`: 140 KB at both sizes of
// `bench -- first-render` (issue 28); the taller screen loads more of the home page at once.
// The inner pages Lighthouse measures: 155 KB. They read plain values from the shared
// `*/constants` modules, and the schema library (25 KB) stays out of them (decision 078).
const KB = 1024;
const BUDGETS = [
  { path: '/', budget: 140 * KB },
  { path: '/promotions', budget: 155 * KB },
  { path: '/pointMall', budget: 155 * KB },
  { path: '/lottery', budget: 155 * KB },
];

test.use({ viewport: { width: 1920, height: 1080 } });

for (const { path, budget } of BUDGETS) {
  test(`${path} loads at most ${budget / KB} KB of gzipped JavaScript before it is interactive`, async ({
    page,
    settled,
  }) => {
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await settled();

    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    const gzipped = bodies.reduce((total, body) => total + gzipSync(body).length, 0);
    test.info().annotations.push({ type: 'js-gzip-bytes', description: String(gzipped) });
    expect(gzipped).toBeLessThanOrEqual(budget);
  });
}
