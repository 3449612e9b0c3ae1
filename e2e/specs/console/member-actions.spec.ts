import type { Page } from '@playwright/test';
import {
  asIp,
  expect,
  logInWithPassword,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  type NewMember,
} from '../../fixtures/accounts';
import { SEEDED_ADMIN, SEEDED_FINANCE, signInToConsole } from '../../fixtures/console';

test.beforeEach(async ({ page }) => {
  // Registration and both sign-ins wait on a deliberately slow hash (argon2id).
  test.slow();
  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
});

/** Finds the member with the search box and opens their page. */
async function openMember(page: Page, member: NewMember): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(member.username);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await page.getByRole('link', { name: member.username, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(member.username) }),
  ).toBeVisible();
}

test('an admin locks a member, whose next portal call is refused', async ({ page, request }) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  const headers = await sessionHeaders(request, member, ip);
  const portalCall = () => request.get('/wps/member/notices/unread-count', { headers });
  expect((await portalCall()).status()).toBe(200);

  await signInToConsole(page, SEEDED_ADMIN, 'members');
  await openMember(page, member);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Lock ${member.username}?` });
  await dialog.getByRole('textbox').fill('e2e: account shared with another player');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${member.username} is locked;`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();

  const refused = await portalCall();
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false, errorCode: 'SESSION_EXPIRED' });
});

test('an adjustment over the threshold waits for a second staff member, then shows in the member’s records', async ({
  page,
  browser,
  request,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });

  // finance01 asks for 1,500.00: above the 1,000.00 threshold, it waits.
  await signInToConsole(page, SEEDED_FINANCE, 'members');
  await openMember(page, member);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${member.username}` });
  await dialog.getByLabel(/Amount/).fill('1500');
  await dialog.getByLabel('Reason').fill('e2e: jackpot paid by hand');
  await dialog.getByRole('button', { name: 'Submit adjustment' }).click();
  await expect(dialog.getByText(/is waiting for a second staff member/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Balance adjustments' }).click();
  const ownRow = page.getByRole('row', { name: new RegExp(member.username) });
  await expect(ownRow.getByText('Your request')).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // operator01, a second staff member, approves it in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.addInitScript(() => localStorage.setItem('console.language', 'en'));
  await signInToConsole(admin, SEEDED_ADMIN, 'members/adjustments');
  const row = admin.getByRole('row', { name: new RegExp(member.username) });
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: /^Approve ADJ\d{8}\?$/ });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await admin.getByLabel('Status').selectOption('applied');
  await expect(
    admin.getByRole('row', { name: new RegExp(member.username) }).getByText('Applied'),
  ).toBeVisible();
  await adminContext.close();

  // The member sees it in their account records on the portal.
  const memberContext = await browser.newContext();
  await asIp(memberContext, ip);
  const portal = await memberContext.newPage();
  await presetStorage(portal, { lang: 'EN' });
  await portal.goto('/');
  await logInWithPassword(portal, member.username, member.password);
  const header = portal.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await header.getByRole('button', { name: 'Account record' }).click();
  const centre = portal.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Account records' })).toBeVisible();
  const record = centre.getByTestId('account-record').filter({ hasText: 'Adjustment' });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('+1,500.00');
  await memberContext.close();
});
