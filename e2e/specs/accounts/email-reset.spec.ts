import {
  asIp,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  outboxLink,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  submitLogin,
  test,
  uniqueIp,
  uniqueName,
} from '../../fixtures/accounts';

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member resets the password with the emailed link and logs in with the new one', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const email = `${uniqueName('m')}@example.com`;
  const member = await registerByApi(request, { ip, email });
  const newPassword = 'Mailed789';
  await asIp(page.context(), ip);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();

  const forgot = page.getByRole('dialog', { name: 'Reset password' });
  await expect(forgot.getByRole('tab', { name: 'By email' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await forgot.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await forgot.getByRole('textbox', { name: 'Email address' }).fill(email);
  await forgot.getByRole('button', { name: 'Reset password' }).click();
  await expect(forgot.getByRole('status')).toHaveText(
    'We have sent a password reset message to your email address.',
  );
  await forgot.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  const link = await outboxLink(request, email);
  expect(new URL(link).searchParams.get('resetPassword')).toBeTruthy();
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  // The token leaves the address bar as soon as the site has started.
  await expect(page).not.toHaveURL(/resetPassword=/, { timeout: FIRST_SCREEN_TIMEOUT });
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await reset.getByRole('button', { name: 'Save new password' }).click();

  // The new password is hashed (argon2id) before the answer.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText(
    'Your password has been changed. Please log in with your new password.',
    { timeout: PASSWORD_HASH_TIMEOUT },
  );
  await submitLogin(login, member.username, newPassword);
  await expect(login).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(page.getByRole('banner').getByText(member.username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
