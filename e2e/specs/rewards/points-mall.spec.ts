import {
  asIp,
  encryptedFor,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  logInWithPassword,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { playableGame } from '../../fixtures/games';
import {
  CONSUMER_TIMEOUT,
  depositByBankTransfer,
  headerBalance,
  memberGet,
  pageSession,
  playCrash,
} from './member-helpers';

const PAYMENT_PASSWORD = '135790';
/**
 * The demo rates (apps/server/src/db/seeds/seed-points.ts): fishing games earn 5 points per
 * 10.00 of valid bets, so each crash round of 100.00 earns 50 points and 18 rounds earn the 900
 * that the demo "10.00 cash" reward costs.
 */
const STAKE = 10_000n;
const ROUNDS = 18;
const EARNED = 900;
const CASH_REWARD = '10.00 cash';
const CASH = 1_000n;

test.beforeEach(async ({ page }) => {
  // A journey of many steps slow by nature: two password hashes (registration, login), the
  // operator's confirmation and event consumers a job poll apart. On a loaded two-core machine
  // they add up past the usual tripled time-out, so the journey gets six times the default.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

test('play, earn points, redeem an item, see the history', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  const auth = await sessionHeaders(request, member, ip);
  const password = await request.put('/wps/member/password/payment', {
    headers: auth,
    data: await encryptedFor(request, ip, {
      loginPassword: member.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    }),
  });
  expect(await password.json()).toMatchObject({ success: true });
  const game = await playableGame(request, 'FISH', 'REEFHUNTER');

  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const headers = await pageSession(page, ip);
  await depositByBankTransfer(page, '400.00');
  await expect.poll(() => headerBalance(page)).toBe(40_000n);

  // Rounds of the house crash game; the points earner turns each settled round into points.
  const net = await playCrash(request, headers, game.nodeId, STAKE, ROUNDS);
  await expect
    .poll(
      async () =>
        (await memberGet<{ balance: number }>(request, '/wps/relay/MCS2_getPointBalance', headers))
          .balance,
      { message: 'the points of the rounds', timeout: CONSUMER_TIMEOUT },
    )
    .toBe(EARNED);

  // The member's menu shows them beside the wallet and leads to the mall.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: member.username }).click();
  await expect(header.getByTestId('member-menu-points')).toHaveText(String(EARNED));
  await expect(header.getByTestId('member-menu-wallet')).toHaveText(/^RM [\d,]+\.\d{2}$/);
  await header.getByRole('button', { name: 'Points mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);

  // The points mall shows them and the cash reward they buy.
  const balance = page.getByTestId('points-balance');
  await expect(balance).toHaveText(`${EARNED} points`, { timeout: FIRST_SCREEN_TIMEOUT });
  const card = page.getByTestId('reward-card').filter({ hasText: CASH_REWARD });
  await expect(card.getByTestId('reward-points')).toHaveText(`${EARNED} points`);
  await card.getByRole('button', { name: 'Exchange' }).click();

  const dialog = page.getByRole('dialog', { name: `Exchange ${CASH_REWARD}` });
  await expect(dialog.getByTestId('exchange-total')).toHaveText(String(EARNED));
  await expect(dialog.getByTestId('exchange-after')).toHaveText('0');
  await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm exchange' }).click();
  await expect(dialog.getByRole('status')).toContainText(`You exchanged 1 × ${CASH_REWARD}.`, {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  const transNo = (await dialog.getByTestId('exchange-trans-no').textContent())!;
  await expect(dialog.getByTestId('exchange-balance-after')).toHaveText('0');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(balance).toHaveText('0 points');

  // The exchange record with its exact points, and the cash in the header's balance.
  const row = page.getByTestId('redeem-row').filter({ hasText: transNo });
  await expect(row).toHaveAttribute('data-status', 'approved');
  await expect(row).toContainText(CASH_REWARD);
  await expect(row.locator('td').nth(3)).toHaveText(String(EARNED));
  await expect(row.locator('td').nth(6)).toHaveText(`−${EARNED}`);
  await expect(row.locator('td').nth(7)).toHaveText('0');
  await expect(row).toContainText('Approved');
  await expect.poll(() => headerBalance(page)).toBe(40_000n + net + CASH);

  expectCleanConsole(consoleErrors, failedCalls);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the avatar menu shows the member's points beside the wallet and opens the mall", async ({
    page,
    request,
  }) => {
    const ip = uniqueIp();
    const member = await registerByApi(request, { ip });
    await asIp(page.context(), ip);
    await page.goto('/');
    await logInWithPassword(page, member.username, member.password);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Account menu of ${member.username}` }).click();
    await expect(header.getByTestId('member-menu-points')).toHaveText('0');
    await expect(header.getByTestId('member-menu-wallet')).toHaveText('RM 0.00');
    await header.getByRole('button', { name: 'Points mall' }).click();
    await expect(page).toHaveURL(/\/pointMall$/);
    await expect(page.getByTestId('points-balance')).toHaveText('0 points', {
      timeout: FIRST_SCREEN_TIMEOUT,
    });
  });
});
