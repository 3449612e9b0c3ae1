import type { Locator, Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  test,
  uniqueIp,
  type NewMember,
} from '../../fixtures/accounts';
import { operatorPostOk } from '../../fixtures/operator';
import { memberReadyToWithdraw, PAYEE_NAME, PAYMENT_PASSWORD } from '../../fixtures/withdrawals';

test.beforeEach(async ({ page }) => {
  // Registration, logins and the payment password wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** Opens the member centre on the withdraw page (again: it then reads fresh data). */
async function openWithdrawPage(page: Page, member: NewMember): Promise<Locator> {
  const header = page.getByRole('banner');
  // The menu button reads the name on wide screens and "Account menu of <name>" on phones.
  await header.getByRole('button', { name: member.username }).first().click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Withdrawal', exact: true }).click();
  await expect(centre.getByRole('heading', { name: 'Withdrawal history' })).toBeVisible();
  return centre;
}

async function closeCentre(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeHidden();
}

async function bindCard(centre: Locator) {
  await centre.getByRole('button', { name: 'Add a card' }).first().click();
  await centre.getByLabel('Bank', { exact: true }).selectOption({ label: 'Maybank' });
  const accountNumber = `51${Date.now().toString().slice(-10)}`;
  await centre.getByLabel('Account number').fill(accountNumber);
  await expect(centre.getByLabel('Account holder')).toHaveValue(PAYEE_NAME);
  await centre.getByRole('button', { name: 'Add card' }).click();
  await expect(centre.getByText('Card added.')).toBeVisible();
  await expect(centre.getByText(`**** ${accountNumber.slice(-4)}`).first()).toBeVisible();
}

/** Asks for `amount` to the bound card; returns the order number. */
async function withdraw(centre: Locator, amount: string): Promise<string> {
  await centre.getByLabel('Amount', { exact: true }).fill(amount);
  await centre.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // The payment password is checked against its argon2id hash.
  const notice = centre.getByText(/^Withdrawal W\d+ requested/);
  await expect(notice).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT });
  const orderNo = /W\d+/.exec((await notice.textContent()) ?? '')?.[0];
  expect(orderNo).toBeDefined();
  const row = centre.getByTestId('withdrawal-order').filter({ hasText: orderNo! });
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Awaiting review');
  return orderNo!;
}

/** Binds a Maybank card and asks for `amount`; returns the order number. */
async function bindCardAndWithdraw(centre: Locator, amount: string): Promise<string> {
  await bindCard(centre);
  return withdraw(centre, amount);
}

/** Two boxes on screen share no point. */
function apart(a: { x: number; y: number; width: number; height: number } | null, b: typeof a) {
  if (!a || !b) return false;
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  );
}

test('the withdrawal page names a running bonus before the form, and giving it up clears the way', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberReadyToWithdraw(request, ip, { credit: '500', card: false });
  const granted = await operatorPostOk<{ bonusNo: string }>('bonuses', {
    username: member.username,
    amount: 20,
    turnoverMultiple: 5,
    expiryDays: 7,
    reason: 'Goodwill',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);

  let centre = await openWithdrawPage(page, member);
  await bindCard(centre);
  const requirements = centre.getByTestId('withdraw-requirements');
  const bonus = requirements.getByTestId('requirement-bonus');
  await expect(bonus).toContainText(`Bonus: Goodwill${granted.bonusNo}`);
  await expect(bonus.getByTestId('requirement-bonus-left')).toHaveText('RM 100.00 left');
  await expect(centre.getByTestId('turnover-remaining')).toHaveText('RM 100.00');
  // Before the form: a refusal is never the first word of it.
  const form = centre.getByRole('heading', { name: 'Request a withdrawal' });
  expect((await requirements.boundingBox())!.y).toBeLessThan((await form.boundingBox())!.y);
  await expect(centre.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();

  // Its link leads to the bonus, whose card keeps its expiry clear of its state on a phone.
  await bonus
    .getByRole('button', { name: `View bonus ${granted.bonusNo} in bonus details` })
    .click();
  const card = centre.getByTestId('bonus-row').filter({ hasText: granted.bonusNo });
  await expect(card.getByTestId('bonus-state')).toHaveText('In progress');
  expect(
    apart(
      await card.getByTestId('bonus-time').boundingBox(),
      await card.locator('td').last().boundingBox(),
    ),
    'the expiry and the state of the bonus card do not overlap',
  ).toBe(true);

  await closeCentre(page);
  centre = await openWithdrawPage(page, member);
  await bonus.getByRole('button', { name: `Give up bonus ${granted.bonusNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Give up this bonus?' });
  await expect(dialog).toContainText(
    `Goodwill (${granted.bonusNo}): the bonus of RM 20.00 leaves your bonus wallet and cannot be restored.`,
  );
  await dialog.getByRole('button', { name: 'Give up bonus' }).click();
  await expect(centre.getByText(`Bonus ${granted.bonusNo} was given up.`)).toBeVisible();
  await expect(requirements).toBeHidden();
  await expect(centre.getByTestId('turnover-remaining')).toHaveText('RM 0.00');
  await withdraw(centre, '50.00');

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a member binds a card, withdraws, and confirms the receipt once finance has paid', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberReadyToWithdraw(request, ip, { credit: '500', card: false });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);

  let centre = await openWithdrawPage(page, member);
  await expect(centre.getByTestId('withdrawable-balance')).toHaveText('RM 500.00');
  const orderNo = await bindCardAndWithdraw(centre, '120.50');
  // The amount is held at once: the page shows what is left to withdraw.
  await expect(centre.getByTestId('withdrawable-balance')).toHaveText('RM 379.50');

  await operatorPostOk(`withdrawals/${orderNo}/approve`);
  await closeCentre(page);
  centre = await openWithdrawPage(page, member);
  const receipt = centre.getByRole('region', { name: 'Did your withdrawal arrive?' });
  await expect(receipt.getByText(orderNo)).toBeVisible();
  await receipt.getByRole('button', { name: 'Received', exact: true }).click();
  await receipt.getByRole('button', { name: 'Send answer' }).click();
  await expect(centre.getByText(`Thank you. Withdrawal ${orderNo}: Received.`)).toBeVisible();
  await expect(receipt).toBeHidden();
  const row = centre.getByTestId('withdrawal-order').filter({ hasText: orderNo });
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Received');
  await closeCentre(page);
  // The paid amount has left the wallet; the header balance says so.
  await expect(page.getByRole('banner').getByText('379.50')).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a member reports a payment that did not arrive with proof, and finance refunds it', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberReadyToWithdraw(request, ip, { credit: '500', card: false });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);

  let centre = await openWithdrawPage(page, member);
  const orderNo = await bindCardAndWithdraw(centre, '200');
  await operatorPostOk(`withdrawals/${orderNo}/approve`);
  await closeCentre(page);
  centre = await openWithdrawPage(page, member);
  const receipt = centre.getByRole('region', { name: 'Did your withdrawal arrive?' });
  await receipt.getByRole('button', { name: 'Not received' }).click();
  await receipt.getByRole('button', { name: 'Send answer' }).click();
  await expect(receipt.getByText('Attach a picture of your bank statement.')).toBeVisible();
  await receipt.getByLabel('Proof (a picture of your bank statement)').setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    // A 1x1 PNG: the server checks the bytes, not the name.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  });
  await expect(receipt.getByRole('img', { name: 'Chosen proof' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Send answer' }).click();
  const row = centre.getByTestId('withdrawal-order').filter({ hasText: orderNo });
  await expect(row.getByTestId('withdrawal-status')).toHaveText('Not received, under review');
  await expect(row.getByText('Missing RM 200.00')).toBeVisible();
  await expect(centre.getByTestId('withdrawable-balance')).toHaveText('RM 300.00');

  await operatorPostOk(`withdrawals/${orderNo}/refund`, { note: 'Returned by the bank' });
  await closeCentre(page);
  centre = await openWithdrawPage(page, member);
  const refunded = centre.getByTestId('withdrawal-order').filter({ hasText: orderNo });
  await expect(refunded.getByTestId('withdrawal-status')).toHaveText('Refunded');
  await expect(refunded.getByText('Refunded RM 200.00')).toBeVisible();
  await expect(centre.getByTestId('withdrawable-balance')).toHaveText('RM 500.00');

  expectCleanConsole(consoleErrors, failedCalls);
});
