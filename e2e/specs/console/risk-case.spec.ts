import { expect, registerByApi, test, uniqueIp, uniqueName } from '../../fixtures/accounts';
import { SEEDED_ADMIN, signInToConsole } from '../../fixtures/console';
import { liveOperatorSession, operatorGet } from '../../fixtures/operator';

interface CasePage {
  list: Array<{ id: number; rule: string; memberCount: number }>;
}

test.beforeEach(async ({ page }) => {
  // Registrations wait on a deliberately slow hash (argon2id).
  test.slow();
  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
});

test('accounts registered in one browser raise a case the risk desk notes and closes', async ({
  page,
  request,
}) => {
  // One API context keeps the browser mark cookie the first registration set: one "device".
  const members = [];
  for (let i = 0; i < 4; i += 1) {
    members.push(await registerByApi(request, { ip: uniqueIp(), username: uniqueName('shared') }));
  }
  const last = members.at(-1)!.username;
  const operator = await liveOperatorSession(SEEDED_ADMIN);
  let caseId = 0;
  await expect
    .poll(
      async () => {
        const answer = await operatorGet<CasePage>(
          `/wps/operator/risk-cases?rule=shared_device&member=${last}`,
          { operator },
        );
        caseId = answer.value.list[0]?.id ?? 0;
        return caseId;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  await signInToConsole(page, SEEDED_ADMIN, `risk-cases?rule=shared_device&member=${last}`);
  const queue = page.getByRole('table', { name: 'Money-pattern cases' });
  await queue.getByRole('link', { name: `#${caseId}` }).click();
  await expect(page.getByRole('heading', { name: `Case ${caseId}` })).toBeVisible();
  const listed = page.getByRole('list', { name: 'Members' });
  for (const member of members) {
    await expect(listed.getByRole('link', { name: member.username })).toBeVisible();
  }

  await page.getByLabel('New note').fill('Same household, asked for proof of address.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Notes' })
      .getByText('Same household, asked for proof of address.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Close case' }).click();
  const dialog = page.getByRole('dialog', { name: `Close case ${caseId}` });
  await dialog.getByLabel('Outcome').selectOption('no_concern');
  await dialog.getByLabel('Closing note').fill('Family members, documents match.');
  await dialog.getByRole('button', { name: 'Close case' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Case ${caseId} closed`)).toBeVisible();
  await expect(page.getByText('No concern')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close case' })).toHaveCount(0);
});
