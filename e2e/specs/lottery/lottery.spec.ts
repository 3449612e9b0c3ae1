import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { validateSelection, type Selection } from '../../../packages/shared/src/lottery/bet-types';
import type { OddsEntry, OddsTable, Ratio } from '../../../packages/shared/src/lottery/odds';
import { maxPayout, settleTicket, ticketCost } from '../../../packages/shared/src/lottery/settle';
import { fromMinor, toMinor } from '../../../packages/shared/src/money';
import type {
  DrawResult,
  OpenNumeroValue,
  TicketView,
} from '../../../packages/shared/src/schemas/lottery';
import { expect, expectCleanConsole, presetStorage, test } from '../../fixtures/accounts';
import {
  endsWithMoney,
  horizontalOverflow,
  memberGet,
  shownMoney,
  signedInMember,
} from '../../fixtures/games';
import { operatorLogin, operatorPost, operatorPostOk, SEEDED_ADMIN } from '../../fixtures/operator';
import { FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';
import { headerBalance } from '../rewards/member-helpers';

const OPENING = '500.00';
const GAME = 'vnf5';
/** Two lô 2-digit numbers, 1.00 a unit, times 2: 2 lines x 27 points x 2.00 in the North. */
const NUMBERS = ['07', '42'];
const UNIT_STAKE = '1.00';
const MULTIPLIER = 2;
/**
 * What the open draw must have left when the test starts to bet on it: picking, placing and the
 * slow steps of a loaded machine before the ticket is in. A draw with less is let close (its
 * countdown reaches 0) and the test bets on the next one the page shows.
 */
const TIME_TO_BET_MS = 40_000;
/** Screenshots of the settled state go here when set (e.g. /tmp/lottery-e2e-shots). */
const SHOTS = process.env.LOTTERY_E2E_SHOTS;

// Both journeys bet on the same fast draw, and the first has the operator draw it early: run in
// turn, so that one never finds its draw closed under it by the other.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id); a draw
  // that is about to close is let run out (up to 40 s) before the test bets on the next one.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

interface BetRecords {
  list: { roundId: string; gameName: string; stake: number; payout: number; status: string }[];
}

/** A decimal odds figure of the API ("9.5") as an exact fraction, as the page reads it. */
function toRatio(value: number): Ratio {
  const [whole, fraction = ''] = String(value).split('.');
  return { num: Number(`${whole}${fraction}`), den: 10 ** fraction.length };
}

/** The open-numero answer's odds as the shared OddsTable (the game's region is the one read). */
function oddsTable(odds: OpenNumeroValue['odds']): OddsTable {
  const table: Record<string, Record<string, OddsEntry>> = {};
  for (const { kind, payout, pointCost } of odds) {
    const entry = { payout: toRatio(payout), pointCost: toRatio(pointCost) };
    table[kind] = { north: entry, central: entry, south: entry };
  }
  return table as unknown as OddsTable;
}

/** The timer's remaining time on screen, in seconds ("04:59" → 299); null once closed. */
async function countdownSeconds(page: Page): Promise<number | null> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /(\d+):(\d{2})$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

test('a member bets on a fast draw, the operator draws and settles it, and the page, the balance and the betting record agree with the shared settlement', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request, {
    credit: OPENING,
    path: `/lottery?gameCode=${GAME}`,
  });
  await expect(page.getByTestId('balance-amount')).toHaveText(OPENING, {
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  const opening = await headerBalance(page);

  // The open draw, as the page shows it; a draw closing soon is let run out first.
  const numero = page.getByTestId('draw-numero');
  await expect(numero).toHaveText(/\S/, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect.poll(() => countdownSeconds(page)).not.toBeNull();
  if ((await countdownSeconds(page))! * 1000 < TIME_TO_BET_MS) {
    const closing = await numero.textContent();
    await expect(numero, 'the next draw shown once this one closes').not.toHaveText(closing!, {
      timeout: TIME_TO_BET_MS + 20_000,
    });
  }

  // Lô 2 số: two numbers on the picker, the unit stake and the multiplier.
  const panel = page.getByRole('region', { name: 'Place a bet' });
  await expect(panel.getByRole('radio', { name: /^2-digit numbers · Lô 2 số/ })).toBeChecked();
  const picker = panel.getByRole('group', { name: 'Numbers' });
  for (const number of NUMBERS) {
    await picker.getByRole('button', { name: number, exact: true }).click();
    await expect(picker.getByRole('button', { name: number, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  const slip = page.getByTestId('bet-slip');
  await slip.getByLabel('Unit stake').fill(UNIT_STAKE);
  await slip.getByLabel('Multiplier').fill(String(MULTIPLIER));

  // The slip's figures are the shared ticketCost and maxPayout with the open draw's odds.
  const open = await memberGet<OpenNumeroValue>(request, member, '/lotto/lgw/games/opened/numero', {
    gameCode: GAME,
  });
  const region = open.game.region;
  const odds = oddsTable(open.odds);
  const checked = validateSelection({ kind: 'lo2', numbers: NUMBERS });
  expect(checked.ok).toBe(true);
  const selection = (checked as { selection: Selection }).selection;
  const stake = { unit: toMinor(UNIT_STAKE), multiplier: MULTIPLIER };
  const cost = ticketCost(selection, region, stake, odds);
  const lo2 = open.odds.find((entry) => entry.kind === 'lo2')!;
  expect(cost, 'lines x point cost x unit x multiplier').toBe(
    BigInt(NUMBERS.length) * toMinor(String(lo2.pointCost)) * BigInt(MULTIPLIER),
  );
  await expect(slip.getByTestId('slip-lines')).toHaveText(`${NUMBERS.length} lines`);
  await expect(slip.getByTestId('slip-cost')).toHaveText(endsWithMoney(cost));
  await expect(slip.getByTestId('slip-max-payout')).toHaveText(
    endsWithMoney(maxPayout(selection, region, stake, odds)),
  );

  // Placing it: the header balance drops by exactly the cost. Another run of this test may
  // draw the same draw early, just before: the page then shows the next draw, and the member
  // places the ticket again there.
  const expectedFailures: { status: number; path: string }[] = [];
  let placedTicket: TicketView | undefined;
  for (let attempt = 0; !placedTicket; attempt += 1) {
    const shownDraw = await numero.textContent();
    const placed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/lotto/lgw/tickets' &&
        response.request().method() === 'POST',
    );
    await slip.getByRole('button', { name: 'Place ticket' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your ticket' })
      .getByRole('button', { name: 'Confirm and place' })
      .click();
    const answer = (await (await placed).json()) as {
      success: boolean;
      errorCode?: string;
      value: TicketView;
    };
    if (answer.success) placedTicket = answer.value;
    else {
      expect(attempt, 'one draw drawn early by another run at most').toBe(0);
      expect(answer, 'the draw, closed early').toMatchObject({ errorCode: 'LOTTERY_DRAW_CLOSED' });
      expectedFailures.push({ status: 409, path: '/lotto/lgw/tickets' });
      await expect(numero, 'the next draw shown').not.toHaveText(shownDraw!);
    }
  }
  const ticket = placedTicket;
  expect(toMinor(ticket.cost.toFixed(2))).toBe(cost);
  await expect(slip.getByRole('status')).toHaveText(`Ticket ${ticket.ticketNo} placed. Good luck!`);
  await expect(page.getByTestId('balance-amount')).toHaveText(shownMoney(opening - cost));
  const ticketRow = page.getByTestId('ticket').filter({ hasText: ticket.ticketNo });
  await expect(ticketRow).toContainText('Pending');

  // The operator draws that draw now (another run of this test may have drawn it already) and
  // runs the settlement.
  const operator = await operatorLogin(undefined, SEEDED_ADMIN);
  const drawn = await operatorPost(`lottery/draws/${ticket.drawId}/draw`, {}, { operator });
  if (!drawn.success) {
    expect(drawn, 'the draw, drawn by another run').toMatchObject({
      status: 409,
      errorCode: 'LOTTERY_DRAW_STATE',
    });
  }
  await operatorPostOk('lottery/settle', {}, { operator });

  // The revealed sheet, and what the shared settlement pays on it.
  const results = await memberGet<{ list: DrawResult[] }>(
    request,
    member,
    '/lgw/vn/numeros/opened/game',
    { gameCode: GAME },
  );
  const result = results.list.find((item) => item.drawId === ticket.drawId);
  expect(result, 'the drawn draw among the results').toBeDefined();
  const payout = settleTicket(result!.sheet, result!.region, selection, stake, odds).payoutMinor;
  const tickets = () =>
    memberGet<{ list: TicketView[] }>(request, member, '/lotto/lgw/tickets', { gameCode: GAME });
  await expect
    .poll(
      async () => (await tickets()).list.find((item) => item.ticketNo === ticket.ticketNo)?.state,
      {
        message: 'the ticket settled',
        timeout: 30_000,
      },
    )
    .toBe(payout > 0n ? 'won' : 'lost');

  // The page, loaded again, shows the ticket settled with its payout and the balance with it.
  await page.reload();
  await expect(ticketRow).toContainText(payout > 0n ? 'Won' : 'Lost', {
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  const escapedPayout = shownMoney(payout).replace(/[.,]/g, '\\$&');
  await expect(ticketRow).toContainText(new RegExp(`Payout (\\S+ )?${escapedPayout}$`));
  await expect(page.getByTestId('balance-amount')).toHaveText(shownMoney(opening - cost + payout));

  // The result board of that draw: its special prize, and Verify checks the seed.
  const history = page.getByRole('region', { name: 'Results' });
  await history.getByRole('button', { name: new RegExp(`^${result!.numero}`) }).click();
  const board = page.getByTestId('result-board');
  await expect(board).toContainText(`Draw ${result!.numero}`);
  const special = board
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Special prize', exact: true }) });
  await expect(special.getByRole('cell')).toHaveText(result!.sheet.special![0]!);
  await board.getByRole('button', { name: 'Verify' }).click();
  await expect(board.getByRole('status')).toHaveText(/^Verified:/);

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/lottery-settled-desktop-dark.png`, fullPage: true });
  }

  // The betting record holds the round with the same stake and payout.
  const bets = () => memberGet<BetRecords>(request, member, '/wps/member/bets');
  await expect
    .poll(async () => (await bets()).list, { message: 'the betting record of the ticket' })
    .toEqual([
      expect.objectContaining({
        roundId: expect.stringContaining(ticket.ticketNo),
        status: 'settled',
        stake: Number(fromMinor(cost)),
        payout: Number(fromMinor(payout)),
      }),
    ]);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.username) }).click();
  await header.getByRole('button', { name: 'Betting record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const record = centre.getByTestId('bet-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(ticket.ticketNo);
  await expect(record.getByRole('cell').nth(4)).toContainText(shownMoney(cost));
  await expect(record.getByRole('cell').nth(5)).toContainText(shownMoney(payout));
  await expect(record).toContainText('Settled');

  if (SHOTS) {
    await centre.getByRole('button', { name: 'Close', exact: true }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(ticketRow).toContainText(shownMoney(payout), { timeout: FIRST_SCREEN_TIMEOUT });
    await page.screenshot({ path: `${SHOTS}/lottery-settled-375-light.png`, fullPage: true });
  }

  expectCleanConsole(consoleErrors, failedCalls, expectedFailures);
});

/** Lets a draw with less than TIME_TO_BET_MS left close, so that the test bets on the next one. */
async function drawWithTimeToBet(page: Page) {
  const numero = page.getByTestId('draw-numero');
  await expect(numero).toHaveText(/\S/, { timeout: FIRST_SCREEN_TIMEOUT });
  await expect.poll(() => countdownSeconds(page)).not.toBeNull();
  if ((await countdownSeconds(page))! * 1000 < TIME_TO_BET_MS) {
    const closing = await numero.textContent();
    await expect(numero).not.toHaveText(closing!, { timeout: TIME_TO_BET_MS + 20_000 });
  }
}

test('names the games and bets in English, confirms a ticket with its lines, cost and largest payout, and places with one tap once the member skips the step', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const member = await signedInMember(page, request, {
    credit: OPENING,
    path: `/lottery?gameCode=${GAME}`,
  });
  const menu = page.getByRole('navigation', { name: 'Lottery games' });
  await expect(menu.getByRole('button', { name: 'Fast Lottery 5 min Every 5 min' })).toBeVisible({
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await expect(menu.getByRole('button', { name: 'Northern Vietnam', exact: true })).toBeVisible();
  await expect(menu).not.toContainText(/Xổ số|phút|Miền Bắc/);
  await expect(page.getByRole('heading', { name: 'Fast Lottery 5 min', level: 2 })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Place a bet' });
  const tabs = panel.getByRole('group', { name: 'Play types' });
  await expect(tabs.getByRole('button', { name: /^Special prize\s*·\s*Đề$/ })).toBeVisible();
  await drawWithTimeToBet(page);

  // One number is one line.
  await panel
    .getByRole('group', { name: 'Numbers' })
    .getByRole('button', { name: '07', exact: true })
    .click();
  const slip = page.getByTestId('bet-slip');
  await expect(slip.getByTestId('slip-lines')).toHaveText('1 line');
  const open = await memberGet<OpenNumeroValue>(request, member, '/lotto/lgw/games/opened/numero', {
    gameCode: GAME,
  });
  const selection = { kind: 'lo2', numbers: ['07'] } as Selection;
  const stake = { unit: toMinor(open.limits.minUnitStake.toFixed(2)), multiplier: 1 };
  const cost = ticketCost(selection, open.game.region, stake, oddsTable(open.odds));
  const most = maxPayout(selection, open.game.region, stake, oddsTable(open.odds));

  // The confirm step: nothing is sent until the member confirms; Back leaves the slip as it was.
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/lotto/lgw/tickets')
      posts.push(sent.url());
  });
  await slip.getByRole('button', { name: 'Place ticket' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your ticket' });
  await expect(confirm.getByTestId('confirm-line-count')).toHaveText('1 line');
  await expect(confirm.getByRole('list', { name: 'Lines' }).getByRole('listitem')).toHaveText([
    '07',
  ]);
  await expect(confirm.getByTestId('confirm-cost')).toHaveText(endsWithMoney(cost));
  await expect(confirm.getByTestId('confirm-max-payout')).toHaveText(endsWithMoney(most));
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(confirm).toBeHidden();
  expect(posts).toEqual([]);

  // Skipping the step is remembered on this device, and the next ticket goes with one tap.
  const skip = slip.getByRole('checkbox', { name: /one tap/ });
  await skip.check();
  await page.reload();
  await expect(skip).toBeChecked({ timeout: FIRST_SCREEN_TIMEOUT });
  await drawWithTimeToBet(page);
  await panel
    .getByRole('group', { name: 'Numbers' })
    .getByRole('button', { name: '07', exact: true })
    .click();
  const placed = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/lotto/lgw/tickets' &&
      response.request().method() === 'POST',
  );
  await slip.getByRole('button', { name: 'Place ticket' }).click();
  const answer = (await (await placed).json()) as { success: boolean; value: TicketView };
  expect(answer.success).toBe(true);
  await expect(confirm).toBeHidden();
  await expect(slip.getByRole('status')).toContainText(answer.value.ticketNo);
  const row = page.getByTestId('ticket').filter({ hasText: answer.value.ticketNo });
  await expect(row).toContainText(' · 1 line · ');

  // On a 390 px phone every lottery name in the menu shows whole.
  await page.setViewportSize({ width: 390, height: 844 });
  const names = menu.getByRole('button', { name: /^(?!Favourite)/ });
  await expect(names.first()).toBeVisible();
  const clipped = await names.evaluateAll((buttons) =>
    buttons
      .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
      .map((b) => b.textContent),
  );
  expect(clipped, 'lottery names cut at 390 px').toEqual([]);
  // Nor does the menu cut a row at an edge of its own.
  expect(await menu.evaluate((nav) => nav.scrollHeight - nav.clientHeight)).toBeLessThanOrEqual(1);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

  expectCleanConsole(consoleErrors, failedCalls);
});
