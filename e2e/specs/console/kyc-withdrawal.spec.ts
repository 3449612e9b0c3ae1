import type { Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { signInToConsole } from '../../fixtures/console';
import { createEnrolledStaff } from '../../fixtures/operator';
import { memberReadyToWithdraw, PAYEE_NAME, PAYMENT_PASSWORD } from '../../fixtures/withdrawals';

/** A real 1x1 PNG: the server judges documents by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
/** Above the site's default amount that needs a verified identity (5,000.00). */
const LARGE = '5500';

test.beforeEach(async ({ page }) => {
  // A member registers and logs in and a risk analyst enrols: each waits on a slow hash.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

async function requestWithdrawal(centre: ReturnType<Page['getByRole']>) {
  await centre.getByLabel('Amount').fill(LARGE);
  await centre.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
}

test('a large withdrawal waits for identity documents, a risk analyst verifies them in the console, and the withdrawal then reaches the queue', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberReadyToWithdraw(request, ip, { credit: '6000' });

  // The member asks for a large withdrawal: refused until the identity is verified.
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: member.username }).first().click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Withdrawal', exact: true }).click();
  await requestWithdrawal(centre);
  const refusal = centre.getByTestId('withdraw-kyc-required');
  await expect(refusal).toContainText('needs a verified identity');
  await refusal.getByRole('button', { name: 'Verify my identity' }).click();

  // The member uploads the four documents and submits them.
  await expect(centre.getByTestId('kyc-state')).toContainText('Not verified yet');
  const files: Array<[string, { name: string; mimeType: string; buffer: Buffer }]> = [
    ['Identity document (front)', { name: 'front.png', mimeType: 'image/png', buffer: PNG }],
    ['Identity document (back)', { name: 'back.png', mimeType: 'image/png', buffer: PNG }],
    ['Selfie holding your document', { name: 'me.png', mimeType: 'image/png', buffer: PNG }],
    ['Proof of address', { name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF }],
  ];
  for (const [label, file] of files) {
    await centre.getByLabel(label).setInputFiles(file);
    await expect(
      centre.getByTestId(`kyc-${kindOf(label)}`).getByText('Uploaded', { exact: true }),
    ).toBeVisible();
  }
  await centre.getByRole('button', { name: 'Submit for review' }).click();
  await expect(centre.getByTestId('kyc-state')).toContainText('Your documents are being reviewed.');

  // A risk analyst opens the check in the console and verifies it with the birthday.
  const analyst = await createEnrolledStaff('risk');
  const desk = await browser.newContext();
  try {
    const deskPage = await desk.newPage();
    await presetStorage(deskPage, { 'console.language': 'en' });
    await signInToConsole(deskPage, analyst.credentials, `kyc?username=${member.username}`);
    const queue = deskPage.getByRole('table', { name: 'Identity checks' });
    await queue.getByText(member.username).click();
    await expect(deskPage.getByRole('img', { name: 'Selfie' })).toBeVisible();
    await expect(deskPage.getByRole('img', { name: 'Identity document, front' })).toBeVisible();
    await expect(deskPage.getByText(PAYEE_NAME)).toBeVisible();
    await deskPage.getByLabel('Birthday on the document').fill('1990-05-04');
    await deskPage.getByRole('button', { name: 'Verify' }).click();
    await expect(deskPage.getByText('This check was decided.')).toBeVisible();

    // The member withdraws again: the request now goes through, and waits in finance's queue.
    await centre.getByRole('button', { name: 'Withdrawal', exact: true }).click();
    await requestWithdrawal(centre);
    await expect(centre.getByText(/^Withdrawal W\d+ requested\./)).toBeVisible({
      timeout: PASSWORD_HASH_TIMEOUT,
    });
    await deskPage.goto(`/console/cashier/withdrawals?member=${member.username}`);
    const withdrawals = deskPage.getByRole('table', { name: 'Withdrawals' });
    await expect(withdrawals.getByRole('row').filter({ hasText: member.username })).toContainText(
      'Pending',
    );
  } finally {
    await desk.close();
  }

  expectCleanConsole(consoleErrors, failedCalls, [{ status: 403, path: '/wps/member/withdraw' }]);
});

function kindOf(label: string): string {
  if (label.includes('front')) return 'id_front';
  if (label.includes('back')) return 'id_back';
  if (label.startsWith('Selfie')) return 'selfie';
  return 'address';
}
