import type { APIRequestContext, Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { operatorGet, operatorPostOk } from '../../fixtures/operator';

/** The demo Zalo application promotion (apps/server/src/db/seeds/content/promotions.ts). */
const ZALO_CODE = 'promo-zalo-reward';
/** A real 1x1 PNG: the server checks every image by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REMARK = 'Added you on Zalo today, screenshots attached.';
/** The approval's bonus and its notice come from event consumers, a job poll apart. */
const CONSUMER_TIMEOUT = 30_000;

interface Application {
  id: number;
  username: string;
  status: string;
  remark: string;
  contact: { app: string; id: string } | null;
  images: string[];
}

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** The headers of the page's own session: the calls below act as the signed-in member. */
async function pageSession(page: Page, ip: string): Promise<Record<string, string>> {
  const token = () =>
    page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('session') ?? 'null') as { token?: string } | null)
          ?.token ?? null,
    );
  await expect.poll(token, { message: 'the session token of the page' }).toBeTruthy();
  return { authorization: `Bearer ${await token()}`, 'x-forwarded-for': ip, language: 'EN' };
}

async function unreadCount(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const body = await (await request.get('/wps/relay/CSP_unreadCount', { headers })).json();
  expect(body, 'the unread count').toMatchObject({ success: true });
  return typeof body.value === 'number' ? body.value : (body.value.count ?? 0);
}

/** The header's mail button, whatever its count says. */
const mailButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Messages/ });

const mailName = (count: number) => (count > 0 ? `Messages (${count} unread)` : 'Messages');

test('an application with two images and a remark, approved for 50.00, arrives as a bonus and a message', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto(`/promoDetail?id=${ZALO_CODE}`);
  await logInWithPassword(page, member.username, member.password);
  const headers = await pageSession(page, ip);
  const before = await unreadCount(request, headers);
  await expect(mailButton(page)).toHaveAccessibleName(mailName(before));

  // The application: remark with its count, two images with previews, the Zalo id asked for.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Zalo Friend Reward up to RM 131.00');
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply: Zalo Friend Reward up to RM 131.00' });
  await dialog.getByLabel('Remark').fill(REMARK);
  await expect(dialog.getByTestId('application-count')).toContainText(`${REMARK.length}/140`);
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'chat-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'chat-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByAltText('Image 1: chat-1.png')).toBeVisible();
  await expect(dialog.getByAltText('Image 2: chat-2.png')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Zalo' }).check();
  await dialog.getByLabel('Your Zalo ID').fill('0901234567');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Application sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('promotion-state')).toHaveText('Under review');
  await expect(page.getByTestId('promotion-participation')).toContainText(REMARK);

  // The operator finds it with both images and approves 50.00.
  const waiting = await operatorGet<{ list: Application[] }>(
    'promotions/applications?status=applying&pageSize=100',
  );
  const application = waiting.value.list.find((item) => item.username === member.username);
  expect(application, 'the application in the operator queue').toMatchObject({
    remark: REMARK,
    contact: { app: 'zalo', id: '0901234567' },
    images: [`data:image/png;base64,${PNG.toString('base64')}`, expect.any(String)],
  });
  await operatorPostOk(`promotions/applications/${application!.id}/approve`, { amount: 50 });

  // The bonus and its message arrive; a fresh page shows the count one higher.
  await expect
    .poll(() => unreadCount(request, headers), {
      message: 'the bonus message',
      timeout: CONSUMER_TIMEOUT,
    })
    .toBe(before + 1);
  await page.reload();
  await expect(mailButton(page)).toHaveAccessibleName(mailName(before + 1));
  await expect(page.getByTestId('promotion-state')).toHaveText('In progress');
  await expect(page.getByRole('progressbar', { name: /^Turnover of bonus B\d+$/ })).toHaveAttribute(
    'aria-valuetext',
    'RM 0.00 of RM 50.00 played (0%)',
  );

  await page.getByRole('button', { name: 'Open bonus details' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const row = centre
    .getByTestId('bonus-row')
    .filter({ hasText: 'Zalo Friend Reward up to RM 131.00' });
  await expect(row.getByTestId('bonus-amount')).toHaveText('RM 50.00');
  await expect(row.getByTestId('bonus-state')).toHaveText('In progress');
  await expect(row).toContainText('Application reward');
  await expect(centre.getByTestId('bonus-total-inProgress')).toHaveText('RM 50.00');
  await expect(centre.getByTestId('bonus-total-turnoverRemaining')).toHaveText('RM 50.00');

  // Reading the message lowers the count again.
  await centre.getByRole('button', { name: /^Platform messages/ }).click();
  const notice = centre.getByTestId('notice').filter({ hasText: 'Bonus credited' });
  await notice.getByRole('button', { name: /^Bonus credited/ }).click();
  await expect(notice.getByTestId('notice-content')).toContainText('50.00');
  await expect(centre.getByTestId('badge-messageV2')).toHaveCount(before === 0 ? 0 : 1);
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(mailButton(page)).toHaveAccessibleName(mailName(before));

  expectCleanConsole(consoleErrors, failedCalls);
});
