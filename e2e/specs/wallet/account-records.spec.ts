import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
  type NewMember,
} from '../../fixtures/accounts';
import { admin } from '../../fixtures/test';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/**
 * A new member with three movements: two credits by the operator's admin command (adjustments of
 * 500.00 and 120.50) and 100.00 moved from the main wallet to the Lotus Live game wallet.
 */
async function memberWithMovements(request: APIRequestContext, ip: string): Promise<NewMember> {
  const member = await registerByApi(request, { ip });
  admin('main', 'wallet', 'credit', member.username, '500', 'e2e: account records');
  admin('main', 'wallet', 'credit', member.username, '120.50', 'e2e: account records');
  const signedIn = await sessionHeaders(request, member, ip);
  const transfer = await request.post('/wps/relay/GCS_walletTransfer', {
    headers: signedIn,
    data: { from: 'main', to: 'LOTUSLIVE', amount: 100, reference: `records-${Date.now()}` },
  });
  expect(await transfer.json()).toMatchObject({ success: true, value: { status: 'SUCCESS' } });
  return member;
}

/** Opens Account records from the header's account menu (spec section 2: account record). */
async function openRecords(page: Page, member: NewMember): Promise<Locator> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await header.getByRole('button', { name: 'Account record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Account records' })).toBeVisible();
  return centre;
}

/** The row of a movement, found by what it shows. */
const row = (centre: Locator, ...texts: string[]) =>
  texts.reduce(
    (rows, text) => rows.filter({ hasText: text }),
    centre.getByTestId('account-record'),
  );

test('a member reads every movement with its balance and totals, and filters by type', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await memberWithMovements(request, ip);
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const centre = await openRecords(page, member);

  const rows = centre.getByTestId('account-record');
  await expect(rows).toHaveCount(4);
  await expect(row(centre, 'Adjustment', '+500.00')).toContainText('500.00');
  await expect(row(centre, 'Adjustment', '+120.50')).toContainText('620.50');
  await expect(row(centre, 'Transfer to game wallet', 'Main wallet')).toContainText('−100.00');
  await expect(row(centre, 'Transfer to game wallet', 'Main wallet')).toContainText('520.50');
  await expect(row(centre, 'Transfer to game wallet', 'Lotus Live')).toContainText('+100.00');
  // Newest first: the credits come last, the first credit at the bottom.
  await expect(rows.last()).toContainText('+500.00');
  await expect(centre.getByTestId('records-money-in')).toHaveText('+720.50');
  await expect(centre.getByTestId('records-money-out')).toHaveText('−100.00');
  await expect(centre.getByTestId('records-net')).toHaveText('+620.50');

  await centre.getByLabel('Type').selectOption({ label: 'Adjustment' });
  await expect(rows).toHaveCount(2);
  await expect(centre.getByTestId('records-money-in')).toHaveText('+620.50');
  await expect(centre.getByTestId('records-money-out')).toHaveText('0.00');

  await centre.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(centre.getByText('No movements in this period.')).toBeVisible();
  await expect(rows).toHaveCount(0);

  await centre.getByLabel('Type').selectOption({ label: 'All types' });
  await centre.getByRole('button', { name: 'Yesterday' }).click();
  await expect(centre.getByText('No movements in this period.')).toBeVisible();
  await centre.getByRole('button', { name: 'Today' }).click();
  await expect(rows).toHaveCount(4);

  expectCleanConsole(consoleErrors, failedCalls);
});

test('account records read as cards on a phone, without sideways scrolling', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  admin('main', 'wallet', 'credit', member.username, '1234567.89', 'e2e: phone records');
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const centre = await openRecords(page, member);
  const card = centre.getByTestId('account-record');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('+1,234,567.89');
  // Each card labels its balance itself: the table's column heads are not shown.
  await expect(card.getByText('Balance after (RM)')).toBeVisible();
  const overflow = () =>
    centre.getByRole('heading', { name: 'Account records' }).evaluate((heading) => {
      const page = heading.closest('section')!;
      return page.scrollWidth - page.clientWidth;
    });
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  expectCleanConsole(consoleErrors, failedCalls);
});
