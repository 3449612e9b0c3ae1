import type { Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  uniqueName,
} from '../../fixtures/accounts';
import { signInToConsole } from '../../fixtures/console';
import {
  createEnrolledStaff,
  operatorLogin,
  operatorPostOk,
  SEEDED_ADMIN,
} from '../../fixtures/operator';

/** A real 1x1 PNG: the server checks every image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REMARK = 'My deposit did not show the bonus, receipt attached.';
const REASON = 'The receipt belongs to another account.';

test.beforeEach(async ({ page }) => {
  // A staff member is made and enrolled, and the member's registration and login wait on a
  // deliberately slow hash.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN', 'console.language': 'en' });
});

/** The header's mail button, whatever its count says. */
const mailButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Messages/ });

test('a risk analyst rejects an application in the console and the member reads the reason in the message centre', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // An application promotion of this test, and a member's application with a remark and an image.
  const code = `e2e-apply-${uniqueName('a')}`;
  const promotion = await operatorPostOk<{ id: number }>(
    'promotions',
    {
      code,
      type: 'event',
      badge: null,
      status: 'published',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      sortOrder: 9001,
      terms: { kind: 'application', maxAmount: 100, turnoverMultiple: 1, contactRequired: false },
      eligibility: { newMembersOnly: false, frequency: 'once', minVipRank: 0 },
      bonus: { expiryDays: 7, weights: {} },
      contents: {
        EN: { title: `Apply ${code.slice(-6)}`, summary: 'Tell us', content: '<p>Test.</p>' },
      },
    },
    { operator: await operatorLogin(undefined, SEEDED_ADMIN) },
  );
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  const headers = await sessionHeaders(request, member, ip);
  const applied = await request.post(`/wps/promotions/${promotion.id}/apply`, {
    headers,
    data: { remark: REMARK, images: [`data:image/png;base64,${PNG.toString('base64')}`] },
  });
  expect(await applied.json(), 'the application').toMatchObject({ success: true });

  // The risk analyst finds it in the queue, looks at the image and rejects it with a reason.
  const analyst = await createEnrolledStaff('risk');
  await signInToConsole(
    page,
    analyst.credentials,
    `promotions/applications?promotionId=${promotion.id}`,
  );
  const queue = page.getByRole('table', { name: 'Applications' });
  const row = queue.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText(REMARK);
  await row.getByRole('button', { name: 'Enlarge image 1' }).click();
  const image = page.getByRole('dialog', { name: 'Image 1' });
  await expect(image.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(image).toBeHidden();
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${member.username}’s application?` });
  await dialog.getByLabel('Reason the member reads').fill(REASON);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Application rejected')).toBeVisible();
  // The queue shows waiting ones: the rejected one leaves it; among all, it reads rejected.
  await expect(queue.getByRole('row').filter({ hasText: member.username })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('rejected');
  await expect(queue.getByRole('row').filter({ hasText: member.username })).toContainText(REASON);

  // The member reads the reason in the portal's message centre.
  const portal = await page.context().newPage();
  await asIp(portal.context(), ip);
  await portal.goto('/');
  await logInWithPassword(portal, member.username, member.password);
  await mailButton(portal).click();
  const centre = portal.getByRole('dialog', { name: 'Member centre' });
  const notice = centre
    .getByTestId('notice')
    .filter({ hasText: 'Promotion application not approved' });
  await notice.getByRole('button', { name: /^Promotion application not approved/ }).click();
  await expect(notice.getByTestId('notice-content')).toContainText(`Reason: ${REASON}`);

  expectCleanConsole(consoleErrors, failedCalls);
});
