import type {
  RewardTicket,
  RewardTicketsValue,
} from '../../../packages/shared/src/schemas/rewards';
import { formatMoney, toMinor } from '../../../packages/shared/src/money';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
} from '../../fixtures/accounts';
import {
  CONSUMER_TIMEOUT,
  depositByBankTransfer,
  headerBalance,
  memberGet,
  openCentrePage,
  pageSession,
} from './member-helpers';

interface Bonus {
  bonusNo: string;
  amount: number;
  turnoverRequired: number;
}

test.beforeEach(async ({ page }) => {
  // A journey of many steps slow by nature: two password hashes (registration, login), the
  // operator's confirmation and event consumers a job poll apart. On a loaded two-core machine
  // they add up past the usual tripled time-out, so the journey gets six times the default.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

test('a deposit grants a golden egg, which opens, is verified and credits its prize', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const ip = uniqueIp();
  const member = await registerByApi(request, { ip });
  await asIp(page.context(), ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
  const headers = await pageSession(page, ip);

  // The first deposit: the ticket granter gives a golden egg one job poll later.
  await depositByBankTransfer(page, '100.00');
  await expect.poll(() => headerBalance(page)).toBe(10_000n);
  await expect
    .poll(
      async () =>
        (await memberGet<{ unopened: number }>(request, '/wps/member/rewards/count', headers))
          .unopened,
      { message: 'the golden egg of the first deposit', timeout: CONSUMER_TIMEOUT },
    )
    .toBe(1);

  const centre = await openCentrePage(page, member.username, 'Reward centre');
  await expect(centre.getByTestId('badge-rewardCenter')).toHaveText('1');
  await expect(centre.getByRole('button', { name: 'Reward centre, 1 new' })).toBeVisible();
  const card = centre.getByTestId('reward-ticket');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Golden egg' })).toBeVisible();
  await expect(card).toContainText('From: First deposit');
  const seedHash = (await card.getByTestId('ticket-seed-hash').textContent())!;
  expect(seedHash).toMatch(/^[0-9a-f]{64}$/);

  // What the member holds before the open.
  const balanceBefore = await headerBalance(page);
  const pointsBefore = (
    await memberGet<{ balance: number }>(request, '/wps/relay/MCS2_getPointBalance', headers)
  ).balance;
  const bonusesBefore = (
    await memberGet<{ list: Bonus[] }>(request, '/wps/member/bonuses', headers)
  ).list;

  // The prize table writes money prizes as the site writes money: "RM 8.00".
  await expect(card.getByTestId('ticket-prizes')).toContainText(/RM \d{1,3}(,\d{3})*\.\d{2}/);
  // One press smashes it: the card's button names what it does, and the dialog opens smashing.
  await card.getByRole('button', { name: 'Smash the egg', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Golden egg' });

  // The shell cracks and splits; then the prize and its proof, checked in the browser.
  const prize = dialog.getByTestId('ticket-prize');
  await expect(prize).toBeVisible();
  await expect(dialog.getByTestId('verify-hash')).toHaveAttribute('data-ok', 'true');
  await expect(dialog.getByTestId('verify-hash')).toContainText('✓');
  await expect(dialog.getByTestId('verify-prize')).toHaveAttribute('data-ok', 'true');
  await expect(dialog.getByTestId('verify-prize')).toContainText('✓');
  await expect(dialog.getByTestId('proof-hash')).toHaveText(seedHash);

  // The server's record of the open agrees with the page.
  const opened = await memberGet<RewardTicketsValue>(
    request,
    '/wps/member/rewards/tickets?status=opened',
    headers,
  );
  expect(opened.list).toHaveLength(1);
  const ticket: RewardTicket = opened.list[0]!;
  const won = ticket.prizes[ticket.prizeIndex!]!;
  // The draw is random: the report says which of the four ways of crediting this run checked.
  test.info().annotations.push({ type: 'prize', description: `${won.type}: ${won.label}` });
  await expect(dialog.getByTestId('proof-seed')).toHaveText(ticket.seed!);
  await expect(dialog.getByTestId('proof-ticket')).toHaveText(ticket.ticketNo);
  await expect(dialog.getByTestId('ticket-prize-label')).toHaveText(won.label);
  await expect(prize).toHaveAttribute('data-prize-type', won.type);

  const points = async () =>
    (await memberGet<{ balance: number }>(request, '/wps/relay/MCS2_getPointBalance', headers))
      .balance;
  const bonuses = async () =>
    (await memberGet<{ list: Bonus[] }>(request, '/wps/member/bonuses', headers)).list;

  // The credit is exactly the prize shown, and nothing else moved.
  await dialog.getByRole('button', { name: 'Close' }).click();
  if (won.type === 'bonus') {
    const amount = toMinor(won.amount!.toFixed(2));
    await expect(dialog).toBeHidden();
    expect(ticket.prizeReference).toBeTruthy();
    const bonus = (await bonuses()).find((item) => item.bonusNo === ticket.prizeReference);
    expect(bonus, 'the bonus of the prize').toMatchObject({
      amount: won.amount,
      turnoverRequired: won.amount! * won.turnoverMultiple!,
    });
    await openCentrePage(page, member.username, 'Bonus details');
    const row = centre.getByTestId('bonus-row').filter({ hasText: ticket.prizeReference! });
    await expect(row.getByTestId('bonus-amount')).toHaveText(`RM ${formatMoney(amount)}`);
    expect(await points()).toBe(pointsBefore);
  } else if (won.type === 'points') {
    expect(await points()).toBe(pointsBefore + won.points!);
    expect(await bonuses()).toEqual(bonusesBefore);
  } else if (won.type === 'ticket') {
    await expect(centre.getByTestId('badge-rewardCenter')).toHaveText('1');
    const next = centre.getByTestId('reward-ticket');
    await expect(next).toHaveCount(1);
    await expect(next).toContainText(ticket.prizeReference!);
    await expect(next).toContainText('From: Prize of another ticket');
    expect(await points()).toBe(pointsBefore);
    expect(await bonuses()).toEqual(bonusesBefore);
  } else {
    await expect(centre.getByTestId('badge-rewardCenter')).toHaveCount(0);
    await expect(centre.getByText('No tickets to open')).toBeVisible();
    expect(await points()).toBe(pointsBefore);
    expect(await bonuses()).toEqual(bonusesBefore);
  }
  // No prize goes to the main wallet.
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => headerBalance(page)).toBe(balanceBefore);

  expectCleanConsole(consoleErrors, failedCalls);
});
