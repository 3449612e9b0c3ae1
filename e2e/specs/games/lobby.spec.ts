import type { Locator, Page } from '@playwright/test';
import { LOBBY_PAGE_SIZE, MIN_BET_OPTIONS } from '../../../packages/shared/src/constants/limits';
import {
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  presetStorage,
  test,
  uniqueIp,
  asIp,
} from '../../fixtures/accounts';
import { catalogue, shownMoney, type CatalogueGame } from '../../fixtures/games';

/** A slot vendor with more games than one page holds, so the list pages. */
const VENDOR = { vassalage: 'JADEDRAGON', title: 'Jade Dragon Slots' };
const CLASSIFY = { code: 'JP', tab: 'Jackpot' } as const;

test.beforeEach(async ({ page }) => {
  await presetStorage(page, { lang: 'EN' });
  await asIp(page.context(), uniqueIp());
});

/** Opens /rng and picks the vendor from the vendor menu; returns its game grid. */
async function openVendor(page: Page): Promise<Locator> {
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  const vendors = page.getByRole('group', { name: 'Game providers' });
  const vendor = vendors.getByRole('button', { name: new RegExp(`^${VENDOR.title}`) });
  await vendor.click();
  await expect(vendor).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`vassalage=${VENDOR.vassalage}`));
  await expect(page.getByRole('heading', { level: 2, name: VENDOR.title })).toBeVisible();
  return page.getByRole('list', { name: `${VENDOR.title} games` });
}

/** The grid shows exactly these games, in this order (the first page of them). */
async function expectGames(grid: Locator, games: readonly CatalogueGame[]): Promise<void> {
  const firstPage = games.slice(0, LOBBY_PAGE_SIZE);
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(firstPage.length);
  await expect(cards).toContainText(firstPage.map((game) => game.gameName));
}

/**
 * Stops the page's clock (installed before the page loaded) until `page.clock.resume()`.
 * `pauseAt` takes a time the page has not reached yet: a few seconds ahead of it, and no timer of
 * the lobby is due that soon.
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

const gameListSearches = (page: Page): string[] => {
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/GCSGAME_gameList')) return;
    const name = url.searchParams.get('gameName');
    if (name !== null) searched.push(name);
  });
  return searched;
};

test('a visitor filters a vendor’s games by type, minimum bet and name, then clears the filters', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A long journey rather than a slow step: the grid is fetched and drawn again for six filter
  // states, besides the catalogue the test reads for each.
  test.slow();
  const vendorQuery = { gameType: 'RNG', vassalage: VENDOR.vassalage };
  const all = await catalogue(request, vendorQuery);
  const searched = gameListSearches(page);
  // The search waits for typing to pause: the test holds the page's clock while it types.
  await page.clock.install();
  const grid = await openVendor(page);
  await expectGames(grid, all.games);

  // Classify tab and the minimum bet with the most games of that type.
  const byMinBet = await Promise.all(
    MIN_BET_OPTIONS.filter((option) => option !== 'all').map(async (minBet) => ({
      minBet,
      ...(await catalogue(request, { ...vendorQuery, gameClassify: CLASSIFY.code, minBet })),
    })),
  );
  const chosen = byMinBet.reduce((best, next) => (next.total > best.total ? next : best));
  expect(chosen.total, 'some jackpot games share a minimum bet').toBeGreaterThan(0);

  const classifies = page.getByRole('group', { name: 'Game types' });
  await classifies.getByRole('button', { name: CLASSIFY.tab }).click();
  await expect(classifies.getByRole('button', { name: CLASSIFY.tab })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'Min bet' }).selectOption(chosen.minBet);
  await expectGames(grid, chosen.games);
  const shown = Math.min(chosen.games.length, LOBBY_PAGE_SIZE);
  const cards = grid.getByRole('listitem');
  await expect(cards.getByTestId('classify-badge')).toHaveText(Array(shown).fill(CLASSIFY.tab));
  const minBetText = `Min bet RM ${shownMoney(Number(chosen.minBet))}`;
  await expect(cards).toContainText(Array(shown).fill(minBetText));

  // Back to every game, then a name fragment typed at a normal pace: one search, once typing stops.
  await classifies.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('combobox', { name: 'Min bet' }).selectOption({ label: 'Any' });
  await expectGames(grid, all.games);
  const noun = all.games[0]!.gameName.split(' ').at(-1)!;
  const fragment = noun.slice(1, 5).toLowerCase();
  const found = await catalogue(request, { ...vendorQuery, gameName: fragment });
  expect(found.total).toBeGreaterThan(0);
  expect(found.total).toBeLessThan(all.total);
  const search = page.getByRole('searchbox', { name: 'Search games' });
  // With the clock stopped no pause between two keys can run the debounce out, however slowly
  // the machine sends them; once it runs again the search starts, 500 ms after the last key.
  await stopClock(page);
  await search.pressSequentially(fragment, { delay: 40 });
  expect(searched, 'no search while typing').toEqual([]);
  const searchAnswered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('gameName') === fragment,
  );
  await page.clock.resume();
  await searchAnswered;
  for (const game of found.games) expect(game.gameName.toLowerCase()).toContain(fragment);
  await expectGames(grid, found.games);
  expect(searched).toEqual([fragment]);

  // Nothing matches: the empty list offers to clear every filter.
  await classifies.getByRole('button', { name: CLASSIFY.tab }).click();
  await search.fill('zzqx no such game');
  await expect(page.getByText('No games match these filters')).toBeVisible();
  await expect(grid).toBeHidden();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(classifies.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Min bet' })).toHaveValue('all');
  await expectGames(grid, all.games);

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a visitor loads more games until the whole list is shown, as many as the server counts', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const all = await catalogue(request, { gameType: 'RNG', vassalage: VENDOR.vassalage });
  expect(all.total, 'the vendor has more than one page of games').toBeGreaterThan(LOBBY_PAGE_SIZE);
  const grid = await openVendor(page);
  const cards = grid.getByRole('listitem');
  const more = page.getByRole('button', { name: 'Load more' });
  for (let shown = LOBBY_PAGE_SIZE; shown < all.total; shown += LOBBY_PAGE_SIZE) {
    await expect(cards).toHaveCount(shown);
    await more.click();
  }
  await expect(cards).toHaveCount(all.total);
  await expect(more).toBeHidden();
  await expect(page.getByText(`All games shown (${all.total})`)).toBeVisible();
  await expect(cards).toContainText(all.games.map((game) => game.gameName));
  await expect(page.getByText(`Games: ${all.total}`)).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});

test('a visitor who stars a game or opens favourites or recent games is asked to log in', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // The lobby is loaded afresh twice: for the vendor, and for the favourites asked by address.
  test.slow();
  const { games } = await catalogue(request, { gameType: 'RNG', vassalage: VENDOR.vassalage });
  const grid = await openVendor(page);
  const login = page.getByRole('dialog', { name: 'Log in' });
  const lists = page.getByRole('group', { name: 'Game lists' });
  // A visitor has no favourites tab.
  await expect(lists.getByRole('button', { name: 'Favourites' })).toHaveCount(0);

  const star = grid.getByRole('button', { name: `Add ${games[0]!.gameName} to favourites` });
  await star.click();
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  await lists.getByRole('button', { name: 'Recently played' }).click();
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page.getByText('Log in to see the games you played recently.')).toBeVisible();

  // The favourites list asked for by address shows its tab and the same request to log in.
  await page.goto(`/rng?vassalage=${VENDOR.vassalage}&page=fav`);
  await expect(lists.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
    { timeout: FIRST_SCREEN_TIMEOUT },
  );
  await expect(page.getByText('Log in to see your favourite games.')).toBeVisible();
  await page.getByRole('region', { name: 'Slots' }).getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
