import { test, expect, presetStorage } from '../../fixtures/test';

// The login and register modals check their fields before calling the server.
test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('the login modal asks for username and password before it sends anything', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) calls.push(r.url());
  });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Username is required.')).toBeVisible();
  await expect(dialog.getByText('Password is required.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Username' }).fill('  ');
  await expect(dialog.getByText('Username is required.')).toBeHidden();
  expect(calls).toEqual([]);
});

test('mobile-code login checks the number with its country code', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'Mobile code' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('+60');

  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Mobile number is required.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('12ab');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Please enter a valid mobile number.')).toBeVisible();
});

test('registration asks for one explained code and drops a hint once its field is valid', async ({
  page,
}) => {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  const code = dialog.getByRole('textbox', { name: 'Invitation or referral code' });
  await expect(code).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveCount(
    0,
  );
  await expect(dialog.getByRole('textbox', { name: 'Referral code', exact: true })).toHaveCount(0);
  await expect(code).toHaveAccessibleDescription(/an agent's code puts you in the agent's team/i);

  const hint = dialog.getByText('Username must be 6-16 letters or digits, starting with a letter.');
  await expect(hint).toBeVisible();
  const username = dialog.getByRole('textbox', { name: 'Username' });
  await username.fill('1bad');
  await expect(hint).toBeVisible();
  await username.fill('goodname1');
  await expect(hint).toBeHidden();
  // An error is shown whatever the field's hint does.
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Password is required.', { exact: true })).toBeVisible();
});
