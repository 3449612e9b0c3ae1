import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatMoney, toMinor } from '../../../packages/shared/src/money';
import { expect, FIRST_SCREEN_TIMEOUT } from '../../fixtures/accounts';

/**
 * Steps the reward-centre and points-mall journeys share, done as the member's page does them
 * or as the specs of the promotions do (the sandbox gateway, the house crash game's API).
 */

/** Event consumers (ticket granter, points earner) run one job poll after the fact. */
export const CONSUMER_TIMEOUT = 30_000;

/** The headers of the page's own session: the calls below act as the signed-in member. */
export async function pageSession(page: Page, ip: string): Promise<Record<string, string>> {
  const token = () =>
    page.evaluate(
      () =>
        (JSON.parse(sessionStorage.getItem('session') ?? 'null') as { token?: string } | null)
          ?.token ?? null,
    );
  await expect.poll(token, { message: 'the session token of the page' }).toBeTruthy();
  return { authorization: `Bearer ${await token()}`, 'x-forwarded-for': ip, language: 'EN' };
}

/** A member call's value, checking the envelope. */
export async function memberGet<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
): Promise<T> {
  const body = await (await request.get(path, { headers })).json();
  expect(body, `GET ${path}`).toMatchObject({ success: true });
  return body.value as T;
}

/** The header balance in minor units, once it shows a number. */
export async function headerBalance(page: Page): Promise<bigint> {
  const amount = page.getByTestId('balance-amount');
  await expect(amount).toHaveText(/^[\d,]+\.\d{2}$/);
  return toMinor((await amount.textContent())!.replace(/,/g, ''));
}

/** Opens the member centre from the header's account menu when closed, then one of its pages. */
export async function openCentrePage(page: Page, username: string, entry: string) {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: new RegExp(username) }).click();
    await header.getByRole('button', { name: 'My account' }).click();
  }
  // An entry's name ends with its badge's count when it shows one.
  await centre.getByRole('button', { name: new RegExp(`^${entry}( \\d+\\+?)?$`) }).click();
  return centre;
}

/** Deposits `amount` (e.g. "100.00") through the sandbox gateway, back on the site after. */
export async function depositThroughSandbox(page: Page, amount: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByText('Online payment (sandbox)').click();
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('deposit-result')).toContainText(
    'has arrived in your main wallet',
    {
      timeout: FIRST_SCREEN_TIMEOUT,
    },
  );
  return centre;
}

/**
 * Plays `rounds` crash rounds of the house fishing game through its API (as the game's page
 * does), each staking `stake` minor units and cashing out at x1.01; returns what they won or
 * lost together, in minor units.
 */
export async function playCrash(
  request: APIRequestContext,
  headers: Record<string, string>,
  nodeId: string,
  stake: bigint,
  rounds: number,
): Promise<bigint> {
  const launch = await request.post('/wps/game/launchGame', {
    headers,
    data: { nodeId, language: 'EN' },
  });
  const launched = await launch.json();
  expect(launched, 'the game launch').toMatchObject({ success: true });
  const token = new URL(launched.value.url, 'http://site').searchParams.get('token');
  expect(token, 'the game token').toBeTruthy();
  let net = 0n;
  for (let round = 0; round < rounds; round += 1) {
    const response = await request.post('/house/api/crash/play', {
      data: { token, stake: formatMoney(stake).replace(/,/g, ''), target: 1.01 },
    });
    const played = await response.json();
    expect(played, 'a crash round').toMatchObject({ success: true });
    net += toMinor(played.value.payout.toFixed(2)) - toMinor(played.value.stake.toFixed(2));
  }
  return net;
}
