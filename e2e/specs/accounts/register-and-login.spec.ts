import {
  MEMBER_PASSWORD,
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  logOut,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  test,
  uniqueIp,
  uniqueMobile,
  uniqueName,
} from '../../fixtures/accounts';
import { E2E_CAPTCHA } from '../../fixtures/servers';

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
  await asIp(page.context(), uniqueIp());
});

test('a visitor registers by username, is signed in, logs out and logs in again', async ({
  page,
  consoleErrors,
  failedCalls,
}) => {
  const username = uniqueName('r');
  const mobileNum = uniqueMobile();
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  // The fields and their hints follow the operator's registration rules.
  await expect(
    dialog.getByText('Username must be 6-16 letters or digits, starting with a letter.'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Real name' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'QQ number' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Load a new captcha image' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('+60');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobileNum);
  // The demo operator does not ask for an SMS code at registration (REGMOBVERF3 is off).
  await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA);

  // The agreement is required before anything is sent.
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Please confirm your age and accept the terms.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  // The password is hashed (argon2id) before the account exists.
  await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByText(username, { exact: true })).toBeVisible();

  await logOut(page);
  await expect(header.getByText(username, { exact: true })).toBeHidden();

  await logInWithPassword(page, username, MEMBER_PASSWORD);
  await expect(header.getByText(username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
