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

test('an app without a download link says it is not offered yet and goes nowhere', async ({
  page,
}) => {
  await presetStorage(page, { lang: 'EN' });
  // The site as an operator leaves it before the app is published: the links lead back here.
  await page.route('**/wps/system/whitelabel?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const resource of body.value.info.resources) {
      if (resource.resourceType !== 'MOBILECONFIG') {
        resource.url = new URL(`/down#${resource.resourceType.toLowerCase()}`, page.url()).href;
        resource.qrCodeUrl = resource.url;
      }
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/down');
  const main = page.locator('main');
  const ios = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'iOS app' }) });
  const button = ios.getByRole('button', { name: 'Not available yet' });
  await expect(button).toBeDisabled({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(
    ios.getByText(
      "The iOS app is not offered yet. You can play in your phone's browser meanwhile.",
    ),
  ).toBeVisible();
  await expect(ios.getByRole('link', { name: 'Download for iOS' })).toHaveCount(0);
  await expect(ios.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Not available yet' })).toHaveCount(2);
  // The lite app keeps its link.
  await expect(main.getByRole('link', { name: 'Get the profile' })).toBeVisible();
  const url = page.url();
  await button.click({ force: true });
  expect(page.url()).toBe(url);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the download page asks to tap the button, with no code to scan', async ({ page }) => {
    await presetStorage(page, { lang: 'EN' });
    await page.goto('/down');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Download APK' })).toBeVisible({
      timeout: FIRST_SCREEN_TIMEOUT,
    });
    await expect(main.getByRole('img', { name: /QR code to download/ })).toHaveCount(0);
    await expect(main.getByText(/Scan the QR code/)).toHaveCount(0);
    await expect(
      main.getByText('On your Android phone, tap the download button above.'),
    ).toBeVisible();
    // Nothing is wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
