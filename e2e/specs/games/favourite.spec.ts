import {
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  presetStorage,
  test,
} from '../../fixtures/accounts';
import { catalogue, gameCard, signedInMember } from '../../fixtures/games';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member stars a game, finds it in favourites after a reload, and unstars it', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: 'AURORA' });
  // Not the first card, so the favourites list cannot pass by showing the list's first game.
  const game = games.filter((item) => item.isGame === 'GAME').at(4)!;
  await signedInMember(page, request, { path: '/rng?vassalage=AURORA' });
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const lists = page.getByRole('group', { name: 'Game lists' });
  const add = grid.getByRole('button', { name: `Add ${game.gameName} to favourites` });
  const remove = grid.getByRole('button', { name: `Remove ${game.gameName} from favourites` });

  await lists.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await lists.getByRole('button', { name: 'All games' }).click();

  await add.click();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await lists.getByRole('button', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/page=fav/);
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(gameCard(grid, game.gameName)).toBeVisible();

  // Kept by the server: a reload shows the same favourites, starred.
  await page.reload();
  await expect(lists.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: FIRST_SCREEN_TIMEOUT },
  );
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // Unstarred in the favourites list, it leaves it; the full list shows it unstarred.
  await remove.click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect(grid).toBeHidden();
  await page.reload();
  await expect(page.getByText('No favourites yet')).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await lists.getByRole('button', { name: 'All games' }).click();
  await expect(add).toHaveAttribute('aria-pressed', 'false');

  expectCleanConsole(consoleErrors, failedCalls);
});
