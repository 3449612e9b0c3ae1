import {
  asIp,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  logInWithPassword,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { admin } from '../../fixtures/test';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member moves money from main to a game wallet and back and sees every balance follow', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  await asIp(page.context(), ip);
  const member = await registerByApi(request, { ip });
  admin('main', 'wallet', 'credit', member.username, '500', 'e2e: vendor transfer');

  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const header = page.getByRole('banner');
  // The header sits behind the member centre (hidden from the accessibility tree meanwhile).
  const headerBalance = page.getByTestId('balance-amount');
  await expect(headerBalance).toHaveText('500.00');

  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await page.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'My wallet' }).click();
  await expect(centre.getByTestId('wallet-total')).toHaveText('RM 500.00');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 500.00');
  const live = centre.getByRole('listitem').filter({ hasText: 'Lotus Live' });
  await expect(live).toContainText('Available');
  await expect(live).toContainText('RM 0.00');
  await expect(centre.getByRole('listitem').filter({ hasText: 'Thunder Peak' })).toContainText(
    'Under maintenance',
  );

  // Money arriving elsewhere shows (page and header) with the next wallet change.
  admin('main', 'wallet', 'credit', member.username, '25', 'e2e: header refresh');

  // Main to the vendor through the form.
  await centre.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Lotus Live' });
  await centre.getByRole('textbox', { name: 'Amount' }).fill('1,000');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByText('The amount is more than the 500.00 available.')).toBeVisible();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('120.50');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByRole('status')).toHaveText('RM 120.50 transferred.');
  await expect(live).toContainText('RM 120.50');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 404.50');
  await expect(centre.getByTestId('wallet-total')).toHaveText('RM 525.00');
  await expect(headerBalance).toHaveText('525.00');

  // And back with one click: everything in the vendor's wallet returns to main.
  await live
    .getByRole('button', { name: 'Move everything in Lotus Live back to the main wallet' })
    .click();
  await expect(centre.getByRole('status')).toHaveText('RM 120.50 transferred.');
  await expect(live).toContainText('RM 0.00');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 525.00');

  // The header hides the balance on request and keeps it hidden after a reload.
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(headerBalance).toHaveText('***');
  await page.reload();
  await expect(headerBalance).toHaveText('***', { timeout: FIRST_SCREEN_TIMEOUT });

  expectCleanConsole(consoleErrors, failedCalls);
});
