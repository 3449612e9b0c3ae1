import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
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
  uniqueName,
} from '../../fixtures/accounts';
import { signInToConsole } from '../../fixtures/console';
import { createEnrolledStaff, operatorLogin, SEEDED_ADMIN } from '../../fixtures/operator';

/** The bonus engine runs as an event consumer (one job poll apart): the bonus comes seconds later. */
const CONSUMER_TIMEOUT = 30_000;

test.beforeEach(async ({ page }) => {
  // A staff member is made and enrolled, and the member's registration and login wait on a
  // deliberately slow hash.
  test.setTimeout(240_000);
  await presetStorage(page, { lang: 'EN', 'console.language': 'en' });
});

/** With a request context of its own: it also runs after a failure has closed the test's. */
async function archivePromotion(id: number) {
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const own = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  try {
    const response = await own.delete(`/wps/operator/promotions/${id}`, { headers: admin.headers });
    expect(response.ok(), 'the test promotion is archived').toBe(true);
  } finally {
    await own.dispose();
  }
}

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

async function memberBonuses(request: APIRequestContext, headers: Record<string, string>) {
  const body = await (await request.get('/wps/member/bonuses', { headers })).json();
  expect(body, 'GET /wps/member/bonuses').toMatchObject({ success: true });
  return body.value.list as Array<{ promotionId: number | null; amount: number; state: string }>;
}

test('a marketer creates a deposit match in two languages that a member joins on the portal and gets paid', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const code = `e2e-console-${uniqueName('m')}`;
  const title = `Console match ${code.slice(-6)}`;
  let promotionId: number | null = null;
  try {
    // The marketer writes it in the console: terms, English and Chinese texts.
    const marketer = await createEnrolledStaff('marketing');
    await signInToConsole(page, marketer.credentials, 'promotions/new');
    await expect(page.getByRole('heading', { name: 'New promotion' })).toBeVisible();
    await page.getByLabel(/^Code/).fill(code);
    await page.getByLabel('Status').selectOption('published');
    await page.getByLabel('Match (%)').fill('50');
    await page.getByLabel('Largest bonus').fill('200');
    await page.getByLabel('Smallest deposit').fill('50');
    await page.getByLabel(/^Turnover multiple/).fill('1');
    await page.getByLabel('Title (EN)').fill(title);
    await page.getByLabel('Summary (EN)').fill('Half again on your deposit, up to RM 200.');
    await page
      .getByLabel('Page (EN)')
      .fill('<p>Deposit <strong>100</strong>, play <em>150</em>.</p><script>alert(1)</script>');
    await expect(page.getByTestId('cleaned-EN')).toHaveText('Deposit 100, play 150.');
    await page.getByRole('tab', { name: /CN/ }).click();
    await page.getByLabel('Title (CN)').fill(`存款加赠 ${code.slice(-6)}`);
    await page.getByLabel('Summary (CN)').fill('存款加赠 50%，最高 RM 200。');
    await page.getByRole('button', { name: 'Create promotion' }).click();
    await page.waitForURL(/\/console\/promotions\/\d+$/);
    promotionId = Number(/promotions\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { name: `Promotion ${title}` })).toBeVisible();
    await expect(page.getByText('Running', { exact: true })).toBeVisible();

    // A member joins it on the portal's deposit page and pays 100.00 through the sandbox gateway.
    const ip = uniqueIp();
    const member = await registerByApi(request, { ip });
    const portal = await page.context().newPage();
    await asIp(portal.context(), ip);
    await portal.goto('/');
    await logInWithPassword(portal, member.username, member.password);
    const headers = await pageSession(portal, ip);
    await portal.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    const centre = portal.getByRole('dialog', { name: 'Member centre' });
    await centre.getByText('Online payment (sandbox)').click();
    await centre.getByText(title).click();
    await expect(centre.getByRole('radio', { name: new RegExp(`^${title}`) })).toBeChecked();
    await centre.getByRole('textbox', { name: 'Amount' }).fill('100.00');
    await expect(centre.getByTestId('deposit-bonus-preview')).toHaveText(
      'Your bonus: RM 50.00 · turnover to play: RM 150.00',
    );
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    await portal.waitForURL(/\/sandbox-gateway\/pay\?/);
    await portal.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(portal.getByTestId('deposit-result')).toContainText(
      'has arrived in your main wallet',
      { timeout: FIRST_SCREEN_TIMEOUT },
    );

    // The bonus engine pays the match into the bonus wallet.
    await expect
      .poll(async () => await memberBonuses(request, headers), {
        message: 'the bonus of the deposit',
        timeout: CONSUMER_TIMEOUT,
      })
      .toEqual([expect.objectContaining({ promotionId, amount: 50, state: 'in_progress' })]);

    // The console's figures count the member, the bonus and the deposit.
    await page.getByRole('tab', { name: 'Figures' }).click();
    const figure = (label: string) => page.getByRole('group', { name: label, exact: true });
    await expect(figure('Members joined')).toContainText('1');
    await expect(figure('Bonus issued')).toContainText('50.00');
    await expect(figure('Deposits of members who joined')).toContainText('100.00');
    await expect(figure('Cost against deposits')).toContainText('50.00%');

    expectCleanConsole(consoleErrors, failedCalls);
  } finally {
    if (promotionId !== null) await archivePromotion(promotionId);
  }
});
