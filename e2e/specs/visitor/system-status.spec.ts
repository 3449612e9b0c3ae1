import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage, admin } from '../../fixtures/test';

// Operator settings (status, modules) change the whole site: these run on a server of their own
// (project system-status), one test at a time, and put every setting back afterwards.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  // Every change of a setting, and each of the four that put them back, starts the operator's
  // admin command, a Node process of its own; and every test loads the site afresh.
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test.afterEach(() => {
  admin('status', 'module', 'DIRECTREG3', 'on');
  admin('status', 'maintenance', 'off');
  admin('status', 'region', 'off');
  admin('status', 'region', 'clear');
});

test('maintenance shows its title, text and a customer-service button instead of the site', async ({
  page,
}) => {
  admin(
    'status',
    'maintenance',
    'on',
    '--title',
    'Scheduled upgrade',
    '--info',
    'We are back at 06:00.',
  );
  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(page.getByText('We are back at 06:00.')).toBeVisible();
  await expect(page.getByRole('button', { name: /customer service/i })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  admin('status', 'maintenance', 'off');
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
});

test('a visitor from a blocked range sees the region-blocked page with their IP address', async ({
  page,
}) => {
  admin('status', 'region', 'block', '127.0.0.0/8');
  admin('status', 'region', 'on');
  await page.goto('/');
  await expect(page.getByText('127.0.0.1')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page.getByRole('button', { name: /customer service/i })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('maintenance takes precedence over region blocking', async ({ page }) => {
  admin('status', 'region', 'block', '127.0.0.0/8');
  admin('status', 'region', 'on');
  admin('status', 'maintenance', 'on', '--title', 'Upgrade first', '--info', 'Soon back.');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upgrade first' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(page.getByText('127.0.0.1')).toHaveCount(0);
});

test('with DIRECTREG3 off the header offers no Register button and /register is not found', async ({
  page,
  settled,
}) => {
  admin('status', 'module', 'DIRECTREG3', 'off');
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  // Absent once the page has loaded the modules, not merely not drawn yet.
  await settled();
  await expect(header.getByRole('button', { name: 'Register' })).toHaveCount(0);

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
