import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage } from '../../fixtures/test';

// Every route of spec section 2 (plus the guard's /login and /download).
const withHeader = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/login',
  '/noticePage',
  '/pointMall',
  '/lottery',
  '/lottery?gameCode=VN1&vendor=TCG_LOTTO_VN',
  '/rng',
  '/rng?page=2',
  '/pvp',
  '/fish',
  '/live',
  '/sports',
  '/esports',
  '/sv3',
  '/elott',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/help',
  '/help/1',
  '/down',
  '/download',
  '/join',
  '/game',
];

for (const path of withHeader) {
  test(`${path} loads with its header and without a console error`, async ({
    page,
    consoleErrors,
    settled,
  }) => {
    await presetStorage(page, { lang: 'EN' });
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await expect(page.locator('main')).toBeVisible();
    await settled();
    expect(consoleErrors).toEqual([]);
  });
}

test('/helpmc shows the help centre without the header', async ({
  page,
  consoleErrors,
  settled,
}) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto('/helpmc');
  await expect(page.locator('main')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await settled();
  await expect(page.getByRole('banner')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('/register opens the registration modal over the home page', async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto('/register');
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  // The page behind the modal is hidden from assistive technology while the modal is open.
  await expect(
    page.getByRole('region', { name: 'Featured promotions', includeHidden: true }),
  ).toBeVisible();
});

test('an unknown path answers the not-found screen with a way home', async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto('/no-such-page');
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
});

test('/rng?page=hot opens the lobby on its hot-games tab', async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await page.goto('/rng?page=hot');
  const lists = page.getByRole('group', { name: 'Game lists' });
  await expect(lists.getByRole('button', { name: 'Hot games' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: FIRST_SCREEN_TIMEOUT },
  );
  await lists.getByRole('button', { name: 'All games' }).click();
  await expect(page).toHaveURL(/\/rng$/);
});
