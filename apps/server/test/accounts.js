import { randomInt } from 'node:crypto';
import { loginValueSchema } from '@portal/shared/schemas/account';
import { expectValue } from './assertions.js';
import { encryptedBody } from './encrypted.js';
export const DEFAULT_TEST_PASSWORD = 'Player2024';
/** An address of its own per call (2001:db8::/32 is for documentation), so counters never collide. */
export const uniqueIp = () => `2001:db8:${Array.from({ length: 4 }, () => randomInt(0, 0x10000).toString(16)).join(':')}::1`;
const uniqueAccount = () => `player${randomInt(10_000_000, 99_999_999)}`;
/** Inserts a member straight into the database, password hashed as the server hashes it. */
export async function createMember(t, overrides = {}) {
    const account = overrides.account ?? uniqueAccount();
    const password = overrides.password === undefined ? DEFAULT_TEST_PASSWORD : overrides.password;
    const now = new Date().toISOString();
    const row = await t.db
        .insertInto('members')
        .values({
        account,
        account_key: account.toLowerCase(),
        nickname: overrides.nickname ?? account,
        password_hash: password === null ? null : await t.app.services.passwords.hash(password),
        password_changed_at: password === null ? null : (overrides.passwordChangedAt ?? now),
        type: overrides.type ?? 0,
        status: overrides.status ?? 'active',
        dialing_code: overrides.mobileNum ? (overrides.dialingCode ?? '60') : null,
        mobile_num: overrides.mobileNum ?? null,
        email: overrides.email ?? null,
        email_key: overrides.email?.toLowerCase() ?? null,
        payee_name: overrides.payeeName ?? null,
        totp_secret: overrides.totpSecret ?? null,
        totp_enabled: overrides.totpEnabled ? 1 : 0,
        upline_id: overrides.uplineId ?? null,
        affiliate_code: overrides.affiliateCode ?? null,
        to_upline: overrides.toUpline ? 1 : 0,
        icon: 1,
        rank_level: overrides.rankLevel ?? 1,
        currency: 'MYR',
        profile: '{}',
        created_at: now,
        updated_at: now,
    })
        .returning('id')
        .executeTakeFirstOrThrow();
    return { id: row.id, account, password: password ?? '' };
}
/** The answer of POST /wps/session/login to `payload`, sent encrypted as the site sends it. */
export async function postLogin(t, payload, options = {}) {
    return t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: options.headers,
        cookies: options.cookies,
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        payload: await encryptedBody(t.app, payload),
    });
}
/**
 * Logs in by username and password, as the site does, and returns the login value; the test
 * fails on any other answer. Without `remoteAddress` the call comes from 127.0.0.1.
 */
export async function login(t, account, password, headers = {}, options = {}) {
    const { remember, captcha, ...call } = options;
    const response = await postLogin(t, {
        username: account,
        password,
        type: 'username',
        ...(remember ? { remember: true } : {}),
        ...(captcha ? { captcha } : {}),
    }, { ...call, headers });
    return expectValue(response, loginValueSchema);
}
/** The header that carries a session token. */
export function authHeader(token) {
    return { authorization: `Bearer ${token}` };
}
//# sourceMappingURL=accounts.js.map