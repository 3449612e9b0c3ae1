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

  // Trial accounts have no member-centre menu, and no balance to ask for.
  await expect(header.getByRole('button', { name: 'My account' })).toHaveCount(0);

  // A real-money action (deposit) raises the warning instead.
  await header.getByRole('button', { name: 'Deposit', exact: true }).click();
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
