import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../../packages/shared/src/money';
import type { TeamOverviewValue } from '../../../packages/shared/src/schemas/agency';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  MEMBER_PASSWORD,
  PASSWORD_HASH_TIMEOUT,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  uniqueName,
} from '../../fixtures/accounts';
import { playableGame } from '../../fixtures/games';
import { operatorLogin, operatorPostOk, SEEDED_ADMIN } from '../../fixtures/operator';
import { admin } from '../../fixtures/test';
import {
  CONSUMER_TIMEOUT,
  depositByBankTransfer,
  headerBalance,
  memberGet,
  openCentrePage,
  pageSession,
  playCrash,
} from '../rewards/member-helpers';

const PAYMENT_PASSWORD = '135790';
const NEW_PASSWORD = 'Stronger55';
/** Three crash rounds of 10.00 each. */
const STAKE = 1_000n;
const ROUNDS = 3;

test.beforeEach(async ({ page }) => {
  // A long journey of steps slow by nature: five password hashes (two registrations, two logins
  // and a password change), the operator's deposit confirmation and the reports' event consumer
  // a job poll behind; on a loaded two-core machine they need more than the tripled time-out.
  test.setTimeout(240_000);
  await presetStorage(page, { lang: 'EN' });
});

/** "+12.50", "−3.00" or "0.00", as the agent reports write a result. */
const signed = (minor: bigint) =>
  minor === 0n ? '0.00' : `${minor < 0n ? '−' : '+'}${formatMoney(minor < 0n ? -minor : minor)}`;

/** Opens a page of the open agent centre from its menu. */
async function agentPage(centre: Locator, name: string) {
  await centre
    .getByRole('navigation', { name: 'Agent centre pages' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** Registers an account below the agent from the Register account page; returns its name. */
async function registerBelow(centre: Locator, kind: 'Member' | 'Agent'): Promise<string> {
  const username = uniqueName(kind === 'Agent' ? 's' : 'm');
  const form = centre.locator('form');
  await form.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel('Initial password', { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByLabel('Confirm initial password', { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Register account' }).click();
  // The initial password is hashed (argon2id) before the answer.
  await expect(centre.getByRole('status')).toHaveText(
    `${username} was registered below you as ${kind}.`,
    { timeout: PASSWORD_HASH_TIMEOUT },
  );
  await expect(centre.getByTestId('created-account')).toHaveText(username);
  await expect(centre.getByText(/must choose a new password before anything else/)).toBeVisible();
  return username;
}

/** Opens the member centre from the header's account menu on its Account record page. */
async function accountRecords(page: Page, username: string): Promise<Locator> {
  return openCentrePage(page, username, 'Account record');
}

test('an agent builds a team whose play the reports show to the cent, and sends a member money', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // A new agent, appointed by the operator, so that its team is only what this journey builds.
  const agentIp = uniqueIp();
  const agent = await registerByApi(request, { ip: agentIp });
  const agentApi = await sessionHeaders(request, agent, agentIp);
  const { id: agentId } = await memberGet<{ id: number }>(request, '/wps/member/info', agentApi);
  await operatorPostOk(
    'agency/agent-type',
    { memberId: agentId, type: 1, reason: 'e2e: agent centre journey' },
    { operator: await operatorLogin(undefined, SEEDED_ADMIN) },
  );
  // Money to send; the payment password that sends it is set in the transfer dialog below.
  admin('main', 'wallet', 'credit', agent.username, '500', 'e2e: agent centre journey');
  const game = await playableGame(request, 'FISH', 'REEFHUNTER');

  // The agent registers a sub-agent and a member in the agent centre.
  await asIp(page.context(), agentIp);
  await page.goto('/');
  await logInWithPassword(page, agent.username, agent.password);
  await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  await expect(centre.getByTestId('overview-teamSize')).toHaveText('0');
  await agentPage(centre, 'Register account');
  const subAgent = await registerBelow(centre, 'Agent');
  await centre.getByRole('button', { name: 'Register another' }).click();
  const member = await registerBelow(centre, 'Member');

  // The member signs in with the initial password, must change it, deposits and plays.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const memberIp = uniqueIp();
  await presetStorage(memberPage, { lang: 'EN' });
  await asIp(memberContext, memberIp);
  await memberPage.goto('/');
  await logInWithPassword(memberPage, member, MEMBER_PASSWORD);
  const change = memberPage.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden({ timeout: PASSWORD_HASH_TIMEOUT });
  await depositByBankTransfer(memberPage, '100.00');
  await expect.poll(() => headerBalance(memberPage)).toBe(10_000n);
  const memberApi = await pageSession(memberPage, memberIp);
  const net = await playCrash(request, memberApi, game.nodeId, STAKE, ROUNDS);
  const staked = STAKE * BigInt(ROUNDS);
  const paid = staked + net;

  // The reports' figures are kept by an event consumer: wait until it has counted the rounds.
  await expect
    .poll(
      async () => {
        const overview = await memberGet<TeamOverviewValue>(
          request,
          '/wps/agent/team/overview?period=today',
          agentApi,
        );
        return [overview.figures.betCount, overview.figures.depositCount];
      },
      { message: "the team's deposit and rounds in the reports", timeout: CONSUMER_TIMEOUT },
    )
    .toEqual([ROUNDS, 1]);

  // Team overview: exactly what the member did today.
  await agentPage(centre, 'Team overview');
  await expect(centre.getByTestId('overview-validBets')).toHaveText(`RM ${formatMoney(staked)}`);
  await expect(centre.getByTestId('overview-teamSize')).toHaveText('2');
  await expect(centre.getByText('Direct downlines: 2')).toBeVisible();
  await expect(centre.getByTestId('overview-registrations')).toHaveText('2');
  await expect(centre.getByTestId('overview-firstDepositors')).toHaveText('1');
  await expect(centre.getByTestId('overview-activeMembers')).toHaveText('1');
  await expect(centre.getByTestId('overview-deposits')).toHaveText('RM 100.00');
  await expect(centre.getByText('Deposits made: 1')).toBeVisible();
  await expect(centre.getByText(`Rounds played: ${ROUNDS}`)).toBeVisible();
  await expect(centre.getByTestId('overview-withdrawals')).toHaveText('RM 0.00');
  await expect(centre.getByTestId('overview-payouts')).toHaveText(`RM ${formatMoney(paid)}`);
  await expect(centre.getByTestId('overview-bonuses')).toHaveText('RM 0.00');
  await expect(centre.getByTestId('overview-profitLoss')).toHaveText(`RM ${signed(net)}`);

  // Team betting: the member's three rounds and their totals.
  await agentPage(centre, 'Team betting');
  await expect(centre.getByTestId('bets-total-count')).toHaveText(String(ROUNDS));
  await expect(centre.getByTestId('bets-total-stake')).toHaveText(formatMoney(staked));
  await expect(centre.getByTestId('bets-total-validBet')).toHaveText(formatMoney(staked));
  await expect(centre.getByTestId('bets-total-payout')).toHaveText(formatMoney(paid));
  await expect(centre.getByTestId('bets-total-winLoss')).toHaveText(signed(net));
  const rounds = centre.getByTestId('team-bet');
  await expect(rounds).toHaveCount(ROUNDS);
  for (const round of await rounds.all()) await expect(round).toContainText(member);

  // User profit and loss: the team's total, the member's row and the empty sub-agent.
  await agentPage(centre, 'User profit and loss');
  const total = centre.getByTestId('profit-team-total');
  await expect(total.locator('[data-figure="deposits"]')).toHaveText('100.00');
  await expect(total.locator('[data-figure="profitLoss"]')).toHaveText(signed(net));
  const memberRow = centre.locator(`[data-testid="profit-row"][data-account="${member}"]`);
  await expect(memberRow.locator('[data-figure="deposits"]')).toHaveText('100.00');
  await expect(memberRow.locator('[data-figure="bets"]')).toHaveText(formatMoney(staked));
  await expect(memberRow.locator('[data-figure="validBets"]')).toHaveText(formatMoney(staked));
  await expect(memberRow.locator('[data-figure="payouts"]')).toHaveText(formatMoney(paid));
  await expect(memberRow.locator('[data-figure="profitLoss"]')).toHaveText(signed(net));
  const subAgentRow = centre.locator(`[data-testid="profit-row"][data-account="${subAgent}"]`);
  await expect(subAgentRow.locator('[data-figure="profitLoss"]')).toHaveText('0.00');

  // The agent sends the member 25.00 from team management.
  await agentPage(centre, 'Team management');
  const row = centre.locator(`[data-testid="downline-row"][data-account="${member}"]`);
  await row.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer to ${member}` });
  await expect(transfer.getByTestId('transfer-balance')).toHaveText('RM 500.00');
  await transfer.getByLabel('Amount').fill('25');
  // No payment password yet: it is set in place, and the transfer is still there afterwards.
  await expect(transfer.getByRole('button', { name: 'Next' })).toBeDisabled();
  await transfer.getByRole('button', { name: 'Set payment password' }).click();
  const setPassword = transfer.getByTestId('set-payment-password');
  await setPassword.getByLabel('Login password').fill(agent.password);
  await setPassword.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await setPassword.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await setPassword.getByRole('button', { name: 'Submit' }).click();
  await expect(
    transfer.getByText('Payment password set. Continue with your transfer.'),
  ).toBeVisible({ timeout: PASSWORD_HASH_TIMEOUT });
  await expect(centre).toBeVisible();
  await expect(transfer.getByLabel('Amount')).toHaveValue('25');
  await transfer.getByRole('button', { name: 'Next' }).click();
  await transfer.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(transfer.getByRole('status')).toHaveText(`RM 25.00 was sent to ${member}.`, {
    timeout: PASSWORD_HASH_TIMEOUT,
  });
  const referenceCell = transfer.getByTestId('upline-reference');
  await expect(referenceCell).toHaveText(/^T\d{16}$/);
  const reference = (await referenceCell.textContent())!;
  await transfer.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(transfer).toBeHidden();
  // The list shows the member's main wallet with the money: deposit, rounds and transfer.
  await expect(row.locator('td').nth(1)).toHaveText(formatMoney(10_000n + net + 2_500n));
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();

  // Both account records show it.
  const agentRecords = await accountRecords(page, agent.username);
  const sent = agentRecords.getByTestId('account-record').filter({ hasText: reference });
  await expect(sent).toContainText('Transfer to downline');
  await expect(sent).toContainText('−25.00');
  await expect(sent).toContainText('475.00');
  const memberRecords = await accountRecords(memberPage, member);
  const received = memberRecords.getByTestId('account-record').filter({ hasText: reference });
  await expect(received).toContainText('Transfer from upline');
  await expect(received).toContainText('+25.00');

  await memberContext.close();
  expectCleanConsole(consoleErrors, failedCalls);
});

/**
 * The demo seed's top agent and its second sub-agent. Seeded accounts trust the first address
 * they sign in from: the same one as the other specs that sign agent01 in.
 */
const DEMO_AGENT = { username: 'agent01', password: 'Demo1234', ip: '10.251.17.2' };
const SUB_AGENT = 'ag01s2';

test("a sub-agent's team records show its whole team and say whose team it is", async ({
  page,
  consoleErrors,
  failedCalls,
}) => {
  await asIp(page.context(), DEMO_AGENT.ip);
  await page.goto('/');
  await logInWithPassword(page, DEMO_AGENT.username, DEMO_AGENT.password);
  await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await agentPage(centre, 'Team management');
  const row = centre.locator(`[data-testid="downline-row"][data-account="${SUB_AGENT}"]`);
  await row.getByRole('button', { name: 'Team records' }).click();

  await expect(centre.getByRole('heading', { name: 'Team betting' })).toBeVisible();
  await expect(centre.getByTestId('team-scope')).toHaveText(
    new RegExp(`^Showing the team of ${SUB_AGENT}: ${SUB_AGENT} and everyone below\\.`),
  );
  // The demo team plays across the last weeks: a month holds the sub-agent's members' rounds.
  await centre.getByRole('button', { name: 'Last 30 days' }).click();
  const rounds = centre.getByTestId('team-bet');
  await expect(rounds.first()).toBeVisible();
  const accounts = await rounds.locator('th > span:first-child').allTextContents();
  expect(accounts.every((account) => account.startsWith(SUB_AGENT))).toBe(true);
  expect(
    accounts.some((account) => account !== SUB_AGENT),
    'members below the sub-agent are in its team',
  ).toBe(true);

  // Back to the whole downline: the other sub-agents' teams are there again.
  await centre.getByRole('button', { name: 'Show my whole team' }).click();
  await expect(centre.getByTestId('team-scope')).toHaveCount(0);
  await expect(rounds.filter({ hasNotText: SUB_AGENT }).first()).toBeVisible();

  expectCleanConsole(consoleErrors, failedCalls);
});
