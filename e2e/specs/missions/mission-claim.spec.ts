import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  FIRST_SCREEN_TIMEOUT,
  logInWithPassword,
  presetStorage,
  registerByApi,
  sessionHeaders,
  test,
  uniqueIp,
  uniqueName,
} from '../../fixtures/accounts';
import { operatorLogin, operatorPostOk, SEEDED_ADMIN } from '../../fixtures/operator';

/** The mission tracker is an event consumer: progress shows a job poll after the deposit. */
const CONSUMER_TIMEOUT = 30_000;
const REWARD_POINTS = 77;

test.beforeEach(async ({ page }) => {
  // Registration and logins wait on a deliberately slow hash, and the deposit goes through the
  // sandbox gateway and a job poll: a longer journey than most.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

/**
 * A daily mission of this test: deposit 100.00 today for 77 points, first in display order.
 * Deleted after the test, so no other test sees it for long.
 */
async function createMission(name: string): Promise<number> {
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const created = await operatorPostOk<{ id: number }>(
    'missions',
    {
      names: { EN: name },
      descriptions: { EN: 'Deposit a total of 100.00 today.' },
      period: 'daily',
      condition: 'deposit_total',
      target: 100,
      reward: { type: 'points', points: REWARD_POINTS },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      sortOrder: 0,
    },
    { operator: admin },
  );
  return created.id;
}

/** With a request context of its own: it also runs after a failure has closed the test's. */
async function deleteMission(id: number) {
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const own = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  try {
    const response = await own.delete(`/wps/operator/missions/${id}`, { headers: admin.headers });
    expect(response.ok(), 'the test mission is deleted').toBe(true);
  } finally {
    await own.dispose();
  }
}

/**
 * Opens the member centre from the header's account menu, then one of its pages (an entry's
 * name ends with its badge's count, if any).
 */
async function openCentrePage(page: Page, username: string, entry: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(username) }).click();
    await header.getByRole('button', { name: 'My account' }).click();
  }
  await centre.getByRole('button', { name: new RegExp(`^${entry}(, \\d+ new)?$`) }).click();
  return centre;
}

/** The state the missions page shows for a mission, opened afresh (it asks the server again). */
async function missionState(page: Page, username: string, card: Locator): Promise<string> {
  await openCentrePage(page, username, 'Bonus details');
  await openCentrePage(page, username, 'Missions');
  await expect(card).toBeVisible();
  return (await card.getAttribute('data-state')) ?? '';
}

test('a deposit completes a mission, the member claims its points once and sees the leaderboard', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const name = `E2E deposit ${uniqueName('m').slice(-6)}`;
  const missionId = await createMission(name);
  try {
    const ip = uniqueIp();
    const member = await registerByApi(request, { ip });
    await asIp(page.context(), ip);
    await page.goto('/');
    await logInWithPassword(page, member.username, member.password);

    const centre = await openCentrePage(page, member.username, 'Missions');
    const card = centre.getByTestId('mission-card').filter({ hasText: name });
    await expect(card.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'RM 0.00 / RM 100.00',
    );
    await expect(card.getByRole('button', { name: `Claim ${name}` })).toBeDisabled();
    await expect(card).toContainText(`${REWARD_POINTS} points`);
    await expect(card).toContainText(/Ends in \d/);

    await openCentrePage(page, member.username, 'Deposit');
    await centre.getByText('Online payment (sandbox)').click();
    await centre.getByRole('textbox', { name: 'Amount' }).fill('100.00');
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByTestId('deposit-result')).toContainText(
      'has arrived in your main wallet',
      { timeout: FIRST_SCREEN_TIMEOUT },
    );

    await expect
      .poll(() => missionState(page, member.username, card), {
        message: 'the mission completed by the deposit',
        timeout: CONSUMER_TIMEOUT,
      })
      .toBe('completed');
    await expect(card.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      'RM 100.00 / RM 100.00',
    );
    // The demo's "Deposit 100 today" is completed by the same deposit.
    const badge = centre.getByTestId('badge-missionLeaderboard');
    await expect(badge).toHaveText('2');

    await card.getByRole('button', { name: `Claim ${name}` }).click();
    await expect(centre.getByRole('status')).toHaveText(
      `${name}: ${REWARD_POINTS} points claimed.`,
    );
    await expect(card).toHaveAttribute('data-state', 'claimed');
    await expect(card.getByRole('button', { name: `Claim ${name}` })).toHaveCount(0);
    await expect(badge).toHaveText('1');
    const points = await request.get('/wps/relay/MCS2_getPointBalance', {
      headers: await sessionHeaders(request, member, ip),
    });
    expect((await points.json()).value).toMatchObject({ balance: REWARD_POINTS });

    await centre.getByRole('tab', { name: 'Leaderboard' }).click();
    await expect(centre.getByLabel('Mission', { exact: true })).toHaveValue(String(missionId));
    const me = centre.getByTestId('leaderboard-row').filter({ hasText: 'You' });
    await expect(me).toHaveAttribute('aria-current', 'true');
    const masked = `${member.username.slice(0, 2)}***${member.username.at(-1)}`;
    await expect(me).toContainText(masked);
    await expect(me).toContainText('RM 100.00');
    const rank = (await me.locator('td').first().textContent())!.trim();
    await expect(centre.getByTestId('my-rank')).toHaveText(`Your rank: #${rank} · RM 100.00`);

    await centre.getByRole('tab', { name: 'Winners' }).click();
    await expect(centre.getByText('The biggest wins of the last days.')).toBeVisible();

    expectCleanConsole(consoleErrors, failedCalls);
  } finally {
    await deleteMission(missionId);
  }
});
