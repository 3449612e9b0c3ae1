import type { Locator, Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  logInWithPassword,
  MEMBER_PASSWORD,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
  uniqueMobile,
  uniqueName,
} from '../../fixtures/accounts';
import { operatorGet, operatorLogin, operatorPut, SEEDED_ADMIN } from '../../fixtures/operator';
import { E2E_CAPTCHA } from '../../fixtures/servers';

/**
 * The rules of this test: a first deposit of 50.00 qualifies, the reward is 18.88 in the bonus
 * wallet with 1x turnover. The referral tracker is an event consumer (one job poll after the
 * deposit), so the friend qualifies a few seconds after the money arrives.
 */
const RULES = {
  enabled: true,
  minFirstDeposit: 50,
  minTurnover: 0,
  qualifyWithinDays: 30,
  rewardAmount: 18.88,
  rewardWallet: 'bonus',
  turnoverMultiple: 1,
  bonusExpiryDays: 30,
};
const CONSUMER_TIMEOUT = 30_000;

test.beforeEach(async ({ page }) => {
  // Registrations and logins wait on a deliberately slow hash.
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** The friends list shows what the server says when the page opens: open it afresh. */
async function friendStatuses(page: Page, username: string, row: Locator): Promise<string[]> {
  await openCentrePage(page, username, 'Bonus details');
  const centre = await openCentrePage(page, username, 'Invite friends');
  await expect(centre.getByRole('heading', { name: 'Invited friends' })).toBeVisible();
  await expect(centre.locator('[aria-busy="true"]')).toHaveCount(0);
  return row.getByTestId('referral-friend-status').allTextContents();
}

/** Opens the member centre from the header's account menu, then one of its pages. */
async function openCentrePage(page: Page, username: string, entry: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(username) }).click();
    await header.getByRole('button', { name: 'My account' }).click();
  }
  await centre.getByRole('button', { name: entry, exact: true }).click();
  return centre;
}

test('a friend registers through the copied link and deposits; the referrer sees them qualified and the exact reward', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // Two browsers, two registrations and a deposit: on a loaded machine it needs more than 90 s.
  test.setTimeout(180_000);
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const before = await operatorGet<typeof RULES & { updatedAt: string | null }>('referral/rules', {
    operator: admin,
  });
  const saved = await operatorPut('referral/rules', RULES, { operator: admin });
  expect(saved, 'the referral rules of the test').toMatchObject({ success: true });
  const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    // The referrer copies the link from their referral page.
    const ip = uniqueIp();
    const referrer = await registerByApi(request, { ip });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await asIp(page.context(), ip);
    await page.goto('/');
    await logInWithPassword(page, referrer.username, referrer.password);
    const centre = await openCentrePage(page, referrer.username, 'Invite friends');
    await expect(centre.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
    const code = (await centre.getByTestId('referral-code').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(centre.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
    await expect(centre.getByTestId('referral-reward-rule')).toHaveText(
      'You receive RM 18.88 for each qualified friend, in your bonus wallet, released after 1× its amount in valid bets.',
    );
    await expect(centre.getByText('No friends yet')).toBeVisible();
    await centre.getByRole('button', { name: 'Copy referral link' }).click();
    await expect(centre.getByRole('button', { name: 'Copy referral link' })).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(new URL(`/register?referralCode=${code}`, page.url()).href);

    // The friend opens the link in a browser of their own and registers with the code filled in.
    const friendPage = await friendContext.newPage();
    await presetStorage(friendPage, { lang: 'EN' });
    await asIp(friendContext, uniqueIp());
    await friendPage.goto(link);
    const dialog = friendPage.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
    await expect(dialog.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code);
    const friendName = uniqueName('f');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(friendName);
    await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
    await dialog.getByRole('textbox', { name: 'Captcha' }).fill(E2E_CAPTCHA);
    await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
    const friendHeader = friendPage.getByRole('banner');
    await expect(friendHeader.getByText(friendName, { exact: true })).toBeVisible();

    // The referrer sees the friend, masked, as registered.
    const masked = `${friendName.slice(0, 2)}***${friendName.at(-1)}`;
    const friendRow = centre.getByTestId('referral-friend').filter({ hasText: masked });
    await expect
      .poll(() => friendStatuses(page, referrer.username, friendRow), {
        message: 'the friend in the list',
        timeout: CONSUMER_TIMEOUT,
      })
      .toEqual(['Registered']);

    // The friend's first deposit of 100.00 through the sandbox gateway.
    await friendHeader.getByRole('button', { name: 'Deposit', exact: true }).click();
    const friendCentre = friendPage.getByRole('dialog', { name: 'Member centre' });
    await friendCentre.getByText('Online payment (sandbox)').click();
    await friendCentre.getByRole('textbox', { name: 'Amount' }).fill('100.00');
    await friendCentre.getByRole('button', { name: 'Continue to payment' }).click();
    await friendPage.waitForURL(/\/sandbox-gateway\/pay\?/);
    await friendPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(friendPage.getByTestId('deposit-result')).toContainText(
      'has arrived in your main wallet',
      { timeout: FIRST_SCREEN_TIMEOUT },
    );

    // The referrer's page: the friend qualified, and exactly 18.88 was earned.
    await expect
      .poll(() => friendStatuses(page, referrer.username, friendRow), {
        message: 'the friend qualified',
        timeout: CONSUMER_TIMEOUT,
      })
      .toEqual(['Qualified']);
    await expect(friendRow.getByTestId('referral-friend-reward')).toHaveText(/RM 18\.88$/);
    await expect(centre.getByTestId('referral-total-friends')).toHaveText('1');
    await expect(centre.getByTestId('referral-total-firstDeposits')).toHaveText('1');
    await expect(centre.getByTestId('referral-total-qualified')).toHaveText('1');
    await expect(centre.getByTestId('referral-total-rewardsEarned')).toHaveText('RM 18.88');

    // The reward is a bonus of exactly 18.88 with 18.88 of turnover, and a message says so.
    await openCentrePage(page, referrer.username, 'Bonus details');
    const bonus = centre.getByTestId('bonus-row').filter({ hasText: 'Referral reward' });
    await expect(bonus.getByTestId('bonus-amount')).toHaveText('RM 18.88');
    await expect(bonus).toContainText('RM 0.00 of RM 18.88 (0%)');
    await openCentrePage(page, referrer.username, 'Platform messages');
    await expect(centre.getByText('Referral reward').first()).toBeVisible();

    expectCleanConsole(consoleErrors, failedCalls);
  } finally {
    await friendContext.close();
    // The rules as they were, for the specs that follow on this server.
    const { updatedAt: _updatedAt, ...previous } = before.value;
    await operatorPut('referral/rules', previous, { operator: admin });
  }
});
