import { request as apiRequest } from '@playwright/test';
import {
  asIp,
  expect,
  expectCleanConsole,
  logInWithPassword,
  presetStorage,
  registerByApi,
  test,
  uniqueIp,
  uniqueName,
} from '../../fixtures/accounts';
import { operatorLogin, operatorPostOk, SEEDED_ADMIN } from '../../fixtures/operator';

test.beforeEach(async ({ page }) => {
  // Registration and the password login wait on a deliberately slow hash (argon2id).
  test.slow();
  await presetStorage(page, { lang: 'EN' });
});

/** A week of check-in rewards, 1.00 to 7.00, turnover 2x; archived after the test. */
async function createCheckIn(): Promise<{ id: number; title: string }> {
  const code = `e2e-check-in-${uniqueName('c')}`;
  const title = `Check-in ${code.slice(-6)}`;
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const created = await operatorPostOk<{ id: number }>(
    'promotions',
    {
      code,
      type: 'event',
      badge: 'new',
      status: 'published',
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
      sortOrder: 9000,
      terms: {
        kind: 'signed',
        rewards: [1, 2, 3, 4, 5, 6, 7],
        afterLast: 'cycle',
        turnoverMultiple: 2,
      },
      eligibility: { newMembersOnly: false, frequency: 'daily', minVipRank: 0 },
      bonus: { expiryDays: 7, weights: {} },
      contents: { EN: { title, summary: 'A bonus every day.', content: '<p>Test.</p>' } },
    },
    { operator: admin },
  );
  return { id: created.id, title };
}

/** With a request context of its own: it also runs after a failure has closed the test's. */
async function archivePromotion(id: number) {
  const admin = await operatorLogin(undefined, SEEDED_ADMIN);
  const own = await apiRequest.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  try {
    const response = await own.delete(`/wps/operator/promotions/${id}`, { headers: admin.headers });
    expect(response.ok(), 'the test promotion is archived').toBe(true);
  } finally {
    await own.dispose();
  }
}

test('a member checks in once today: day 1 is ticked, the state is Signed and the bonus arrives', async ({
  page,
  request,
  consoleErrors,
  failedCalls,
}) => {
  const promotion = await createCheckIn();
  try {
    const ip = uniqueIp();
    const member = await registerByApi(request, { ip });
    await asIp(page.context(), ip);
    await page.goto(`/promoDetail?id=${promotion.id}`);
    await logInWithPassword(page, member.username, member.password);

    const panel = page.getByTestId('check-in');
    await expect(panel.getByRole('listitem')).toHaveCount(7);
    await expect(panel.getByRole('listitem').first()).toHaveAccessibleName('Day 1, RM 1.00: today');
    await expect(page.getByTestId('promotion-state')).toHaveText('Open to join');

    await panel.getByRole('button', { name: 'Check in' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Checked in: RM 1.00 is now in your bonus wallet.',
    );
    await expect(page.getByTestId('promotion-state')).toHaveText('Signed');
    await expect(panel.getByRole('listitem').first()).toHaveAccessibleName(
      'Day 1, RM 1.00: checked in',
    );
    await expect(panel.getByText('Days in a row: 1')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Check in' })).toHaveCount(0);

    // A fresh page still says so, with tomorrow's reward.
    await page.reload();
    await expect(page.getByTestId('promotion-state')).toHaveText('Signed');
    await expect(
      panel.getByText('Checked in today. Come back tomorrow for RM 2.00.'),
    ).toBeVisible();

    expectCleanConsole(consoleErrors, failedCalls);
  } finally {
    await archivePromotion(promotion.id);
  }
});
