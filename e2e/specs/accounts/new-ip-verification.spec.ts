import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  logOut,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  submitLogin,
  test,
  totp,
  uniqueIp,
} from '../../fixtures/accounts';

test.beforeEach(async ({ page }) => {
  // Every registration and password login waits on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member with Google Authenticator proves a login from a new IP with a fresh code', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const homeIp = uniqueIp();
  const member = await registerByApi(request, { ip: homeIp });
  await asIp(page.context(), homeIp);
  await page.goto('/');
  const header = page.getByRole('banner');
  await logInWithPassword(page, member.username, member.password);

  // Security centre: turn Google Authenticator on with the key shown beside the QR code.
  await header.getByRole('button', { name: member.username }).click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('button', { name: 'My account' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await centre.getByRole('button', { name: 'Enable: Google Authenticator' }).click();
  await expect(
    centre.getByRole('img', { name: 'QR code that adds this account to Google Authenticator' }),
  ).toBeVisible();
  const secret = (await centre.getByRole('code').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  await centre.getByRole('textbox', { name: '6-digit code from the app' }).fill(totp(secret));
  await centre.getByRole('button', { name: 'Submit' }).click();
  await expect(centre.getByRole('status')).toHaveText('Google Authenticator is now on.');
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();
  await logOut(page);

  // The same member from an address it never used: the password alone is not enough.
  await asIp(page.context(), uniqueIp());
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await submitLogin(dialog, member.username, member.password);
  // Asked once the password has been checked against its argon2id hash.
  await expect(
    dialog.getByText('You are logging in from a new location. Please confirm that it is you.'),
  ).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT });
  await dialog.getByRole('radio', { name: 'Google Authenticator code' }).check();
  await dialog.getByRole('textbox', { name: 'Authenticator code' }).fill(totp(secret));
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByText(member.username, { exact: true })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls, [{ status: 403, path: '/wps/session/login' }]);
});
