import type { Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  submitLogin,
  test,
  uniqueIp,
} from '../../fixtures/accounts';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('at phone width the login modal and the member centre fit the screen', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await dialog.getByRole('tab', { name: 'Mobile code' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await dialog.getByRole('tab', { name: 'Username' }).click();
  await submitLogin(dialog, member.username, member.password);
  await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await header.getByRole('button', { name: `Account menu of ${member.username}` }).click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Security settings' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  expectCleanConsole(consoleErrors, failedCalls);
});
