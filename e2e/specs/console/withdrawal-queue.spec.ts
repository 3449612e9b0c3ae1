import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  asIp,
  encryptedFor,
  expect,
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
import { SEEDED_FINANCE, signInToConsole } from '../../fixtures/console';
import { admin } from '../../fixtures/test';

const PAYEE_NAME = 'Tan Ah Kow';
const PAYMENT_PASSWORD = '246810';
/** A 1x1 PNG: the bank's confirmation as a clerk would attach it (the server checks the bytes). */
const SLIP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  // Two people sign in, and the member's registration, logins and payment password each wait on
  // a deliberately slow hash (argon2id): the journey takes longer than test.slow() allows.
  test.setTimeout(180_000);
  await presetStorage(page, { 'console.language': 'en' });
});

/**
 * A member who asked to withdraw `amount`, set up through the API as the portal would: real name,
 * payment password, money credited by the admin command, a Maybank card, then the request.
 */
async function memberWithRequest(
  request: APIRequestContext,
  ip: string,
  amount: number,
): Promise<{ member: NewMember; orderNo: string; accountNumber: string }> {
  const member = await registerByApi(request, { ip });
  const auth = await sessionHeaders(request, member, ip);
  const ok = async (response: Promise<{ json: () => Promise<unknown> }>, what: string) => {
    const body = await (await response).json();
    expect(body, what).toMatchObject({ success: true });
    return (body as { value: Record<string, unknown> }).value;
  };
  await ok(
    request.put('/wps/member/payeeName', { headers: auth, data: { payeeName: PAYEE_NAME } }),
    'the real name',
  );
  await ok(
    request.put('/wps/member/password/payment', {
      headers: auth,
      data: await encryptedFor(request, ip, {
        loginPassword: member.password,
        newPaymentPassword: PAYMENT_PASSWORD,
        confirmPaymentPassword: PAYMENT_PASSWORD,
      }),
    }),
    'the payment password',
  );
  admin('main', 'wallet', 'credit', member.username, '500');
  const accountNumber = `51${Date.now().toString().slice(-10)}`;
  const card = await ok(
    request.post('/wps/member/bank-cards', {
      headers: auth,
      data: { bankCode: 'MBB', accountNumber, holderName: PAYEE_NAME },
    }),
    'the bank card',
  );
  const order = await ok(
    request.post('/wps/member/withdraw', {
      headers: auth,
      data: await encryptedFor(request, ip, {
        bankCardId: card.id,
        amount,
        paymentPassword: PAYMENT_PASSWORD,
        reference: randomBytes(12).toString('hex'),
      }),
    }),
    'the withdrawal request',
  );
  return { member, orderNo: String(order.orderNo), accountNumber };
}

/** The member confirms on the portal, in a browser of their own, that the money arrived. */
async function confirmReceivedOnPortal(portal: Page, member: NewMember, orderNo: string) {
  await asIp(portal.context(), member.ip);
  await presetStorage(portal, { lang: 'EN' });
  await portal.goto('/');
  await logInWithPassword(portal, member.username, member.password);
  const header = portal.getByRole('banner');
  await header.getByRole('button', { name: member.username }).first().click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = portal.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Withdrawal', exact: true }).click();
  const receipt = centre.getByRole('region', { name: 'Did your withdrawal arrive?' });
  await expect(receipt.getByText(orderNo)).toBeVisible();
  await receipt.getByRole('button', { name: 'Received', exact: true }).click();
  await receipt.getByRole('button', { name: 'Send answer' }).click();
  await expect(centre.getByText(`Thank you. Withdrawal ${orderNo}: Received.`)).toBeVisible();
}

test('a finance clerk pays a withdrawal in the console, and sees the member confirm it on the portal', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const { member, orderNo, accountNumber } = await memberWithRequest(request, ip, 120.5);

  // The clerk's queue, narrowed to this member: the request waits, the names agree.
  await signInToConsole(page, SEEDED_FINANCE, `cashier/withdrawals?member=${member.username}`);
  const queue = page.getByRole('table', { name: 'Withdrawals' });
  const row = queue.getByRole('row').filter({ hasText: orderNo });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Differs from the real name')).toHaveCount(0);
  await expect(page.getByText('Queue holds 120.50 MYR')).toBeVisible();

  // Pay it and mark it paid, with the bank's slip.
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const pay = page.getByRole('dialog', { name: `Pay withdrawal ${orderNo}` });
  await expect(pay.getByText(accountNumber)).toBeVisible();
  await pay.getByLabel('Payout slip (optional)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: SLIP,
  });
  await expect(pay.getByRole('img', { name: 'Chosen payout slip' })).toBeVisible();
  await pay.getByLabel('Note for the record (optional)').fill('IBG transfer');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Withdrawal ${orderNo} marked paid`)).toBeVisible();
  await expect(pay).toBeHidden();

  // No longer pending: with every status it reads paid, waiting for the member.
  await page.getByLabel('Status').selectOption('all');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Member asked to confirm until /)).toBeVisible();

  // The member answers on the portal.
  const portalContext = await browser.newContext();
  try {
    await confirmReceivedOnPortal(await portalContext.newPage(), member, orderNo);
  } finally {
    await portalContext.close();
  }

  // The queue shows the member's answer, and the slip is kept with the order.
  await page.reload();
  await expect(row.getByText('Received', { exact: true })).toBeVisible({
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  await expect(row.getByText('Member confirmed receipt')).toBeVisible();
  await row.getByText(member.username).click();
  const detail = page.getByRole('dialog', { name: `Withdrawal ${orderNo}` });
  await detail.getByRole('button', { name: 'Show the payout slip' }).click();
  await expect(detail.getByRole('img', { name: `Payout slip of ${orderNo}` })).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
