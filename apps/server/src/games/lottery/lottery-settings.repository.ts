import type { Executor } from '../../db/transaction.js';

/** The stored lottery_settings JSON (one row); undefined without it. */
export async function readStoredSettings(executor: Executor): Promise<string | undefined> {
  const row = await executor
    .selectFrom('lottery_settings')
    .select('settings')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.settings;
}

/** Writes the lottery_settings row (one). */
export async function writeStoredSettings(
  executor: Executor,
  settings: string,
  now: string,
): Promise<void> {
  await executor
    .insertInto('lottery_settings')
    .values({ id: 1, settings, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ settings, updated_at: now }))
    .execute();
}
