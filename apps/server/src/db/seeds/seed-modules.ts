import { nowIso } from '../time.js';
import { demoModules, type ModuleSeed } from './content/modules.js';
import type { SeedDb } from './seed-types.js';

/** Inserts missing modules only, so switches flipped by an operator stay as they are. */
export async function seedModules(db: SeedDb): Promise<void> {
  await insertLevel(db, demoModules, null);
}

async function insertLevel(
  db: SeedDb,
  modules: ModuleSeed[],
  parentId: number | null,
): Promise<void> {
  const now = nowIso();
  for (const [index, module] of modules.entries()) {
    await db
      .insertInto('whitelabel_modules')
      .values({
        mod_id: module.modId,
        parent_id: parentId,
        enabled: module.enabled ? 1 : 0,
        sort: (index + 1) * 10,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('mod_id').doNothing())
      .execute();
    if (module.children?.length) {
      const row = await db
        .selectFrom('whitelabel_modules')
        .select('id')
        .where('mod_id', '=', module.modId)
        .executeTakeFirstOrThrow();
      await insertLevel(db, module.children, row.id);
    }
  }
}
