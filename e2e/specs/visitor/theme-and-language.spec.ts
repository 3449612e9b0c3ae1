import type { Page } from '@playwright/test';
import { test, expect, FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';

/** A value of the page's local storage. */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);

test('the theme switch changes the theme and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.locator('[data-theme-option="light"]').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => stored(page, 'theme')).toBe('light');

  await page.reload();
  // Applied from storage before the first paint, by the page itself.
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.locator('[data-theme-option="dark"]').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('Malay is the default language and a chosen language survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const marquee = page
    .locator('section[aria-label]')
    .filter({ has: page.getByRole('button') })
    .first();
  await expect(marquee).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(html).toHaveAttribute('lang', 'ms');

  // The picker's button names the current language; its menu lists the header languages.
  await page.getByRole('button', { name: /Bahasa Melayu/ }).click();
  await page.getByRole('menuitemradio', { name: /简体中文/ }).click();
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await expect.poll(() => stored(page, 'lang')).toBe('CN');
  await expect.poll(() => stored(page, 'hisLang')).toBe('MY');

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(html).toHaveAttribute('lang', 'zh-CN');
});

test('switching the language reloads server content in that language', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  await page.goto('/');
  const marquee = page.getByRole('banner').getByRole('region').first();
  const firstNotice = marquee.getByRole('button').first();
  await expect(firstNotice).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  const englishTitle = (await firstNotice.textContent())?.trim();

  const japaneseNotices = page.waitForRequest(
    (request) =>
      request.url().includes('MCSFE_getListAnnouncements') &&
      request.headers()['language'] === 'JA',
  );
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitemradio', { name: /日本語/ }).click();
  await japaneseNotices;

  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect.poll(async () => (await firstNotice.textContent())?.trim()).not.toBe(englishTitle);
});
