import { randomBytes, randomUUID } from 'node:crypto';
import type { Selection } from '../../../packages/shared/src/lottery/bet-types';
import { drawSheet } from '../../../packages/shared/src/lottery/draw';
import { DEFAULT_ODDS, type PrizeMode } from '../../../packages/shared/src/lottery/odds';
import {
  PRIZE_STRUCTURES,
  sheetNumbers,
  type ResultSheet,
} from '../../../packages/shared/src/lottery/prize-structures';
import { settleTicket, ticketCost } from '../../../packages/shared/src/lottery/settle';
import { fromMinor, toMinor } from '../../../packages/shared/src/money';
import type { OperatorDraw, TicketView } from '../../../packages/shared/src/schemas/lottery';
import {
  expect,
  expectCleanConsole,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import { openConsoleWith } from '../../fixtures/lottery';
import { createEnrolledStaff, operatorGet } from '../../fixtures/operator';
import { admin, FIRST_SCREEN_TIMEOUT } from '../../fixtures/test';

const UNIT_STAKE = '1.00';
const MULTIPLIER = 2;

test.beforeEach(async ({ page }) => {
  // Two staff members enrol and a member registers and logs in: each waits on a deliberately
  // slow hash (argon2id), and the settlement job runs every 10 seconds.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

test('the lottery desk enters a result, a second person confirms it, and the member’s ticket settles with the figures the result implies', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const first = await createEnrolledStaff('lottery');
  const second = await createEnrolledStaff('lottery');

  // The traditional draw furthest ahead that takes tickets: nobody else enters its result, and
  // its draw time is far enough for the house feed to leave it alone.
  const draws = await operatorGet<{ list: OperatorDraw[] }>(
    'lottery/draws?kind=traditional&state=open&pageSize=100',
    { operator: first.session },
  );
  expect(draws.success).toBe(true);
  const draw = draws.value.list.find((d) => new Date(d.closeAt).getTime() > Date.now() + 60_000);
  expect(draw, 'an open traditional draw').toBeTruthy();
  const { drawId, region } = draw!;

  // The sheet the desk will enter, made here so the member's pick is known to win: the first
  // number of the sheet's lô (every prize's last two digits) and one that never appears.
  const sheet: ResultSheet = drawSheet(randomBytes(32).toString('hex'), drawId, region);
  const drawnLots = sheetNumbers(region, sheet).map((number) => number.slice(-2));
  const missing = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).find(
    (number) => !drawnLots.includes(number),
  )!;
  const selection: Selection = { kind: 'lo2', numbers: [drawnLots[0]!, missing] };

  // A member with money buys the ticket.
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  admin('main', 'wallet', 'credit', member.username, '500.00', 'e2e: lottery desk');
  const headers = { ...(await sessionHeaders(request, member, ip)), language: 'EN' };
  const placed = await request.post('/lotto/lgw/tickets', {
    headers,
    data: {
      drawId,
      selection,
      unitStake: UNIT_STAKE,
      multiplier: MULTIPLIER,
      requestId: randomUUID(),
    },
  });
  const placedBody = await placed.json();
  expect(placedBody, 'the ticket placed').toMatchObject({ success: true });
  const ticket = placedBody.value as TicketView;
  expect(ticket.state).toBe('pending');

  // What the result implies, with the shared settlement and the odds the ticket was sold at.
  const settings = await operatorGet<{ prizeMode: PrizeMode }>('lottery/settings', {
    operator: first.session,
  });
  const odds = DEFAULT_ODDS[settings.value.prizeMode];
  const stake = { unit: toMinor(UNIT_STAKE), multiplier: MULTIPLIER };
  expect(toMinor(String(ticket.cost)), 'the cost the shared rules give').toBe(
    ticketCost(selection, region, stake, odds),
  );
  const implied = settleTicket(sheet, region, selection, stake, odds);
  expect(implied.payoutMinor).toBeGreaterThan(0n);

  // The first person: the draw's page, sales closed now (it is tomorrow's), the result entered.
  await openConsoleWith(page, first.session, `lottery/draws/${drawId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(draw!.numero, {
    timeout: FIRST_SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Close sales now' }).click();
  const closeDialog = page.getByRole('dialog');
  await closeDialog.getByRole('textbox').fill('Result entry rehearsal');
  await closeDialog.getByRole('button', { name: 'Close sales now' }).click();
  await expect(closeDialog).toBeHidden();
  await page.getByRole('button', { name: 'Enter result' }).click();
  const entry = page.getByRole('dialog');
  for (const { tier } of PRIZE_STRUCTURES[region]) {
    const label = tier[0]!.toUpperCase() + tier.slice(1);
    await entry.getByLabel(label, { exact: true }).fill(sheet[tier]!.join(' '));
  }
  await entry.getByRole('button', { name: 'Enter result' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByTestId('two-person')).toContainText('You entered this result');
  await expect(page.getByTestId('entered-by')).toHaveText(first.session.username);
  await expect(page.getByRole('button', { name: 'Confirm result' })).toHaveCount(0);
  // The server refuses the same person anyway.
  const same = await request.post(`/wps/operator/lottery/draws/${drawId}/confirm`, {
    headers: first.session.headers,
    data: {},
  });
  expect((await same.json()).errorCode).toBe('LOTTERY_SAME_OPERATOR');

  // The second person, in a browser of their own, sees the wait and confirms.
  const desk = await browser.newContext();
  const secondPage = await desk.newPage();
  await presetStorage(secondPage, { lang: 'EN' });
  await openConsoleWith(secondPage, second.session, `lottery/draws/${drawId}`);
  await expect(secondPage.getByTestId('two-person')).toContainText(
    `Result entered by ${first.session.username}: waiting for a second person`,
  );
  await secondPage.getByRole('button', { name: 'Confirm result' }).click();
  const confirm = secondPage.getByRole('dialog');
  await expect(confirm.getByTestId('tier-special')).toHaveText(sheet.special!.join(''));
  await confirm.getByRole('button', { name: 'Confirm result' }).click();
  await expect(confirm).toBeHidden();
  await expect(secondPage.getByTestId('confirmed-by')).toHaveText(second.session.username);
  await expect(secondPage.getByTestId('entered-by')).toHaveText(first.session.username);

  // Settlement (the job every 10 s): the page follows it until every ticket is settled.
  await expect(secondPage.getByText(/^(Drawn|Settled)$/).first()).toBeVisible();
  await expect(secondPage.getByTestId('settlement-progress')).toHaveText(
    /^(\d+) of \1 tickets settled$/,
    { timeout: 60_000 },
  );
  // The desk's figures: the draw paid what the result implies for its one ticket.
  const money = (minor: bigint) =>
    new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      Number(fromMinor(minor)),
    );
  await expect(secondPage.getByTestId('settlement-paid')).toHaveText(money(implied.payoutMinor));
  await expect(secondPage.getByTestId('settlement-ggr')).toHaveText(
    money(toMinor(String(ticket.cost)) - implied.payoutMinor),
  );

  // The member's ticket: won, paid exactly what the result implies, and in the betting record.
  const mine = async () => {
    const response = await request.get('/lotto/lgw/tickets', { headers });
    const body = (await response.json()) as { value: { list: TicketView[] } };
    return body.value.list.find((item) => item.ticketNo === ticket.ticketNo);
  };
  await expect.poll(async () => (await mine())?.state, { timeout: 30_000 }).toBe('won');
  const settled = (await mine())!;
  expect(toMinor(String(settled.payout))).toBe(implied.payoutMinor);
  expect(settled.occurrences).toBe(implied.occurrences);
  const bets = await request.get('/wps/member/bets', { headers });
  const record = ((await bets.json()).value.list as { roundId: string; payout: number }[]).find(
    (row) => row.roundId === `lotto:${ticket.ticketNo}`,
  );
  expect(record?.payout).toBe(Number(fromMinor(implied.payoutMinor)));

  await desk.close();
  expectCleanConsole(consoleErrors, failedCalls);
});
