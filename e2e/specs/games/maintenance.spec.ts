import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  catalogue,
  gameCard,
  launchButton,
  launchFromGrid,
  signedInMember,
} from '../../fixtures/games';

/** Seeded under maintenance while the rest of its vendor plays. */
const UNDER_MAINTENANCE = 'AURORA-RNG-003';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('launching a game under maintenance offers popular games instead, and one of them opens', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'AURORA' });
  const closed = games.find((game) => game.nodeId === UNDER_MAINTENANCE);
  expect(closed?.maintenance, `${UNDER_MAINTENANCE} is under maintenance`).toBe(true);
  await signedInMember(page, request, { path: '/rng?vassalage=AURORA' });

  await page.getByRole('searchbox', { name: 'Search games' }).fill(closed!.gameName);
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const card = gameCard(grid, closed!.gameName);
  await expect(card).toContainText('Under maintenance');
  await launchButton(grid, closed!.gameName).click();

  const dialog = page.getByRole('dialog', { name: 'Game under maintenance' });
  await expect(dialog).toContainText(
    `${closed!.gameName} is under maintenance right now. Try one of these popular games instead:`,
  );
  const popularGrid = dialog.getByRole('list', { name: 'Popular games' });
  const popular = popularGrid.getByRole('listitem');
  await expect(popular.first()).toBeVisible();
  // Every suggestion can be played: none is itself under maintenance.
  await expect(popular.filter({ hasText: 'Under maintenance' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/rng/);

  const choice = popular.first().getByRole('button').first();
  const name = (await choice.innerText()).trim();
  const frame = await launchFromGrid(page, popularGrid, name);
  await expect(dialog).toBeHidden();
  await expect(frame.getByTestId('balance')).toBeVisible();

  // The failed launch (503 GAME_MAINTENANCE) is the only failed call.
  expectCleanConsole(consoleErrors, failedCalls, [{ status: 503, path: '/wps/game/launchGame' }]);
});
