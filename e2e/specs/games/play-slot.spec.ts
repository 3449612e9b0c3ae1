import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { fromMinor, toMinor } from '../../../packages/shared/src/money';
import {
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  presetStorage,
  test,
} from '../../fixtures/accounts';
import {
  endsWithMoney,
  gameCard,
  houseAnswer,
  launchFromGrid,
  memberGet,
  newestRound,
  playableGame,
  shownMoney,
  signedInMember,
  type CatalogueGame,
  type SignedInMember,
} from '../../fixtures/games';

interface BetRecords {
  list: { roundId: string; gameName: string; stake: number; payout: number; status: string }[];
}

const OPENING = '100.00';

// The reels spin as most members see them (the config asks every other journey for less motion).
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

interface PlayedRound {
  /** The game's page in the /game frame. */
  frame: FrameLocator;
  roundId: string;
  /** Minor units. */
  stake: bigint;
  payout: bigint;
  /** The balance after the round, as shown. */
  closing: string;
}

/**
 * Launches `game` from the lobby's grid (the member's main wallet holds OPENING), plays one spin
 * at the smallest line bet on one line in the frame, and checks the balance the game then shows
 * against the round the game lists and the round the betting record holds.
 */
async function spinOnce(
  page: Page,
  request: APIRequestContext,
  member: SignedInMember,
  game: CatalogueGame,
): Promise<PlayedRound> {
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  const frameBalance = frame.getByTestId('balance');
  await expect(frameBalance).toHaveText(endsWithMoney(toMinor(OPENING)));

  const lineBet = frame.getByRole('combobox', { name: 'Line bet' });
  await lineBet.selectOption({ index: 0 });
  await expect(lineBet.locator('option:checked')).toHaveText(shownMoney(game.minBet));
  await frame.getByRole('combobox', { name: 'Lines' }).selectOption('1');
  await expect(frame.getByTestId('total-stake')).toHaveText(endsWithMoney(game.minBet));
  const spun = houseAnswer(page, 'slot/spin');
  await frame.getByRole('button', { name: 'Spin' }).click();
  expect((await spun).ok(), 'the spin is played').toBe(true);
  // The answer is in; the reels turn for under a second before the outcome shows.
  await expect(frame.getByText(/^(You win .+|No win this time\.)$/)).toBeVisible();

  const { stake, payout } = await newestRound(frame);
  expect(stake).toBe(toMinor(game.minBet.toFixed(2)));
  const bets = () => memberGet<BetRecords>(request, member, '/wps/member/bets');
  await expect
    .poll(async () => (await bets()).list, { message: 'the betting record of the round' })
    .toEqual([
      expect.objectContaining({
        gameName: game.gameName,
        status: 'settled',
        stake: Number(fromMinor(stake)),
        payout: Number(fromMinor(payout)),
      }),
    ]);
  const { list } = await bets();
  const closing = toMinor(OPENING) - stake + payout;
  await expect(frameBalance).toHaveText(endsWithMoney(closing));
  return { frame, roundId: list[0]!.roundId, stake, payout, closing: shownMoney(closing) };
}

/** "+1.50", "−0.50" or "0.00", as the records show a win or loss. */
function signedMoney(minor: bigint): string {
  if (minor === 0n) return shownMoney(0n);
  return `${minor < 0n ? '−' : '+'}${shownMoney(minor < 0n ? -minor : minor)}`;
}

test('a member spins a slot and the round shows in the game, the header, the recent games, the betting record and the profit and loss', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A seamless vendor: the game pays from and into the main wallet.
  const game = await playableGame(request, 'RNG', 'AURORA');
  const member = await signedInMember(page, request, { credit: OPENING, path: '/rng' });
  const headerBalance = page.getByTestId('balance-amount');
  await expect(headerBalance).toHaveText(OPENING);
  const vendors = page.getByRole('group', { name: 'Game providers' });
  await expect(vendors.getByRole('button', { name: /^Aurora Gaming/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const round = await spinOnce(page, request, member, game);

  // The game's own exit returns the whole window to the lobby it was opened from (loaded afresh).
  await round.frame.getByRole('link', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(headerBalance).toHaveText(round.closing, { timeout: FIRST_SCREEN_TIMEOUT });
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const lists = page.getByRole('group', { name: 'Game lists' });
  await lists.getByRole('button', { name: 'Recently played' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(gameCard(grid, game.gameName)).toBeVisible();

  // Member centre: the betting record lists the round; profit and loss counts it today.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await header.getByRole('button', { name: 'Betting record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const record = centre.getByTestId('bet-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(game.gameName);
  await expect(record).toContainText(round.roundId);
  await expect(record.getByRole('cell').nth(4)).toContainText(shownMoney(round.stake));
  await expect(record.getByRole('cell').nth(5)).toContainText(shownMoney(round.payout));
  await expect(record).toContainText('Settled');
  await expect(centre.getByTestId('bets-total-stake')).toHaveText(shownMoney(round.stake));
  await expect(centre.getByTestId('bets-total-payout')).toHaveText(shownMoney(round.payout));

  await centre.getByRole('button', { name: 'Personal profit and loss' }).click();
  await expect(centre.getByRole('heading', { name: 'Profit and loss' })).toBeVisible();
  await centre.getByRole('button', { name: 'Today' }).click();
  await expect(centre.getByTestId('bets-total-count')).toHaveText('1');
  await expect(centre.getByTestId('bets-total-winLoss')).toHaveText(
    signedMoney(round.payout - round.stake),
  );
  await expect(centre.getByTestId('profit-category')).toHaveCount(1);
  await expect(centre.getByTestId('profit-category')).toContainText('Slots');

  expectCleanConsole(consoleErrors, failedCalls);
});

test('the header balance follows play once the member leaves the game by the portal’s back link', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const game = await playableGame(request, 'RNG', 'AURORA');
  const member = await signedInMember(page, request, { credit: OPENING, path: '/rng' });
  await expect(page.getByTestId('balance-amount')).toHaveText(OPENING);
  const round = await spinOnce(page, request, member, game);

  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByTestId('balance-amount')).toHaveText(round.closing);

  expectCleanConsole(consoleErrors, failedCalls);
});
