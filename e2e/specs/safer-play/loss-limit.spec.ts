import { toMinor } from '../../../packages/shared/src/money';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  endsWithMoney,
  houseAnswer,
  launchFromGrid,
  memberGet,
  minorOfShown,
  newestRound,
  playableGame,
  shownMoney,
  signedInMember,
} from '../../fixtures/games';

interface SaferPlayView {
  limits: { kind: string; period: string; amount: number | null; remaining: number | null }[];
}

const OPENING = '100.00';
const DAILY_LOSS_LIMIT = '1.00';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member sets a daily loss limit, plays a slot, and a spin past the limit is refused in the game with the reason', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const game = await playableGame(request, 'RNG', 'AURORA');
  const member = await signedInMember(page, request, { credit: OPENING, path: '/rng' });

  // The member sets the limit in the member centre's Limits page.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await header.getByRole('button', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Limits', exact: true }).click();
  const lossDay = centre.getByRole('listitem', { name: 'Daily loss limit' });
  await lossDay.getByRole('button', { name: 'Set: Daily loss limit' }).click();
  await lossDay.getByRole('textbox', { name: /^Daily loss limit/ }).fill(DAILY_LOSS_LIMIT);
  await lossDay.getByRole('button', { name: 'Save' }).click();
  // A first limit applies at once.
  await expect(lossDay.getByText('Saved: the new limit applies now.')).toBeVisible();
  await expect(lossDay.getByTestId('limit-amount')).toHaveText(endsWithMoney(toMinor('1.00')));
  await centre.getByRole('button', { name: 'Close', exact: true }).click();

  // One spin at the smallest stake fits the limit and is played.
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  const frameBalance = frame.getByTestId('balance');
  await expect(frameBalance).toHaveText(endsWithMoney(toMinor(OPENING)));
  const lineBet = frame.getByRole('combobox', { name: 'Line bet' });
  const lines = frame.getByRole('combobox', { name: 'Lines' });
  await lineBet.selectOption({ index: 0 });
  await lines.selectOption('1');
  const played = houseAnswer(page, 'slot/spin');
  await frame.getByRole('button', { name: 'Spin' }).click();
  expect((await played).ok(), 'the first spin is played').toBe(true);
  await expect(frame.getByText(/^(You win .+|No win this time\.)$/)).toBeVisible();
  const { stake, payout } = await newestRound(frame);
  const afterFirst = toMinor(OPENING) - stake + payout;
  await expect(frameBalance).toHaveText(endsWithMoney(afterFirst));

  // The largest stake on every line would lose more than the room left: the spin is refused.
  const view = await memberGet<SaferPlayView>(request, member, '/wps/member/safer-play');
  const lossLimit = view.limits.find((l) => l.kind === 'loss' && l.period === 'day')!;
  expect(lossLimit.amount).toBe(1);
  // A first spin that won leaves more room than the limit: the day's net winnings count.
  const room = toMinor(lossLimit.remaining!.toFixed(2));
  // The smallest line bet on enough lines to stake more than the room, well within the balance.
  const lineCount = await lines.locator('option').count();
  const needed = Number(room / stake) + 1;
  expect(needed, 'enough lines to pass the room left').toBeLessThanOrEqual(lineCount);
  await lines.selectOption(String(needed));
  const bigStake = minorOfShown((await frame.getByTestId('total-stake').textContent())!);
  expect(bigStake, 'the stake is past the room left').toBeGreaterThan(room);
  expect(bigStake, 'the balance covers the stake').toBeLessThanOrEqual(afterFirst);
  const refused = houseAnswer(page, 'slot/spin');
  await frame.getByRole('button', { name: 'Spin' }).click();
  expect((await refused).status(), 'the spin past the limit is refused').toBe(409);
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText(
    'Bet not placed: it would pass your daily loss limit of RM 1.00.',
  );
  await expect(alert).toContainText(`Room left: RM ${shownMoney(room)}.`);
  // No money moved: the attempt is listed as not played.
  await expect(frameBalance).toHaveText(endsWithMoney(afterFirst));
  const rows = frame.getByRole('region', { name: 'Recent rounds' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('(not played)');

  expectCleanConsole(consoleErrors, failedCalls, [{ status: 409, path: '/house/api/slot/spin' }]);
});
