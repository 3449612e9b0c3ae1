import { SettingsRepository } from '../../platform/settings/settings.repository.js';
import { demoSettings, DEMO_SEED_VERSION } from './content/settings.js';
import type { SeedDb } from './seed-types.js';

/** Settings are written only when absent: an operator's change survives every restart. */
export async function seedSettings(db: SeedDb): Promise<void> {
  const repository = new SettingsRepository(db);
  for (const [key, value] of Object.entries(demoSettings)) {
    await repository.saveIfAbsent(key, value);
  }
  await repository.saveIfAbsent('seedVersion', DEMO_SEED_VERSION);
}
