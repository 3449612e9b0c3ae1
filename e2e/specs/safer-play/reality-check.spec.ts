import { toMinor } from '../../../packages/shared/src/money';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  endsWithMoney,
  houseAnswer,
  launchFromGrid,
  memberGet,
  newestRound,
  playableGame,
  shownMoney,
  signedInMember,
} from '../../fixtures/games';
import { openCentrePage } from '../rewards/member-helpers';

interface RealityCheck {
  intervalMinutes: number | null;
  session: { startedAt: string; staked: number; paidOut: number; net: number };
}

const OPENING = '100.00';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
  // The page's clock runs as usual until the test moves it on past the interval.
  await page.clock.install();
});

/** "+1.50", "−0.50" or "+0.00", as the reminder shows the session's net result. */
function signedMoney(minor: bigint): string {
  return `${minor < 0n ? '−' : '+'}${shownMoney(minor < 0n ? -minor : minor)}`;
}

test('a member sets a 15-minute reality check; it shows over an open house game with the session net result and pauses it until Continue', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const game = await playableGame(request, 'RNG', 'AURORA');
  const member = await signedInMember(page, request, { credit: OPENING, path: '/rng' });

  const centre = await openCentrePage(page, member.username, 'Reality check');
  await centre.getByLabel('Remind me every').selectOption('15');
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByRole('status')).toHaveText('Saved.');
  await expect
    .poll(
      async () =>
        (await memberGet<RealityCheck>(request, member, '/wps/member/reality-check'))
          .intervalMinutes,
    )
    .toBe(15);
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toBeHidden();

  // One spin at the smallest bet in the house slot, open in the game frame.
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  await expect(frame.getByTestId('balance')).toHaveText(endsWithMoney(toMinor(OPENING)));
  await frame.getByRole('combobox', { name: 'Line bet' }).selectOption({ index: 0 });
  await frame.getByRole('combobox', { name: 'Lines' }).selectOption('1');
  const spun = houseAnswer(page, 'slot/spin');
  await frame.getByRole('button', { name: 'Spin' }).click();
  expect((await spun).ok(), 'the spin is played').toBe(true);
  const { stake, payout } = await newestRound(frame);
  await expect
    .poll(
      async () =>
        (await memberGet<RealityCheck>(request, member, '/wps/member/reality-check')).session.net,
    )
    .toBe(Number(payout - stake) / 100);

  // Fifteen minutes of the session later (counted from its start on the server's clock).
  await page.clock.fastForward('15:05');
  const reminder = page.getByRole('dialog', { name: 'Reality check' });
  await expect(reminder).toBeVisible();
  const figures = reminder.getByTestId('reality-check-figures');
  await expect(figures).toContainText('0:15:');
  await expect(figures).toContainText(signedMoney(payout - stake));
  // The game underneath takes no bets while the reminder is up.
  await expect(page.locator(`iframe[title="${game.gameName}"]`)).toHaveAttribute('inert', '');
  await expect(frame.getByText('Paused: answer the reality check to play on.')).toBeVisible();

  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toBeHidden();
  await expect(frame.getByText('Paused: answer the reality check to play on.')).toBeHidden();
  await expect(page.locator(`iframe[title="${game.gameName}"]`)).not.toHaveAttribute('inert', '');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();

  expectCleanConsole(consoleErrors, failedCalls);
});
