import type { Locator } from '@playwright/test';
import { toMinor } from '../../../packages/shared/src/money';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  endsWithMoney,
  houseAnswer,
  launchFromGrid,
  minorOfShown,
  newestRound,
  playableGame,
  signedInMember,
} from '../../fixtures/games';

const OPENING = '100.00';

/** Red numbers of the European wheel; a bet on red pays twice its stake. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/**
 * What a round must have left when the test starts betting in it (a round takes bets for 15 s):
 * a spot and "Place bets" are clicked and the bet is sent. A round with less left (the page opened
 * it while the test was still busy) is let run out, and the test bets in the next one.
 */
const TIME_TO_BET_MS = 10_000;

/** How long the number stays on screen before the next round opens (the game's RESULT_MS). */
const RESULT_MS = 5_000;

/** The longest climb of the crash multiplier before the outcome shows (the game's climbDuration). */
const LONGEST_CLIMB_MS = 3_000;

// The wheel turns and the crash curve climbs as most members see them.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id), and a
  // roulette round takes bets for 15 seconds before the number is drawn.
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** The seconds a betting countdown says are left. */
const secondsLeft = async (timer: Locator) =>
  Number(/(\d+)$/.exec((await timer.getAttribute('aria-label')) ?? '')?.[1]);

interface OpenedRound {
  roundId: string;
  /** ISO time at which the server stops taking bets. */
  closesAt: string;
}

interface SettledRound {
  number: number;
  colour: 'red' | 'black' | 'green';
  stake: number;
  payout: number;
}

test('a roulette round counts down, takes a chip, locks at zero and pays by the number drawn', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A live vendor on the seamless wallet (Lotus Live keeps a wallet of its own).
  const game = await playableGame(request, 'LIVE', 'CRIMSONTABLE');
  await signedInMember(page, request, { credit: OPENING, path: '/live?vassalage=CRIMSONTABLE' });
  // Every round the page opens, in order: the page opens one as it loads, and the next one on its
  // own 5 s after each result.
  const rounds: OpenedRound[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/house/api/roulette/open' || !response.ok()) return;
    // A body the closing page no longer gives is only missing from this list.
    response.json().then(
      (body: { value: OpenedRound }) => rounds.push(body.value),
      () => {},
    );
  });
  const grid = page.getByRole('list', { name: 'Crimson Table games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  const balance = frame.getByTestId('balance');
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING)));

  // The smallest chip (the game keeps the chip from round to round).
  const chip = frame.getByRole('group', { name: 'Chip' }).getByRole('button').first();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const chipLabel = (await chip.getAttribute('aria-label')) ?? '';
  const stake = minorOfShown(/Chip of (.+)$/.exec(chipLabel)![1]!);

  // On red, in a round with the time left to place it. The server and the tests share the
  // machine's clock.
  await expect.poll(() => rounds.length, { message: 'a round opened' }).toBeGreaterThan(0);
  const timeLeft = () => Date.parse(rounds.at(-1)!.closesAt) - Date.now();
  if (timeLeft() < TIME_TO_BET_MS) {
    const seen = rounds.length;
    await expect
      .poll(() => rounds.length, {
        message: 'the next round opened',
        timeout: Math.max(0, timeLeft()) + RESULT_MS + 10_000,
      })
      .toBeGreaterThan(seen);
  }
  const round = rounds.at(-1)!;
  const board = frame.getByRole('group', { name: 'Betting board' });
  await board.getByRole('button', { name: 'Red', exact: true }).click();
  const bet = houseAnswer(page, 'roulette/bet');
  const settle = houseAnswer(
    page,
    'roulette/settle',
    // Asked too early the server answers ROUND_STILL_OPEN, and the page asks again.
    (response) => response.ok() && response.request().postDataJSON()?.roundId === round.roundId,
  );
  await frame.getByRole('button', { name: 'Place bets' }).click();
  const taken = (await (await bet).json()) as { value: { roundId: string; balance: number } };
  expect(taken, 'the bet, taken while the round is open').toMatchObject({
    success: true,
    value: { roundId: round.roundId },
  });
  // The stake leaves the wallet at once. The page shows that balance only until the round is
  // paid, which may already have happened: the lasting marks of the bet are read instead.
  expect(toMinor(taken.value.balance)).toBe(toMinor(OPENING) - stake);
  await expect(frame.getByTestId('round-stake')).toHaveText(endsWithMoney(stake));
  await expect(board.getByRole('button', { name: /^Red, placed / })).toBeVisible();

  // At zero the board locks and the page asks for the number (the round may take bets for up
  // to 15 s more): the server's answer is what the page must show.
  const { value: result } = (await (await settle).json()) as { value: SettledRound };
  const payout = RED.has(result.number) ? stake * 2n : 0n;
  expect(toMinor(result.stake)).toBe(stake);
  expect(toMinor(result.payout), `a chip on red when ${result.number} is drawn`).toBe(payout);

  // The number stays on screen for 5 s before the next round opens: all of it is read then.
  const timer = frame.getByRole('timer');
  await Promise.all([
    expect(
      frame.getByText(`Number ${result.number}, ${result.colour}`, { exact: true }),
    ).toBeVisible(),
    expect(frame.getByText(payout > 0n ? /^You win / : 'No win this time.')).toBeVisible(),
    expect(timer).toBeHidden(),
    expect(board.getByRole('button', { name: /^Red/ })).toBeDisabled(),
  ]);
  // The rounds list is fetched again once the round is paid. It lists only rounds with a stake:
  // a round the page opened and let run out without a bet is not there, nor is the next one
  // until the list is fetched again, at that round's own result.
  expect(await newestRound(frame, 1)).toEqual({ stake, payout });
  // The number joins the last results, and the balance keeps the payout.
  await expect(
    frame.getByRole('region', { name: 'Last results' }).getByRole('listitem').first(),
  ).toHaveText(String(result.number));
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING) - stake + payout));

  // The next round opens by itself, and its countdown runs.
  await expect(timer).toHaveAttribute('aria-label', /^Seconds left to bet: \d+$/, {
    timeout: RESULT_MS + 10_000,
  });
  const first = await secondsLeft(timer);
  await expect.poll(() => secondsLeft(timer)).toBeLessThan(first);

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
  const played = houseAnswer(page, 'crash/play');
  await frame.getByRole('button', { name: 'Play' }).click();
  expect((await played).ok(), 'the crash round is played').toBe(true);

  // The answer is in; the multiplier climbs to the crash point before the outcome shows.
  const outcome = frame.getByText(/^(Cashed out at 1\.50×: you win .+|It crashed before 1\.50×\.)/);
  await expect(outcome).toBeVisible({ timeout: LONGEST_CLIMB_MS + 10_000 });
  const crashPoint = toMinor(
    /([\d,]+\.\d{2})×$/
      .exec(await frame.getByTestId('crash-caption').innerText())![1]!
      .replaceAll(',', ''),
  );
  const stake = toMinor(game.minBet.toFixed(2));
  // Cashed out only when the multiplier reached the target before the crash; paid rounded down.
  const payout = crashPoint >= 150n ? (stake * 150n) / 100n : 0n;
  await expect(outcome).toContainText(payout > 0n ? 'you win' : 'No win this time.');
  expect(await newestRound(frame)).toEqual({ stake, payout });
  await expect(balance).toHaveText(endsWithMoney(toMinor(OPENING) - stake + payout));

  expectCleanConsole(consoleErrors, failedCalls);
});
