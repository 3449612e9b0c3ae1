import type { Browser, Locator, Page } from '@playwright/test';
import { formatMoney } from '../../../packages/shared/src/money';
import { addSiteDays, siteDayOf } from '../../../packages/shared/src/site-day';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  type NewMember,
} from '../../fixtures/accounts';
import { playableGame } from '../../fixtures/games';
import { operatorLogin, operatorPostOk, operatorPut, SEEDED_ADMIN } from '../../fixtures/operator';
import { admin } from '../../fixtures/test';
import { memberGet, openCentrePage, playCrash } from '../rewards/member-helpers';

/** Three crash rounds of 10.00: the team's valid bet is 30.00. */
const STAKE = 1_000n;
const ROUNDS = 3;
const VALID_BET = STAKE * BigInt(ROUNDS);
/** The upline's daily salary from the platform, and what it offers its downline. */
const UPLINE_RATE = 1;
const DOWNLINE_RATE = 0.5;

test.beforeEach(async ({ page }) => {
  // Three registrations and three logins hash passwords; the settlement runs every due period.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

/** Signs `member` in on a page of its own (from its registration address), in English. */
async function signIn(page: Page, member: NewMember) {
  await asIp(page.context(), member.ip);
  await page.goto('/');
  await logInWithPassword(page, member.username, member.password);
}

/** Opens the agent centre's Daily salary page. */
async function dailySalaryPage(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  }
  await centre
    .getByRole('navigation', { name: 'Agent centre pages' })
    // The entry's name carries "A request waits for your answer" while one does.
    .getByRole('button', { name: /^Daily salary/ })
    .click();
  await expect(centre.getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
  return centre;
}

/** The member's unread messages, as the header counts them. */
async function unreadCount(
  request: Parameters<typeof memberGet>[0],
  headers: Record<string, string>,
): Promise<number> {
  return (await memberGet<{ count: number }>(request, '/wps/relay/CSP_unreadCount', headers)).count;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await presetStorage(page, { lang: 'EN' });
  return page;
}

/** Appoints a member as an agent (type 1 top level, 2 below); returns its invitation code. */
async function appoint(request: Parameters<typeof memberGet>[0], member: NewMember, type: 1 | 2) {
  const headers = await sessionHeaders(request, member, member.ip);
  const { id } = await memberGet<{ id: number }>(request, '/wps/member/info', headers);
  const result = await operatorPostOk<{ affiliateCode: string }>(
    'agency/agent-type',
    { memberId: id, type, reason: 'e2e: contracts journey' },
    { operator: await operatorLogin(undefined, SEEDED_ADMIN) },
  );
  return { id, code: result.affiliateCode, headers };
}

test('an upline offers a daily salary, the downline accepts, the team plays and both see the same settlement and money', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A chain of its own: upline (top level) -> downline agent -> player.
  const upline = await registerByApi(request, { ip: uniqueIp() });
  const up = await appoint(request, upline, 1);
  const downline = await registerByApi(request, { ip: uniqueIp(), affiliateCode: up.code });
  const down = await appoint(request, downline, 2);
  const player = await registerByApi(request, { ip: uniqueIp(), affiliateCode: down.code });
  admin('main', 'wallet', 'credit', player.username, '100', 'e2e: contracts journey');

  const operator = await operatorLogin(undefined, SEEDED_ADMIN);
  const granted = await operatorPut(
    'contracts/top-level',
    {
      kind: 'daily',
      agentId: up.id,
      terms: { tiers: [{ minValidBet: 0, minActive: 0, rate: UPLINE_RATE }] },
      reason: 'e2e: contracts journey',
    },
    { operator },
  );
  expect(granted, 'the platform grants the upline its daily salary').toMatchObject({
    success: true,
  });

  // The upline offers its downline 0.5% from the Daily salary page.
  const unreadBefore = await unreadCount(request, down.headers);
  await signIn(page, upline);
  const upCentre = await dailySalaryPage(page);
  await expect(upCentre.getByTestId('own-contract')).toContainText('Platform');
  const row = upCentre.locator(
    `[data-testid="downline-contract"][data-account="${downline.username}"]`,
  );
  await row.getByRole('button', { name: 'Offer contract' }).click();
  const editor = page.getByRole('dialog', { name: `Offer a contract to ${downline.username}` });
  const tier = editor.getByTestId('tier-fields').first();
  await tier.getByLabel('Team valid bet from').fill('0');
  await tier.getByLabel('Active members from').fill('0');
  await tier.getByLabel('Rate (%)').fill(String(DOWNLINE_RATE));
  await editor.getByRole('button', { name: 'Send offer' }).click();
  await expect(upCentre.getByRole('status')).toHaveText(
    `Your offer was sent to ${downline.username}.`,
  );
  await expect(row).toContainText('Offer');

  // The downline is told in the header's message count, then accepts it.
  const downPage = await newPage(browser);
  await signIn(downPage, downline);
  await expect(
    downPage.getByRole('banner').getByRole('button', { name: /^Messages/ }),
    'the offer is an unread message',
  ).toHaveAccessibleName(`Messages (${unreadBefore + 1} unread)`);
  const downCentre = await dailySalaryPage(downPage);
  const waiting = downCentre.getByRole('img', { name: 'A request waits for your answer' });
  await expect(waiting, 'the menu marks the page with the offer').toBeVisible();
  const offer = downCentre.getByTestId('pending-request');
  await expect(offer).toContainText(`Contract offer for ${downline.username}`);
  await offer.getByRole('button', { name: 'Accept' }).click();
  // Accepting restates the terms before anything is sent.
  const confirm = downPage.getByRole('dialog', { name: 'Accept this contract?' });
  await expect(confirm).toContainText('Daily salary contract');
  await expect(confirm).toContainText(upline.username);
  await expect(confirm.getByTestId('tiers-table')).toContainText(`${DOWNLINE_RATE}%`);
  await expect(confirm).toContainText('As soon as you accept');
  await confirm.getByRole('button', { name: 'Accept contract' }).click();
  await expect(confirm).toBeHidden();
  await expect(downCentre.getByRole('status')).toHaveText('You accepted the contract.');
  await expect(waiting, 'nothing waits any more').toHaveCount(0);
  await expect(downCentre.getByTestId('own-contract')).toContainText(upline.username);

  // The player plays; the operator runs the settlement past the end of today (site time).
  const game = await playableGame(request, 'FISH', 'REEFHUNTER');
  const playerApi = await sessionHeaders(request, player, player.ip);
  await playCrash(request, playerApi, game.nodeId, STAKE, ROUNDS);
  const tomorrow = addSiteDays(siteDayOf(new Date()), 1);
  const settled = await operatorPostOk<{ periods: { schedule: string; settlements: number }[] }>(
    'contracts/settle',
    { until: `${tomorrow}T00:05:00+08:00` },
    { operator },
  );
  expect(settled.periods.some((period) => period.schedule === 'daily')).toBe(true);

  // The downline: its record, 0.5% of 30.00 = 0.15, nothing passed further down.
  const downGross = (VALID_BET * 5n) / 1000n;
  const upGross = (VALID_BET * 10n) / 1000n;
  await downPage.reload();
  const downRecords = await dailySalaryPage(downPage);
  const downRow = downRecords.getByTestId('settlement-row');
  await expect(downRow).toHaveCount(1);
  await expect(downRow).toContainText(formatMoney(VALID_BET));
  await expect(downRow).toContainText('0.5%');
  await expect(downRow.locator('td').last()).toHaveText(formatMoney(downGross));
  await expect(downRecords.getByTestId('records-total-amount')).toHaveText(formatMoney(downGross));

  // The upline opens the downline's records: the same row; its own pays 1% less the 0.15.
  await page.reload();
  const upRecords = await dailySalaryPage(page);
  await expect(upRecords.getByTestId('settlement-row')).toHaveCount(1);
  await expect(upRecords.getByTestId('records-total-amount')).toHaveText(
    formatMoney(upGross - downGross),
  );
  await upRecords
    .locator(`[data-testid="downline-contract"][data-account="${downline.username}"]`)
    .getByRole('button', { name: 'Records' })
    .click();
  await expect(upRecords.getByTestId('records-member')).toContainText(downline.username);
  const seenByUpline = upRecords.getByTestId('settlement-row');
  await expect(seenByUpline).toHaveCount(1);
  await expect(seenByUpline).toHaveText((await downRow.textContent())!);

  // The money: a daily salary in the downline's account records.
  await downRecords.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(downRecords).toBeHidden();
  const records = await openCentrePage(downPage, downline.username, 'Account record');
  const salary = records.getByTestId('account-record').filter({ hasText: 'Daily salary' });
  await expect(salary).toHaveCount(1);
  await expect(salary).toContainText(`+${formatMoney(downGross)}`);

  expectCleanConsole(consoleErrors, failedCalls);
});
