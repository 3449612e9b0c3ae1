import type { Locator } from '@playwright/test';
import { toMinor } from '../../../packages/shared/src/money';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  endsWithMoney,
  launchFromGrid,
  minorOfShown,
  newestRound,
  playableGame,
  signedInMember,
} from '../../fixtures/games';

const OPENING = '100.00';

/** Red numbers of the European wheel; a bet on red pays twice its stake. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id), and a
  // roulette round takes bets for 15 seconds before the number is drawn.
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** The seconds a betting countdown says are left. */
const secondsLeft = async (timer: Locator) =>
  Number(/(\d+)$/.exec((await timer.getAttribute('aria-label')) ?? '')?.[1]);

test('a roulette round counts down, takes a chip, locks at zero and pays by the number drawn', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A live vendor on the seamless wallet (Lotus Live keeps a wallet of its own).
  const game = await playableGame(request, 'LIVE', 'CRIMSONTABLE');
  await signedInMember(page, request, { credit: OPENING, path: '/live?vassalage=CRIMSONTABLE' });
  const grid = page.getByRole('list', { name: 'Crimson Table games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  const balance = frame.getByTestId('balance');
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING)));

  // The countdown runs.
  const timer = frame.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-label', /^Seconds left to bet: \d+$/);
  const first = await secondsLeft(timer);
  await expect.poll(() => secondsLeft(timer)).toBeLessThan(first);

  // The smallest chip on red, placed.
  const chip = frame.getByRole('group', { name: 'Chip' }).getByRole('button').first();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const chipLabel = (await chip.getAttribute('aria-label')) ?? '';
  const stake = minorOfShown(/Chip of (.+)$/.exec(chipLabel)![1]!);
  const board = frame.getByRole('group', { name: 'Betting board' });
  await board.getByRole('button', { name: 'Red', exact: true }).click();
  await frame.getByRole('button', { name: 'Place bets' }).click();
  await expect(frame.getByTestId('round-stake')).toHaveText(endsWithMoney(stake));
  await expect(board.getByRole('button', { name: /^Red, placed / })).toBeVisible();
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING) - stake));

  // At zero the board locks and the number is drawn; it joins the last results.
  const drawn = frame.getByText(/^Number (\d+), (red|black|green)$/);
  await expect(drawn).toBeVisible({ timeout: 30_000 });
  await expect(timer).toBeHidden();
  await expect(board.getByRole('button', { name: /^Red/ })).toBeDisabled();
  const number = Number(/^Number (\d+)/.exec(await drawn.innerText())![1]);
  await expect(
    frame.getByRole('region', { name: 'Last results' }).getByRole('listitem').first(),
  ).toHaveText(String(number));
  const payout = RED.has(number) ? stake * 2n : 0n;
  await expect(frame.getByText(payout > 0n ? /^You win / : 'No win this time.')).toBeVisible();
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING) - stake + payout));
  expect(await newestRound(frame)).toEqual({ stake, payout });

  // The next round opens by itself.
  await expect(timer).toBeVisible({ timeout: 15_000 });

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a crash round climbs to its crash point and pays the stake times the cash-out when it got there', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const game = await playableGame(request, 'FISH', 'REEFHUNTER');
  await signedInMember(page, request, { credit: OPENING, path: '/fish?vassalage=REEFHUNTER' });
  const grid = page.getByRole('list', { name: 'Reef Hunter games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  const balance = frame.getByTestId('balance');
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING)));

  const stakeField = frame.getByRole('textbox', { name: /^Stake/ });
  await expect(stakeField).toHaveValue(game.minBet.toFixed(2));
  await frame.getByRole('textbox', { name: 'Auto cash-out at' }).fill('1.50');
  await frame.getByRole('button', { name: 'Play' }).click();

  const outcome = frame.getByText(/^(Cashed out at x1\.50: you win .+|It crashed before x1\.50\.)/);
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  const crashPoint = toMinor(
    /x(\d+\.\d{2})$/.exec(await frame.getByText(/^Crashed at x/).innerText())![1]!,
  );
  const stake = toMinor(game.minBet.toFixed(2));
  // Cashed out only when the multiplier reached the target before the crash; paid rounded down.
  const payout = crashPoint >= 150n ? (stake * 150n) / 100n : 0n;
  await expect(outcome).toContainText(payout > 0n ? 'you win' : 'No win this time.');
  expect(await newestRound(frame)).toEqual({ stake, payout });
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING) - stake + payout));

  expectCleanConsole(consoleErrors, failedCalls);
});
