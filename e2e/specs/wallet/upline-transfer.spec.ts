import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { formatMoney, toMinor } from '../../../packages/shared/src/money';
import {
  encryptPayload,
  importPublicKey,
} from '../../../packages/shared/src/crypto/payload-encryption';
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

/**
 * The demo seed's agent and the member below it, whose info carries toUpline (nothing else in
 * the API can switch that flag on). Seeded accounts trust the first address they sign in from,
 * so this spec always uses the same two addresses for them.
 */
const DOWNLINE = { username: 'demo01', password: 'Demo1234', ip: '10.251.17.1' };
const UPLINE = { username: 'agent01', password: 'Demo1234', ip: '10.251.17.2' };
const PAYMENT_PASSWORD = '135790';

test.beforeEach(async ({ page }) => {
  // Logins and the payment password wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** Sets the downline's payment password through the API, as the security centre would. */
async function setPaymentPassword(request: APIRequestContext) {
  const headers = { 'x-forwarded-for': DOWNLINE.ip };
  const encrypted = async (payload: unknown) => {
    const { value } = await (await request.get('/wps/system/publicKey', { headers })).json();
    return encryptPayload(await importPublicKey(value), value.keyId, payload);
  };
  const login = await request.post('/wps/session/login', {
    headers,
    data: await encrypted({
      username: DOWNLINE.username,
      password: DOWNLINE.password,
      type: 'username',
    }),
  });
  const { value: session } = await login.json();
  const answer = await request.put('/wps/member/password/payment', {
    headers: { ...headers, authorization: `Bearer ${session.token}` },
    data: await encrypted({
      loginPassword: DOWNLINE.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(await answer.json()).toMatchObject({ success: true });
}

/** Opens the member centre from the header's account menu on the page named `entry`. */
async function openCentre(page: Page, username: string, entry: string): Promise<Locator> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(username) }).click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: entry, exact: true }).click();
  return centre;
}

/** "RM 1,234.50" of a shown amount, in minor units. */
const shownMinor = (text: string) => toMinor(text.replace(/[^\d.]/g, ''));

test('a downline sends money to its upline, who finds it in its account records', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  await setPaymentPassword(request);
  await asIp(page.context(), DOWNLINE.ip);
  await page.goto('/');
  await logInWithPassword(page, DOWNLINE.username, DOWNLINE.password);

  const centre = await openCentre(page, DOWNLINE.username, 'Transfer to upline');
  await expect(centre.getByTestId('upline-account')).toHaveText(UPLINE.username);
  await expect(centre.getByTestId('upline-balance')).toHaveText(/^RM [\d,]+\.\d{2}$/);
  const before = shownMinor((await centre.getByTestId('upline-balance').textContent()) ?? '');
  expect(before).toBeGreaterThanOrEqual(1_234n);

  await centre.getByLabel('Amount').fill('12.34');
  await centre.getByRole('button', { name: 'Next' }).click();
  const confirm = centre.getByRole('form', { name: 'Confirm the transfer' });
  await expect(confirm.getByText(UPLINE.username)).toBeVisible();
  await expect(confirm.getByText('RM 12.34')).toBeVisible();
  await confirm.getByLabel('Payment password').fill('000000');
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(confirm.getByRole('alert')).toHaveText('The payment password is wrong.');
  await confirm.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByRole('status')).toHaveText(`RM 12.34 was sent to ${UPLINE.username}.`);
  const reference = (await centre.getByTestId('upline-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[0-9a-f]{32}$/);
  const after = formatMoney(before - 1_234n);
  await expect(centre.getByTestId('upline-balance')).toHaveText(`RM ${after}`);
  // The header behind the centre shows the new balance once the centre closes.
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('balance-amount')).toHaveText(after);

  // The downline's own records show the money leaving.
  const records = await openCentre(page, DOWNLINE.username, 'Account record');
  const mine = records.getByTestId('account-record').filter({ hasText: reference });
  await expect(mine).toContainText('Transfer to upline');
  await expect(mine).toContainText('−12.34');
  await expect(mine).toContainText(after);
  expectCleanConsole(consoleErrors, failedCalls, [
    { status: 400, path: '/wps/member/wallet/transferUpline' },
  ]);

  // The upline, in a browser of its own, finds the same transfer arriving.
  const uplineContext: BrowserContext = await browser.newContext();
  try {
    await asIp(uplineContext, UPLINE.ip);
    const uplinePage = await uplineContext.newPage();
    await presetStorage(uplinePage, { lang: 'EN' });
    await uplinePage.goto('/');
    await logInWithPassword(uplinePage, UPLINE.username, UPLINE.password);
    const uplineCentre = await openCentre(uplinePage, UPLINE.username, 'Account record');
    const received = uplineCentre.getByTestId('account-record').filter({ hasText: reference });
    await expect(received).toContainText('Transfer from downline');
    await expect(received).toContainText('+12.34');
    // An agent without toUpline is not offered the page.
    await expect(uplineCentre.getByRole('button', { name: 'Transfer to upline' })).toHaveCount(0);
  } finally {
    await uplineContext.close();
  }
});

test('a member whose info lacks toUpline is not offered the transfer to upline', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const centre = await openCentre(page, member.username, 'Account record');
  await expect(centre.getByRole('heading', { name: 'Account records' })).toBeVisible();
  await expect(centre.getByRole('button', { name: 'Transfer to upline' })).toHaveCount(0);
  expectCleanConsole(consoleErrors, failedCalls);
});
