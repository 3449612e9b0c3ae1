import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  logOut,
  outboxCode,
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

test('a member logs in with a code sent by SMS', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Mobile code' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('+60');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(member.mobileNum);
  await dialog.getByRole('button', { name: 'Send code' }).click();

  // The button counts down the code's life and cannot be pressed meanwhile.
  const resend = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(resend).toBeVisible();
  await expect(resend).toBeDisabled();

  const code = await outboxCode(request, member.smsDestination);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a member resets the password by phone, is signed in, and the new password works', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  const newPassword = 'Renewed42';
  await asIp(page.context(), ip);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await dialog.getByRole('tab', { name: 'By phone' }).click();
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(member.mobileNum);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await outboxCode(request, member.smsDestination);
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Reset password' }).click();

  // The new password is hashed (argon2id) before the answer.
  const header = page.getByRole('banner');
  await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(header.getByText(member.username, { exact: true })).toBeVisible();

  await logOut(page);
  await logInWithPassword(page, member.username, newPassword);
  await expect(header.getByText(member.username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
