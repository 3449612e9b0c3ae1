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
import { admin } from '../../fixtures/test';
import type { FrameLocator, Page } from '@playwright/test';
import {
  gameFrame,
  houseAnswer,
  launchButton,
  memberGet,
  signedInMember,
} from '../../fixtures/games';
import type { WalletBalance } from '../../../packages/shared/src/schemas/wallet';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member moves money from main to a game wallet and back and sees every balance follow', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  await asIp(page.context(), ip);
  const member = await registerByApi(request, { ip });
  admin('main', 'wallet', 'credit', member.username, '500', 'e2e: vendor transfer');

  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const header = page.getByRole('banner');
  // The header sits behind the member centre (hidden from the accessibility tree meanwhile).
  const headerBalance = page.getByTestId('balance-amount');
  await expect(headerBalance).toHaveText('500.00');

  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await page.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'My wallet' }).click();
  await expect(centre.getByTestId('wallet-total')).toHaveText('RM 500.00');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 500.00');
  const live = centre.getByRole('listitem').filter({ hasText: 'Lotus Live' });
  await expect(live).toContainText('Available');
  await expect(live).toContainText('RM 0.00');
  await expect(centre.getByRole('listitem').filter({ hasText: 'Thunder Peak' })).toContainText(
    'Under maintenance',
  );

  // Money arriving elsewhere shows (page and header) with the next wallet change.
  admin('main', 'wallet', 'credit', member.username, '25', 'e2e: header refresh');

  // Main to the vendor through the form.
  await centre.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Lotus Live' });
  await centre.getByRole('textbox', { name: 'Amount' }).fill('1,000');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByText('The amount is more than the RM 500.00 available.')).toBeVisible();
  await centre.getByRole('textbox', { name: 'Amount' }).fill('120.50');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByRole('status')).toHaveText('RM 120.50 transferred.');
  await expect(live).toContainText('RM 120.50');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 404.50');
  await expect(centre.getByTestId('wallet-total')).toHaveText('RM 525.00');
  await expect(headerBalance).toHaveText('525.00');

  // And back with one click: everything in the vendor's wallet returns to main.
  await live
    .getByRole('button', { name: 'Move everything in Lotus Live back to the main wallet' })
    .click();
  await expect(centre.getByRole('status')).toHaveText('RM 120.50 transferred.');
  await expect(live).toContainText('RM 0.00');
  await expect(centre.getByTestId('wallet-main')).toHaveText('RM 525.00');

  // The header hides the balance on request and keeps it hidden after a reload.
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'Hide balance' }).click();
  await expect(headerBalance).toHaveText('***');
  await page.reload();
  await expect(headerBalance).toHaveText('***', { timeout: FIRST_SCREEN_TIMEOUT });

  expectCleanConsole(consoleErrors, failedCalls);
});

/** Lotus Live keeps a wallet of its own per member; Thunder Wheel is its roulette table. */
const LOTUS_LOBBY = '/live?vassalage=LOTUSLIVE';
const THUNDER_WHEEL = 'Thunder Wheel';

const lotusGames = (page: Page) => page.getByRole('list', { name: 'Lotus Live games' });

/** The member's wallets as the server keeps them: main and the Lotus Live wallet. */
async function wallets(
  request: Parameters<typeof memberGet>[0],
  member: Parameters<typeof memberGet>[1],
) {
  const balance = await memberGet<WalletBalance>(request, member, '/wps/v2/wallets/balance');
  const of = (match: (entry: WalletBalance['wallets'][number]) => boolean) =>
    balance.wallets.find(match)?.balance ?? 0;
  return {
    main: of((entry) => entry.wallet === 'main'),
    lotus: of((entry) => entry.vendor === 'LOTUSLIVE'),
  };
}

/**
 * Puts the smallest chip on red and sends it in a round that takes bets; a round that closed
 * on the way is left to run out and the bet goes into the next one. Answers the bet's envelope.
 */
async function betOnRed(page: Page, frame: FrameLocator) {
  const board = frame.getByRole('group', { name: 'Betting board' });
  const red = board.getByRole('button', { name: /^Red/ }).first();
  for (;;) {
    // Rounds take bets for 15 s and show the number for 5 s before the next one opens.
    await expect(red).toBeEnabled({ timeout: 30_000 });
    const chip = frame.getByRole('group', { name: 'Chip' }).getByRole('button').first();
    await chip.click();
    if ((await frame.getByTestId('pending-total').innerText()) === '0.00') await red.click();
    const answer = houseAnswer(page, 'roulette/bet');
    await frame.getByRole('button', { name: 'Place bets' }).click();
    const body = (await (await answer).json()) as {
      success: boolean;
      errorCode?: string;
      value: { balance: number } | null;
    };
    if (body.errorCode !== 'ROUND_CLOSED') return body;
  }
}

test('launching Thunder Wheel with an empty game wallet offers the transfer, and the game shows what was moved', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request, { credit: '200', path: LOTUS_LOBBY });
  await expect(page.getByTestId('balance-amount')).toHaveText('200.00');
  await launchButton(lotusGames(page), THUNDER_WHEEL).click();

  const offer = page.getByRole('dialog', { name: 'Transfer to Lotus Live' });
  await expect(offer.getByTestId('game-wallet-balance')).toHaveText('RM 0.00');
  await expect(offer.getByTestId('main-wallet-balance')).toHaveText('RM 200.00');
  await offer.getByRole('button', { name: 'RM 50.00' }).click();
  await expect(offer.getByRole('textbox', { name: 'Amount' })).toHaveValue('50.00');
  await offer.getByRole('button', { name: 'Transfer and play' }).click();

  const frame = await gameFrame(page, THUNDER_WHEEL);
  await expect(frame.getByTestId('balance')).toHaveText('RM 50.00');
  // Moving money between the member's own wallets leaves the total as it was.
  await expect(page.getByTestId('balance-amount')).toHaveText('200.00');
  expect(await wallets(request, member)).toEqual({ main: 150, lotus: 50 });

  expectCleanConsole(consoleErrors, failedCalls);
});

test('with the automatic transfer on, launching moves the balance into the game and leaving brings it back', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request, { credit: '80', path: LOTUS_LOBBY });
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(member.username) })
    .click();
  await page.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'My wallet' }).click();
  const auto = centre.getByRole('switch', { name: 'Move my balance automatically' });
  await expect(auto).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/wps/member/wallet/settings' &&
      response.request().method() === 'PUT',
  );
  await auto.check();
  expect(await (await saved).json()).toMatchObject({
    success: true,
    value: { autoTransfer: true },
  });
  await expect(auto).toBeChecked();
  await page.keyboard.press('Escape');

  // No offer this time: the launch itself moves the whole main balance in.
  await launchButton(lotusGames(page), THUNDER_WHEEL).click();
  const frame = await gameFrame(page, THUNDER_WHEEL);
  await expect(frame.getByTestId('balance')).toHaveText('RM 80.00');
  expect(await wallets(request, member)).toEqual({ main: 0, lotus: 80 });

  // Leaving the game by its own exit (the portal page loads anew) brings it back to main.
  await frame.getByRole('link', { name: 'Exit game' }).click();
  await expect(lotusGames(page)).toBeVisible();
  await expect.poll(() => wallets(request, member)).toEqual({ main: 80, lotus: 0 });

  // And the setting stays with the member.
  expect(
    await memberGet<{ autoTransfer: boolean }>(request, member, '/wps/member/wallet/settings'),
  ).toEqual({ autoTransfer: true });
  expectCleanConsole(consoleErrors, failedCalls);
});

test('a stake the game wallet cannot cover offers Transfer in inside the game, and play goes on', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request, { credit: '100', path: LOTUS_LOBBY });
  await launchButton(lotusGames(page), THUNDER_WHEEL).click();
  await page
    .getByRole('dialog', { name: 'Transfer to Lotus Live' })
    .getByRole('button', { name: 'Play without transferring' })
    .click();
  const frame = await gameFrame(page, THUNDER_WHEEL);
  const balance = frame.getByTestId('balance');
  await expect(balance).toHaveText('RM 0.00');

  const refused = await betOnRed(page, frame);
  expect(refused).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS' });
  const banner = frame.getByRole('alert');
  await expect(banner).toContainText('Your balance is not enough for this amount.');
  await banner.getByRole('button', { name: 'Transfer in' }).click();

  const topUp = page.getByRole('dialog', { name: 'Transfer to Lotus Live' });
  await expect(topUp.getByTestId('game-wallet-balance')).toHaveText('RM 0.00');
  await expect(topUp.getByTestId('main-wallet-balance')).toHaveText('RM 100.00');
  await topUp.getByRole('textbox', { name: 'Amount' }).fill('20');
  await topUp.getByRole('button', { name: 'Transfer in' }).click();
  await expect(topUp).toBeHidden();
  await expect(balance).toHaveText('RM 20.00');
  await expect(banner).toBeHidden();
  expect(await wallets(request, member)).toEqual({ main: 80, lotus: 20 });

  const taken = await betOnRed(page, frame);
  expect(taken).toMatchObject({ success: true });
  expect(taken.value!.balance).toBeLessThan(20);
  // The refused stake is the one failed call.
  expectCleanConsole(consoleErrors, failedCalls, [
    { status: 400, path: '/house/api/roulette/bet' },
  ]);
});
