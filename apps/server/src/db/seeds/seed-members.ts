import type { Config } from '../../config.js';
import { PasswordHasher } from '../../lib/password-hasher.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import { nowIso } from '../time.js';
import { demoSettings } from './content/settings.js';
import type { SeedDb } from './seed-types.js';

export type MemberSeedConfig = Pick<
  Config,
  'WEAK_DEFAULT_PASSWORD' | 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS'
>;

/** The password of the demo agent and member. */
export const DEMO_PASSWORD = 'Demo1234';

interface MemberSeed {
  account: string;
  type: number;
  /** null: the weak default password, so the forced change can be tried. */
  password: string | null;
  affiliateCode?: string;
  upline?: string;
  toUpline: boolean;
  email?: string;
  mobile?: { dialingCode: string; mobileNum: string };
  payeeName?: string;
}

/**
 * An agent with an invitation code, a member below that agent, and a member still on the weak
 * default password. No IP is known for them: the first login from anywhere is accepted and
 * becomes known.
 */
export const demoMembers: MemberSeed[] = [
  {
    account: 'agent01',
    type: 1,
    password: DEMO_PASSWORD,
    affiliateCode: 'AG1001',
    toUpline: false,
  },
  {
    account: 'demo01',
    type: 0,
    password: DEMO_PASSWORD,
    upline: 'agent01',
    toUpline: true,
    email: 'demo01@example.com',
    mobile: { dialingCode: '60', mobileNum: '123456789' },
    payeeName: 'Demo Player',
  },
  { account: 'weak01', type: 0, password: null, toUpline: false },
];

/**
 * Inserts the demo accounts that are missing. Existing accounts are left alone (a changed
 * password or nickname survives every restart), and only missing ones cost a password hash.
 */
export async function seedMembers(db: SeedDb, config: MemberSeedConfig): Promise<void> {
  const passwords = new PasswordHasher(config);
  for (const seed of demoMembers) {
    const key = lookupKey(seed.account);
    const existing = await db
      .selectFrom('members')
      .select('id')
      .where('account_key', '=', key)
      .executeTakeFirst();
    if (existing) continue;
    const upline = seed.upline
      ? await db
          .selectFrom('members')
          .select('id')
          .where('account_key', '=', lookupKey(seed.upline))
          .executeTakeFirst()
      : undefined;
    const now = nowIso();
    await db
      .insertInto('members')
      .values({
        account: seed.account,
        account_key: key,
        nickname: seed.account,
        password_hash: await passwords.hash(seed.password ?? config.WEAK_DEFAULT_PASSWORD),
        password_changed_at: now,
        type: seed.type,
        status: 'active',
        dialing_code: seed.mobile?.dialingCode ?? null,
        mobile_num: seed.mobile?.mobileNum ?? null,
        email: seed.email ?? null,
        email_key: seed.email ? lookupKey(seed.email) : null,
        payee_name: seed.payeeName ?? null,
        upline_id: upline?.id ?? null,
        affiliate_code: seed.affiliateCode ?? null,
        to_upline: seed.toUpline ? 1 : 0,
        icon: 1,
        rank_level: 1,
        currency: demoSettings.site.currency,
        profile: '{}',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('account_key').doNothing())
      .execute();
  }
}
