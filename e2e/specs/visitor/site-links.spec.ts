import { test, expect, FIRST_SCREEN_TIMEOUT, presetStorage } from '../../fixtures/test';

// The points mall, the announcements and the agent page are reached by links a person sees,
// not by typing their address.
test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('the marquee leads to the announcements page and the footer to the points mall and /join', async ({
  page,
}) => {
  await page.goto('/promotions');
  const marquee = page.getByRole('region', { name: 'Latest announcements' });
  await marquee.getByRole('link', { name: 'All' }).click({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page).toHaveURL(/\/noticePage$/);

  const explore = page.getByRole('navigation', { name: 'Explore' });
  await explore.scrollIntoViewIfNeeded();
  await explore.getByRole('link', { name: 'Become an agent' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('navigation', { name: 'Explore' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('navigation', { name: 'Explore' })
    .getByRole('link', { name: 'Points mall' })
    .click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { name: 'Points Mall' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button lists the points mall, announcements, joining and the app', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const more = header.getByRole('navigation', { name: 'More pages' });
    await expect(more).toBeHidden({ timeout: FIRST_SCREEN_TIMEOUT });
    await header.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Points mall', 'Announcements', 'Become an agent', 'App download']) {
      await expect(more.getByRole('link', { name })).toBeVisible();
    }
    await more.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/noticePage$/);
    // Going somewhere closes the menu; it opens again for the next page.
    await expect(more).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    await more.getByRole('link', { name: 'Become an agent' }).click();
    await expect(page).toHaveURL(/\/join$/);
    await header.getByRole('button', { name: 'Open menu' }).click();
    await more.getByRole('link', { name: 'Points mall' }).click();
    await expect(page).toHaveURL(/\/pointMall$/);
  });
});
