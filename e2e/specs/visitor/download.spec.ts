import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage } from '../../fixtures/test';

test('the app download page shows a QR code for iOS, the lite app and Android', async ({
  page,
  consoleErrors,
}) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto('/down');
  await expect(page.getByRole('heading', { name: 'Play anywhere with our app' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  const main = page.locator('main');
  for (const app of ['iOS', 'Lite app', 'Android']) {
    await expect(main.getByRole('img', { name: `QR code to download: ${app}` })).toBeVisible();
  }
  // QR codes are drawn at the section 9 default size (read once the layout has settled).
  const qr = main.getByRole('img', { name: /QR code to download/ }).first();
  await expect
    .poll(async () => Math.round((await qr.boundingBox())?.width ?? 0))
    .toBeGreaterThanOrEqual(200);
  expect(consoleErrors).toEqual([]);
});
