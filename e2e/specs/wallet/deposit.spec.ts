import type { Locator, Page } from '@playwright/test';
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
} from '../../fixtures/accounts';
import { operatorPostOk } from '../../fixtures/operator';

test.beforeEach(async ({ page }) => {
  // Registration and login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/**
 * The header balance in minor units, once it shows a number. Read by test id: while the member
 * centre is open the rest of the page is hidden from the accessibility tree.
 */
async function headerBalance(page: Page): Promise<bigint> {
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText(/^[\d,]+\.\d{2}$/);
  return BigInt((await amount.textContent())!.replace(/[,.]/g, ''));
}

/** A new member, signed in on the home page. */
async function signedInMember(page: Page, request: Parameters<typeof registerByApi>[0]) {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  return member;
}

/** Opens the deposit page from the header's deposit button. */
async function openDeposit(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('tab', { name: 'Deposit', exact: true })).toBeVisible();
  return centre;
}

test('a new member deposits 100.00 through the sandbox gateway and sees it in the balance', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  await signedInMember(page, request);
  const before = await headerBalance(page);

  const centre = await openDeposit(page);
  await centre.getByText('Online payment (sandbox)').click();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('100.00');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();

  // The gateway's own page, on its own address.
  await page.waitForURL(/\/sandbox-gateway\/pay\?/);
  await expect(page.getByText('RM 100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the site (loaded afresh), the deposit page shows the result and the balance has
  // risen by 100.00; the gateway's answer leaves the address bar.
  const result = page.getByTestId('deposit-result');
  await expect(result).toContainText('has arrived in your main wallet', {
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(result.getByTestId('deposit-status')).toHaveText('Successful');
  await expect.poll(() => headerBalance(page)).toBe(before + 10_000n);
  await expect(page).toHaveURL((url) => url.search === '');

  const returned = page.getByRole('dialog', { name: 'Member centre' });
  await returned.getByRole('tab', { name: 'Deposit history' }).click();
  const latest = returned.getByTestId('deposit-order').first();
  await expect(latest).toContainText('100.00');
  await expect(latest).toContainText('Online payment (sandbox)');
  await expect(latest.getByTestId('deposit-status')).toHaveText('Successful');

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a bank transfer confirmed by the finance operator shows up in the balance after a refresh', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  await signedInMember(page, request);
  const before = await headerBalance(page);

  const centre = await openDeposit(page);
  await centre.getByText('Local bank transfer').click();
  await expect(centre.getByTestId('deposit-accountNumber')).toHaveText('5140 0000 1234');
  await centre.getByRole('textbox', { name: 'Amount' }).fill('250');
  await centre.getByRole('textbox', { name: 'Payer name' }).fill('Siti Aminah');
  await centre.getByRole('button', { name: 'Submit deposit' }).click();

  const submitted = centre.getByTestId('deposit-submitted');
  await expect(submitted).toContainText('waiting for confirmation');
  const orderNo = /D\d{16}/.exec((await submitted.textContent()) ?? '')?.[0];
  expect(orderNo, 'the order number on the confirmation').toBeDefined();
  // Nothing arrives before the operator confirms.
  expect(await headerBalance(page)).toBe(before);

  const confirmed = await operatorPostOk<{ status: string }>(`deposits/${orderNo}/confirm`);
  expect(confirmed.status).toBe('success');

  // Closed, the member centre gives the header back: a click on the balance refreshes it.
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(centre).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  await expect.poll(() => headerBalance(page)).toBe(before + 25_000n);

  const reopened = await openDeposit(page);
  await reopened.getByRole('tab', { name: 'Deposit history' }).click();
  const order = reopened.getByTestId('deposit-order').filter({ hasText: orderNo! });
  await expect(order.getByTestId('deposit-status')).toHaveText('Successful');

  expectCleanConsole(consoleErrors, failedCalls);
});
