import { fromMinor, toMinor } from '../../../packages/shared/src/money';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  gameCard,
  launchButton,
  memberGet,
  minorOfShown,
  playableGame,
  shownMoney,
  signedInMember,
} from '../../fixtures/games';

interface BetRecords {
  list: { roundId: string; gameName: string; stake: number; payout: number; status: string }[];
}

const OPENING = '100.00';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

test('a member spins a slot and the stake and payout show in the game, the header, the betting record and the profit and loss', async ({
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

  const grid = page.getByRole('list', { name: 'Aurora Gaming games' });
  await launchButton(grid, game.gameName).click();
  await expect(page).toHaveURL(/\/game\?url=/);
  await expect(page.getByTitle(game.gameName)).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${game.gameName}"]`);
  await expect(frame.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  const frameBalance = frame.getByTestId('balance');
  await expect(frameBalance).toHaveText(new RegExp(` ${OPENING.replace('.', '\\.')}$`));

  // The smallest line bet (the game's minimum bet) on one line.
  const lineBet = frame.getByRole('combobox', { name: 'Line bet' });
  await lineBet.selectOption({ index: 0 });
  await expect(lineBet.locator('option:checked')).toHaveText(shownMoney(game.minBet));
  await frame.getByRole('combobox', { name: 'Lines' }).selectOption('1');
  await expect(frame.getByTestId('total-stake')).toHaveText(
    new RegExp(` ${shownMoney(game.minBet).replace('.', '\\.')}$`),
  );
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByText(/^(You win .+|No win this time\.)$/)).toBeVisible();

  // The round as the game lists it, and as the portal's betting record holds it.
  const rounds = frame.getByRole('table').getByRole('row');
  await expect(rounds).toHaveCount(2);
  const [, stakeText, payoutText] = await rounds.nth(1).getByRole('cell').allInnerTexts();
  const stake = minorOfShown(stakeText!);
  const payout = minorOfShown(payoutText!);
  expect(stake).toBe(toMinor(game.minBet.toFixed(2)));
  const { list } = await memberGet<BetRecords>(request, member, '/wps/member/bets');
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({
    gameName: game.gameName,
    status: 'settled',
    stake: Number(fromMinor(stake)),
    payout: Number(fromMinor(payout)),
  });

  const closing = shownMoney(toMinor(OPENING) - stake + payout);
  await expect(frameBalance).toHaveText(new RegExp(` ${closing.replace('.', '\\.')}$`));

  // Back in the portal the header shows the same balance, and the game is among recent games.
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await expect(headerBalance).toHaveText(closing);
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
  await expect(record).toContainText(list[0]!.roundId);
  await expect(record.getByRole('cell').nth(4)).toContainText(shownMoney(stake));
  await expect(record.getByRole('cell').nth(5)).toContainText(shownMoney(payout));
  await expect(record).toContainText('Settled');
  await expect(centre.getByTestId('bets-total-stake')).toHaveText(shownMoney(stake));
  await expect(centre.getByTestId('bets-total-payout')).toHaveText(shownMoney(payout));

  await centre.getByRole('button', { name: 'Personal profit and loss' }).click();
  await expect(centre.getByRole('heading', { name: 'Profit and loss' })).toBeVisible();
  await centre.getByRole('button', { name: 'Today' }).click();
  const net = payout - stake;
  const signed = net === 0n ? shownMoney(0n) : `${net < 0n ? '−' : '+'}${shownMoney(net < 0n ? -net : net)}`;
  await expect(centre.getByTestId('bets-total-count')).toHaveText('1');
  await expect(centre.getByTestId('bets-total-winLoss')).toHaveText(signed);
  await expect(centre.getByTestId('profit-category')).toHaveCount(1);
  await expect(centre.getByTestId('profit-category')).toContainText('Slots');

  expectCleanConsole(consoleErrors, failedCalls);
});
