import { expect, test } from '../../fixtures/test';
import { CONSOLE, SEEDED_ADMIN, signInToConsole } from '../../fixtures/console';

test.describe('the operator console', () => {
  test('an admin signs in at /console/ and lands where they asked, in their language', async ({
    page,
  }) => {
    // The staff sign-in waits on a deliberately slow hash.
    test.slow();
    await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
    await signInToConsole(page, SEEDED_ADMIN);
    await expect(page).toHaveURL(new RegExp(`${CONSOLE}?$`));
    await page.getByLabel('Language').selectOption('zh');
    await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByRole('heading', { name: '登录运营后台' })).toBeVisible();
  });
});
