import { admin } from '../../fixtures/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  logOut,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

// Customer service resets a member's password to the weak default (it cannot be chosen at
// registration); the member must then choose a new one at the next login.
test('a member on the weak default password must change it before going on', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  await asIp(page.context(), ip);
  const member = await registerByApi(request, { ip });
  admin('main', 'member', 'reset-password', member.username);
  const account = member.username;
  const newPassword = 'Stronger55';
  await page.goto('/');
  await logInWithPassword(page, account, 'a123456');

  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('For your security, please set a new password before you continue.'),
  ).toBeVisible();
  await expect(dialog.getByText('Account:')).toContainText(account);
  // It cannot be closed: no close button, and Escape leaves it open.
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The password just typed is not asked for again.
  await expect(dialog.getByLabel('Current password', { exact: true })).toHaveCount(0);

  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();

  const header = page.getByRole('banner');
  // The new password is hashed (argon2id) before the answer.
  await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByText(account, { exact: true })).toBeVisible();

  await logOut(page);
  await logInWithPassword(page, account, newPassword);
  await expect(header.getByText(account, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toBeHidden();

  expectCleanConsole(consoleErrors, failedCalls);
});
