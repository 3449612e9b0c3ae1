import { expect, registerByApi, test, uniqueIp, uniqueName } from '../../fixtures/accounts';
import { SEEDED_ADMIN, signInToConsole } from '../../fixtures/console';
import { liveOperatorSession, operatorGet } from '../../fixtures/operator';

/** The test server's consumer that dead-letters the registration of `deadletter…` accounts. */
const PROBE = 'dead-letter-probe';

interface DeadLetters {
  list: Array<{ id: number; lastError: string; event: { payload: { account?: string } } }>;
}

test.beforeEach(async ({ page }) => {
  // Registration waits on a deliberately slow hash (argon2id).
  test.slow();
  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
});

test('an admin replays a dead letter, which leaves the list', async ({ page, request }) => {
  const member = await registerByApi(request, {
    ip: uniqueIp(),
    username: uniqueName('deadletter'),
  });
  // The registration's event reaches the probe on the next job poll and is dead-lettered at once.
  const operator = await liveOperatorSession(SEEDED_ADMIN);
  let letterId = 0;
  await expect
    .poll(
      async () => {
        const answer = await operatorGet<DeadLetters>(
          `/wps/operator/events/dead-letters?consumer=${PROBE}&pageSize=100`,
          { operator },
        );
        const letter = answer.value.list.find(
          (row) => row.event.payload.account === member.username,
        );
        letterId = letter?.id ?? 0;
        return letterId;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  await signInToConsole(page, SEEDED_ADMIN, `events?consumer=${PROBE}`);
  const consumers = page.getByRole('table', { name: 'Consumers' });
  await expect(consumers.getByRole('row').filter({ hasText: PROBE })).toBeVisible();

  const letters = page.getByRole('table', { name: 'Dead letters' });
  const row = letters.getByRole('row').filter({ hasText: member.username });
  await expect(row).toBeVisible();
  await row.getByTitle(`The probe refuses member ${member.username}`).click();
  await expect(row.getByText(`"account": "${member.username}"`)).toBeVisible();

  await row.getByRole('button', { name: 'Replay' }).click();
  const dialog = page.getByRole('dialog', { name: `Replay dead letter #${letterId}?` });
  await expect(dialog).toContainText(`${PROBE} consumer handles event member.registered`);
  await dialog.getByRole('button', { name: 'Replay now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Dead letter #${letterId} was handled`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // It is among the handled ones now, and the replay is in the audit trail.
  await page.getByLabel('Status').selectOption('done');
  await expect(letters.getByRole('row').filter({ hasText: member.username })).toBeVisible();
  await expect(letters.getByRole('button', { name: 'Replay' })).toHaveCount(0);
  const audit = await operatorGet<{ list: Array<{ action: string; target: string }> }>(
    `/wps/operator/audit?target=dead-letter:${letterId}`,
    { operator },
  );
  expect(audit.value.list).toEqual([
    expect.objectContaining({ action: 'event.retry', target: `dead-letter:${letterId}` }),
  ]);
});
