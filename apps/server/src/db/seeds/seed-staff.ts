import type { Config } from '../../config.js';
import { PasswordHasher } from '../../lib/password-hasher.js';
import { nowIso } from '../time.js';
import type { MemberSeedConfig } from './seed-members.js';
import type { SeedDb } from './seed-types.js';

/**
 * DEMO AND TEST ONLY. The demo operator accounts, one per role, all with this published
 * password. They exist only where the demo data is loaded (SEED_DEMO) and are never seeded
 * when NODE_ENV=production. A server that ever ran with them outside a laptop must change their
 * passwords and factors or disable them: `admin staff reset-password operator01`,
 * `admin staff reset-factor operator01`, `admin staff disable finance01`.
 */
export const DEMO_STAFF_PASSWORD = 'Operator1234';

/**
 * DEMO AND TEST ONLY, PUBLISHED: the authenticator secret `operator01` and `finance01` are
 * enrolled with, so the demo and the browser tests can compute their codes. Anyone can; it is
 * never seeded in production (see above). The other demo staff enrol at their first sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const demoStaff = [
  { username: 'operator01', displayName: 'Demo admin', role: 'admin', enrolled: true },
  { username: 'finance01', displayName: 'Demo finance', role: 'finance', enrolled: true },
  { username: 'risk01', displayName: 'Demo risk', role: 'risk', enrolled: false },
  { username: 'cs01', displayName: 'Demo customer service', role: 'cs', enrolled: false },
  { username: 'content01', displayName: 'Demo content', role: 'content', enrolled: false },
  { username: 'marketing01', displayName: 'Demo marketing', role: 'marketing', enrolled: false },
  { username: 'agency01', displayName: 'Demo agency desk', role: 'agency', enrolled: false },
  { username: 'lottery01', displayName: 'Demo lottery desk', role: 'lottery', enrolled: false },
  {
    username: 'lottery02',
    displayName: 'Demo lottery desk (second)',
    role: 'lottery',
    enrolled: false,
  },
  { username: 'viewer01', displayName: 'Demo viewer', role: 'viewer', enrolled: false },
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
        totp_secret: seed.enrolled ? DEMO_STAFF_TOTP_SECRET : null,
        totp_enrolled_at: seed.enrolled ? now : null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('username_key').doNothing())
      .execute();
  }
}
