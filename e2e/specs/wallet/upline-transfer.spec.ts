import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  asIp,
  expect,
  encryptedFor,
  expectCleanConsole,
  logInWithPassword,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  type NewMember,
} from '../../fixtures/accounts';
import { admin } from '../../fixtures/test';

/**
 * The demo seed's agent, with its invitation code. Seeded accounts trust the first address they
 * sign in from, so this spec always signs it in from the same address.
 */
const UPLINE = { username: 'agent01', password: 'Demo1234', ip: '10.251.17.2', code: 'AG1001' };
const PAYMENT_PASSWORD = '135790';

test.beforeEach(async ({ page }) => {
  // Logins and the payment password wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

interface Downline extends NewMember {
  /** The downline's own session, signed in through the API. */
  headers: Record<string, string>;
  /** An encrypted body, as the site sends it. */
  encrypted: (payload: unknown) => Promise<unknown>;
}

/**
 * A new member below the seeded agent, its own for this test: transfers to the upline switched on
 * by the operator's admin command (nothing in the member API can), the main wallet credited with
 * `credit`, and the payment password set through the API, as the security centre would.
 */
async function downlineOfAgent(request: APIRequestContext, credit: string): Promise<Downline> {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip, affiliateCode: UPLINE.code });
  admin('main', 'member', 'upline', member.username, 'on');
  admin('main', 'wallet', 'credit', member.username, credit, 'e2e: upline transfer');
  const signedIn = await sessionHeaders(request, member, ip);
  const encrypted = (payload: unknown) => encryptedFor(request, ip, payload);
  const answer = await request.put('/wps/member/password/payment', {
    headers: signedIn,
    data: await encrypted({
      loginPassword: member.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(await answer.json()).toMatchObject({ success: true });
  return { ...member, headers: signedIn, encrypted };
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

test('a downline sends money to its upline and finds it in its own account records', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const downline = await downlineOfAgent(request, '100');
  await asIp(page.context(), downline.ip);
  await page.goto('/');
  await logInWithPassword(page, downline.username, downline.password);

  const centre = await openCentre(page, downline.username, 'Transfer to upline');
  await expect(centre.getByTestId('upline-account')).toHaveText(UPLINE.username);
  await expect(centre.getByTestId('upline-balance')).toHaveText('RM 100.00');

  await centre.getByLabel('Amount').fill('12.34');
  await centre.getByRole('button', { name: 'Next' }).click();
  const confirm = centre.getByRole('form', { name: 'Confirm the transfer' });
  await expect(confirm.getByText(UPLINE.username)).toBeVisible();
  await expect(confirm.getByText('RM 12.34')).toBeVisible();
  await confirm.getByLabel('Payment password').fill('000000');
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  // The payment password is checked against its argon2id hash.
  await expect(confirm.getByRole('alert')).toHaveText('The payment password is wrong.', {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await confirm.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(centre.getByRole('status')).toHaveText(`RM 12.34 was sent to ${UPLINE.username}.`, {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  const referenceCell = centre.getByTestId('upline-reference');
  await expect(referenceCell).toHaveText(/^[0-9a-f]{32}$/);
  const reference = (await referenceCell.textContent())!;
  const after = '87.66';
  await expect(centre.getByTestId('upline-balance')).toHaveText(`RM ${after}`);
  // The header behind the centre shows the new balance once the centre closes.
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(page.getByRole('banner').getByTestId('balance-amount')).toHaveText(after);

  // The downline's own records show the money leaving.
  const records = await openCentre(page, downline.username, 'Account record');
  const mine = records.getByTestId('account-record').filter({ hasText: reference });
  await expect(mine).toContainText('Transfer to upline');
  await expect(mine).toContainText('−12.34');
  await expect(mine).toContainText(after);
  expectCleanConsole(consoleErrors, failedCalls, [
    { status: 400, path: '/wps/member/wallet/transferUpline' },
  ]);
});

test('an upline finds the transfer of its downline in its account records', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // The downline's transfer, sent through the API as the page sends it.
  const downline = await downlineOfAgent(request, '100');
  const reference = randomUUID().replace(/-/g, '');
  const sent = await request.post('/wps/member/wallet/transferUpline', {
    headers: downline.headers,
    data: await downline.encrypted({
      amount: '12.34',
      paymentPassword: PAYMENT_PASSWORD,
      reference,
    }),
  });
  expect(await sent.json(), 'the transfer to the upline').toMatchObject({
    success: true,
    value: { reference, upline: UPLINE.username },
  });

  await asIp(page.context(), UPLINE.ip);
  await page.goto('/');
  await logInWithPassword(page, UPLINE.username, UPLINE.password);
  const centre = await openCentre(page, UPLINE.username, 'Account record');
  const received = centre.getByTestId('account-record').filter({ hasText: reference });
  await expect(received).toContainText('Transfer from downline');
  await expect(received).toContainText('+12.34');
  // An agent without toUpline is not offered the page.
  await expect(centre.getByRole('button', { name: 'Transfer to upline' })).toHaveCount(0);
  expectCleanConsole(consoleErrors, failedCalls);
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
