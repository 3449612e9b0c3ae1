import { LOBBY_PAGE_SIZE } from '../../../packages/shared/src/constants/limits';
import {
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  presetStorage,
  test,
} from '../../fixtures/accounts';
import {
  catalogue,
  horizontalOverflow,
  launchFromGrid,
  playableGame,
  signedInMember,
} from '../../fixtures/games';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
});

test('at phone width the slots lobby fits the screen', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const { total } = await catalogue(request, { gameType: 'RNG', vassalage: 'AURORA' });
  expect(total).toBeGreaterThan(LOBBY_PAGE_SIZE);
  await page.goto('/rng');
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  await expect(grid.getByRole('listitem').first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(total, 2 * LOBBY_PAGE_SIZE));
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  expectCleanConsole(consoleErrors, failedCalls);
});

test('on a 390 px phone a tile says its badges in words, clear of the favourite star', async ({
  page,
  consoleErrors,
  failedCalls,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rng');
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  await expect(grid.getByRole('listitem').first()).toBeVisible({ timeout: FIRST_SCREEN_TIMEOUT });
  // A hot game is also a jackpot slot in the demo: both badges, stacked.
  const tile = grid.getByRole('listitem').filter({ has: page.getByText('Hot', { exact: true }) });
  await expect(tile.first()).toBeVisible();
  const tiles = await tile.count();
  for (let i = 0; i < tiles; i += 1) {
    const card = tile.nth(i);
    const hot = await card.getByText('Hot', { exact: true }).boundingBox();
    const star = await card.getByRole('button', { name: /favourites$/ }).boundingBox();
    expect(hot && star, 'the badge and the star are drawn').toBeTruthy();
    // The badge ends left of the star, or below it.
    const clear = hot!.x + hot!.width <= star!.x || hot!.y >= star!.y + star!.height;
    expect(clear, `the Hot badge of tile ${i} is clear of the star`).toBe(true);
  }
  // Classify badges read as words, never as a bare code.
  const classify = grid.getByTestId('classify-badge');
  await expect(classify.first()).toHaveText('Jackpot');
  for (const text of await classify.allTextContents()) expect(text).not.toMatch(/^(JP|TG|AC|BG)$/);

  expectCleanConsole(consoleErrors, failedCalls);
});

test('at phone width a launched game fits the screen, inside the frame as well', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  const game = await playableGame(request, 'RNG', 'AURORA');
  await signedInMember(page, request, { credit: '10', path: '/rng' });
  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  const frame = await launchFromGrid(page, grid, game.gameName);
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
  await expect(frame.getByRole('region', { name: 'Recent rounds' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const inside = () =>
    frame.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
  await expect.poll(inside).toBeLessThanOrEqual(0);
  // The frame fills the width of the screen.
  const frameWidth = async () => (await page.getByTitle(game.gameName).boundingBox())?.width ?? 0;
  await expect.poll(frameWidth).toBeGreaterThanOrEqual(360);

  expectCleanConsole(consoleErrors, failedCalls);
});
