import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, toMinor } from '../../../packages/shared/src/money';
import { expect } from '../../fixtures/accounts';
import { operatorPostOk } from '../../fixtures/operator';

/**
 * Steps the reward-centre and points-mall journeys share, done as the member's page does them
 * or as the wallet and promotions specs do (a confirmed bank transfer, the crash game's API).
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
  // An entry's name ends with its badge's count when it shows one ("Reward centre, 1 new").
  await centre.getByRole('button', { name: new RegExp(`^${entry}(, \\d+\\+? new)?$`) }).click();
  return centre;
}

/**
 * Deposits `amount` (e.g. "100.00") by local bank transfer from the member centre, confirmed by
 * the finance operator (as the wallet specs do): no page load on the way, which keeps a loaded
 * machine's time for the steps under test. Leaves the centre closed and the balance refreshed.
 */
export async function depositByBankTransfer(page: Page, amount: string): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByText('Local bank transfer').click();
  await centre.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await centre.getByRole('textbox', { name: 'Payer name' }).fill('Siti Aminah');
  await centre.getByRole('button', { name: 'Submit deposit' }).click();
  const submitted = centre.getByTestId('deposit-submitted');
  await expect(submitted).toContainText('waiting for confirmation');
  const orderNo = /D\d{16}/.exec((await submitted.textContent()) ?? '')?.[0];
  expect(orderNo, 'the order number on the confirmation').toBeDefined();
  const confirmed = await operatorPostOk<{ status: string }>(`deposits/${orderNo}/confirm`);
  expect(confirmed.status).toBe('success');
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(centre).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
  return orderNo!;
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
