import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage } from '../../fixtures/test';

// With reduced motion the marquee is a still list that scrolls: a notice is clicked where it is,
// not wherever the scrolling titles happen to be when the test gets to them.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('clicking a notice in the marquee opens the notice modal at that notice', async ({ page }) => {
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'Latest announcements' });
  const notices = marquee.getByRole('button');
  await expect(notices.first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
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
  await expect(marquee.getByRole('button').first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await marquee.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  const items = dialog.getByRole('list', { name: 'Announcement titles' }).getByRole('listitem');
  await expect(items).toHaveCount(9);
  const firstOnPageOne = await items.first().innerText();

  const pager = dialog.getByRole('navigation', { name: 'Announcement pages' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next page' }).click();

  await expect(items.first()).not.toHaveText(firstOnPageOne);
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  const onPageTwo = await items.count();
  expect(onPageTwo).toBeGreaterThan(0);
  expect(onPageTwo).toBeLessThanOrEqual(9);
});
