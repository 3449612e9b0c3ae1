import {
  asIp,
  expect,
  expectCleanConsole,
  presetStorage,
  test,
  uniqueIp,
} from '../../fixtures/accounts';

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await asIp(page.context(), uniqueIp());
});

test('a trial account is stopped at the real-money gate with the real-account warning', async ({
  page,
  consoleErrors,
  failedCalls,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByRole('button', { name: 'Play for free' }).click();
  await expect(register).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();

  // Trial accounts have no member-centre menu, and the deposit page is not built yet.
  await expect(header.getByRole('button', { name: 'My account' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Deposit', exact: true })).toHaveCount(0);

  // Opening a member-centre page (messages) raises the warning instead.
  await header.getByRole('button', { name: /^Messages/ }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(
    warning.getByText(
      'This needs a real-money account. Please register a real account to continue.',
    ),
  ).toBeVisible();
  await warning.getByRole('button', { name: 'Submit' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);

  expectCleanConsole(consoleErrors, failedCalls);
});
