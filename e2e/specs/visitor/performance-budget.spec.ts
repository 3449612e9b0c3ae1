import { gzipSync } from 'node:zlib';
import { test, expect, FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';

// All JavaScript that `/` loads before it is interactive (issue 28: 140 KB at both sizes of
// `bench -- first-render`). The taller screen loads more of the home page at once.
const BUDGET_BYTES = 140 * 1024;

test.use({ viewport: { width: 1920, height: 1080 } });

test('the home page loads at most 140 KB of gzipped JavaScript before it is interactive', async ({
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
