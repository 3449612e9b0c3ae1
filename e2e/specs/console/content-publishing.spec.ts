import { expect, FIRST_SCREEN_TIMEOUT, presetStorage, test } from '../../fixtures/test';
import { signInToConsole } from '../../fixtures/console';
import { createEnrolledStaff } from '../../fixtures/operator';

/** A real 1×1 PNG: the server judges uploads by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The marquee is a still list with reduced motion, so a title is found where it is.
test.use({ reducedMotion: 'reduce' });

test('a content editor publishes a banner and an announcement that a visitor then sees on the portal', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const editor = await createEnrolledStaff('content');
  const unique = `${Date.now().toString(36)}`;
  const bannerTitle = `Help desk open ${unique}`;
  const noticeTitle = `Marquee news ${unique}`;
  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
  await presetStorage(page, { lang: 'EN' });

  // The banner: art uploaded, a link, published into the help page's carousel.
  await signInToConsole(page, editor.credentials, 'content/banners');
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toContainText('Banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  await expect(page.getByRole('heading', { name: 'New banner' })).toBeVisible();
  await page.getByLabel('Page group').selectOption('help');
  await page
    .getByLabel(/^Banner image/)
    .setInputFiles({ name: 'help.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: /Preview of Banner image/ })).toBeVisible();
  await page.getByLabel('On click').selectOption('ROUTE');
  await page.getByLabel('Link target').fill('/help');
  await page.getByLabel('Title (EN)').fill(bannerTitle);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved: the portal shows it now').last()).toBeVisible();
  await expect(page).toHaveURL(/\/console\/content\/banners\/\d+$/);
  const bannerId = Number(/banners\/(\d+)$/.exec(page.url())![1]);
  // The editor frames the portal's own help page, loaded again after the save.
  const preview = page.frameLocator('iframe[title="The portal page /help"]');
  await expect(preview.getByRole('img', { name: bannerTitle })).toBeAttached({
    timeout: FIRST_SCREEN_TIMEOUT,
  });

  // The announcement: a marquee notice, live from now.
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: 'New announcement' }).click();
  await expect(page.getByRole('heading', { name: 'New announcement' })).toBeVisible();
  await page.getByLabel('Type').selectOption('B');
  await page.getByLabel('Title (EN)').fill(noticeTitle);
  await page.getByLabel('Text (EN)').fill('<p>The help desk answers around the clock.</p>');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved: the portal shows it now').last()).toBeVisible();
  await expect(page).toHaveURL(/\/console\/content\/announcements\/\d+$/);
  const noticeId = Number(/announcements\/(\d+)$/.exec(page.url())![1]);

  // A visitor, with no staff session, sees both on the portal at once.
  const visitor = await browser.newContext({ reducedMotion: 'reduce' });
  const portal = await visitor.newPage();
  await presetStorage(portal, { lang: 'EN' });
  await portal.goto('/help');
  const carousel = portal.getByRole('region', { name: 'Featured promotions' });
  await expect(carousel.getByRole('img', { name: bannerTitle })).toBeAttached({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  const marquee = portal.getByRole('region', { name: 'Latest announcements' });
  await expect(marquee.getByRole('button', { name: noticeTitle }).first()).toBeAttached();
  await visitor.close();

  // The journey leaves the portal as it found it.
  for (const path of [`banners/${bannerId}`, `announcements/${noticeId}`]) {
    const removed = await request.delete(`/wps/operator/${path}`, {
      headers: editor.session.headers,
    });
    expect(removed.status(), path).toBe(200);
  }
});
