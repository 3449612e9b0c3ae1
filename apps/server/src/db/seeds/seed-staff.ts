import type { Config } from '../../config.js';
import { PasswordHasher } from '../../lib/password-hasher.js';
import { nowIso } from '../time.js';
import type { MemberSeedConfig } from './seed-members.js';
import type { SeedDb } from './seed-types.js';

/**
 * DEMO AND TEST ONLY. The demo operator accounts `operator01` (admin) and `finance01` (finance),
 * both with this published password. They exist only where the demo data is loaded
 * (SEED_DEMO) and are never seeded when NODE_ENV=production. A server that ever ran with them
 * outside a laptop must change their passwords or disable them:
 * `admin staff reset-password operator01`, `admin staff disable finance01`.
 */
export const DEMO_STAFF_PASSWORD = 'Operator1234';

export const demoStaff = [
  { username: 'operator01', displayName: 'Demo admin', role: 'admin' },
  { username: 'finance01', displayName: 'Demo finance', role: 'finance' },
] as const;

/** The server passes its whole config, NODE_ENV included; callers with less still type-check. */
export type StaffSeedConfig = MemberSeedConfig & Partial<Pick<Config, 'NODE_ENV'>>;

/** Inserts the demo staff that are missing; existing ones (a changed password) are left alone. */
export async function seedStaff(db: SeedDb, config: StaffSeedConfig): Promise<void> {
  // Either signal of production is enough to keep published passwords out.
  if (config.NODE_ENV === 'production' || process.env.NODE_ENV === 'production') return;
  const passwords = new PasswordHasher(config);
  for (const seed of demoStaff) {
    const existing = await db
      .selectFrom('staff')
      .select('id')
      .where('username_key', '=', seed.username.toLowerCase())
      .executeTakeFirst();
    if (existing) continue;
    const now = nowIso();
    await db
      .insertInto('staff')
      .values({
        username: seed.username,
        username_key: seed.username.toLowerCase(),
        display_name: seed.displayName,
        password_hash: await passwords.hash(DEMO_STAFF_PASSWORD),
        role: seed.role,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('username_key').doNothing())
      .execute();
  }
}
