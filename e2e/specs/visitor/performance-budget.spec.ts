import { gzipSync } from 'node:zlib';
import { test, expect, FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';

// The budget of issue "Foundation": all JavaScript that `/` loads before it is interactive.
const BUDGET_BYTES = 150 * 1024;

test('the home page loads at most 150 KB of gzipped JavaScript before it is interactive', async ({
  page,
  settled,
}) => {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await settled();

  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  const gzipped = bodies.reduce((total, body) => total + gzipSync(body).length, 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(gzipped) });
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
});
