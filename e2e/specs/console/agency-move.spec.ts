import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { contractPaths } from '../../../packages/shared/src/schemas/contracts';
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
import { signInToConsole } from '../../fixtures/console';
import {
  createEnrolledStaff,
  operatorLogin,
  operatorPostOk,
  operatorPut,
  SEEDED_ADMIN,
} from '../../fixtures/operator';
import { memberGet } from '../rewards/member-helpers';

const REASON = 'e2e: agency move journey';

test.beforeEach(async ({ page }) => {
  // Registrations, logins and a staff enrolment hash passwords on a shared machine.
  test.setTimeout(180_000);
  await presetStorage(page, { lang: 'EN' });
});

/** Appoints a registered member as an agent (1 top level, 2 below); its id, code and session. */
async function appoint(request: APIRequestContext, member: NewMember, type: 1 | 2) {
  const headers = await sessionHeaders(request, member, member.ip);
  const { id } = await memberGet<{ id: number }>(request, '/wps/member/info', headers);
  const result = await operatorPostOk<{ affiliateCode: string }>(
    'agency/agent-type',
    { memberId: id, type, reason: REASON },
    { operator: await operatorLogin(undefined, SEEDED_ADMIN) },
  );
  return { id, code: result.affiliateCode, headers };
}

/** A daily salary relay call as the member; its value. */
async function dailySalary<T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: object,
): Promise<T> {
  const answer = await (await request.post(contractPaths.daily, { headers, data: body })).json();
  expect(answer, `daily salary ${JSON.stringify(body)}`).toMatchObject({ success: true });
  return answer.value as T;
}

/** Opens the portal's agent centre on its Daily salary page. */
async function dailySalaryPage(page: Page): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Agent centre' }).click();
  }
  await centre
    .getByRole('navigation', { name: 'Agent centre pages' })
    .getByRole('button', { name: /^Daily salary/ })
    .click();
  await expect(centre.getByRole('heading', { name: 'Daily salary contract' })).toBeVisible();
  return centre;
}

test('an agency manager moves an agent with a contract; the console and the agent centre show it ended', async ({
  page,
  browser,
  request,
  consoleErrors,
  failedCalls,
}) => {
  // upline (top level, 1% from the platform) -> agent (0.5% from the upline); elsewhere: top level.
  const upline = await registerByApi(request, { ip: uniqueIp() });
  const up = await appoint(request, upline, 1);
  const agent = await registerByApi(request, { ip: uniqueIp(), affiliateCode: up.code });
  const down = await appoint(request, agent, 2);
  const elsewhere = await registerByApi(request, { ip: uniqueIp() });
  await appoint(request, elsewhere, 1);
  const granted = await operatorPut(
    'contracts/top-level',
    {
      kind: 'daily',
      agentId: up.id,
      terms: { tiers: [{ minValidBet: 0, minActive: 0, rate: 1 }] },
      reason: REASON,
    },
    { operator: await operatorLogin(undefined, SEEDED_ADMIN) },
  );
  expect(granted, 'the platform grants the upline its daily salary').toMatchObject({
    success: true,
  });
  const offer = await dailySalary<{ request: { id: number } }>(request, up.headers, {
    action: 'offer',
    memberId: down.id,
    terms: { tiers: [{ minValidBet: 0, minActive: 0, rate: 0.5 }] },
  });
  const accepted = await dailySalary<{ contract: { id: number } }>(request, down.headers, {
    action: 'accept',
    requestId: offer.request.id,
  });
  const contractId = accepted.contract.id;

  // The agent sees its contract in the agent centre.
  const portal = await (await browser.newContext()).newPage();
  await presetStorage(portal, { lang: 'EN' });
  await asIp(portal.context(), agent.ip);
  await portal.goto('/');
  await logInWithPassword(portal, agent.username, agent.password);
  let centre = await dailySalaryPage(portal);
  await expect(centre.getByTestId('own-contract')).toContainText(upline.username);

  // The agency manager finds the agent in the tree and opens it.
  const manager = await createEnrolledStaff('agency');
  await signInToConsole(page, manager.credentials, 'agency/tree');
  await page.getByLabel('Find account').fill(agent.username);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('treeitem', { name: agent.username })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Uplines' })
    .getByRole('link', { name: agent.username })
    .click();
  const contracts = page.getByRole('table', { name: 'Contracts' });
  const row = contracts
    .getByRole('row')
    .filter({ hasText: String(contractId) })
    .first();
  await expect(row).toContainText('Running');

  // The move says what it ends before it is made.
  await page.getByRole('button', { name: 'Move team' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${agent.username} and its team` });
  await dialog.getByLabel('New upline account (empty: to the top)').fill(elsewhere.username);
  await dialog.getByRole('button', { name: 'Check what it ends' }).click();
  const preview = dialog.getByTestId('move-preview');
  await expect(preview).toContainText(`moves under ${elsewhere.username}`);
  await expect(preview).toContainText('This move ends 1 contract:');
  await expect(preview).toContainText(`#${contractId} · Daily salary · ${agent.username}`);
  await dialog.getByLabel('Reason (kept in the audit log)').fill(REASON);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Moved ${agent.username}; 1 contract ended`)).toBeVisible();

  // The console shows the contract ended, and the new upline above the agent.
  await expect(row).toContainText('Ended');
  await expect(row).toContainText('holder moved');
  await expect(page.getByRole('link', { name: elsewhere.username }).first()).toBeVisible();

  // The agent centre: no contract any more.
  await portal.reload();
  centre = await dailySalaryPage(portal);
  await expect(centre.getByText('You have no contract yet')).toBeVisible();
  await expect(centre.getByTestId('own-contract')).toHaveCount(0);

  expectCleanConsole(consoleErrors, failedCalls);
});
