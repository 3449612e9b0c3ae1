import { test, expect, presetStorage } from '../../fixtures/test';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('clicking a notice in the marquee opens the notice modal at that notice', async ({ page }) => {
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Latest announcements' });
  const notices = marquee.getByRole('button');
  await expect(notices.first()).toBeVisible();
  // The marquee stops scrolling under the pointer, as it does for a person about to click.
  await marquee.hover();
  const third = notices.nth(2);
  const title = (await third.textContent())!.trim();

  await third.click();

  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Announcement titles' });
  const selected = list.locator('[aria-current="true"], [aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toContainText(title);
  await expect(dialog.getByRole('heading', { name: title })).toHaveCount(1);

  // The backdrop does not close it; Escape does.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the notice modal shows 9 notices a page and pages through the rest', async ({ page }) => {
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Latest announcements' });
  await marquee.hover();
  await marquee.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  const items = dialog.getByRole('list', { name: 'Announcement titles' }).getByRole('listitem');
  await expect(items).toHaveCount(9);
  await dialog.getByRole('navigation', { name: 'Announcement pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(9);
});
