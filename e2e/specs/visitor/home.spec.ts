import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage } from '../../fixtures/test';

// The banner carousel's autoplay is under test: the page moves as most visitors see it.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('the home page shows the header, banner carousel, jackpot, footer and right bar', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');

  const header = page.getByRole('banner');
  await expect(header).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(header.getByRole('navigation')).toBeVisible();

  const carousel = page.getByRole('region', { name: 'Featured promotions' });
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('img').first()).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Show banner/ });
  // More than one banner: a second dot. Pointing at it pauses the autoplay.
  await dots.nth(1).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

  await expect(page.getByRole('heading', { name: 'Progressive jackpot' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText('2024');

  const rightBar = page.getByRole('complementary', { name: 'Customer service and app downloads' });
  await expect(rightBar).toBeVisible();
  // At 1280 px the open bar would cover the content column, so it starts folded.
  await rightBar.getByRole('button', { name: 'Show the side bar' }).click();
  const apps = rightBar.getByRole('list', { name: 'Download the app' });
  for (const app of ['iOS', 'Lite app', 'Android']) {
    await expect(apps.getByRole('button', { name: app })).toBeVisible();
  }
  // Each app's QR code is drawn when the visitor points at it.
  await apps.getByRole('button', { name: 'Android' }).hover();
  await expect(rightBar.getByRole('img', { name: 'Download QR code: Android' })).toBeVisible();

  expect(consoleErrors).toEqual([]);
});

test.describe('at 1440 px in Malay', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the side bar shows its labels whole and leaves the banner uncovered', async ({ page }) => {
    // After the English preset of every test here: this one is read in Malay.
    await page.addInitScript(() => localStorage.setItem('lang', 'MY'));
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Promosi pilihan' });
    const rightBar = page.getByRole('complementary');
    const chat = rightBar.getByRole('button', { name: /Sembang Langsung/ });
    await expect(chat).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    const labels = rightBar.locator('li span:not(:has(*))');
    await expect(labels.first()).toBeVisible();
    // Measured once the layout settles (the banners and the fonts arrive after the bar).
    await expect(carousel).toBeVisible();
    const cutLabels = () =>
      labels.evaluateAll((spans) =>
        spans
          .filter(
            (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
          )
          .map((el) => el.textContent),
      );
    await expect.poll(cutLabels).toEqual([]);
    const bar = (await rightBar.boundingBox())!;
    const banner = (await carousel.boundingBox())!;
    expect(banner.x + banner.width).toBeLessThanOrEqual(bar.x);
  });
});

test('the main view carries a style class taken from the path', async ({ page }) => {
  await page.goto('/help');
  await expect(page.locator('main')).toHaveClass(/\bhelp\b/, { timeout: FIRST_SCREEN_TIMEOUT });
  await page.goto('/');
  await expect(page.locator('main')).toHaveClass(/\bhome\b/, { timeout: FIRST_SCREEN_TIMEOUT });
});

test('the home page works at phone width without horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect.poll(overflow).toBeLessThanOrEqual(0);
});
