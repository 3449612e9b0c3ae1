// The players a scenario plays with, written straight to the database before the load: members
// inserted in chunks, a session for each (a bearer token as a password login gives one, or a
// launch token of a game as the game launch opens one), and money deposited through the ledger.
// And the password login over HTTP, with the encrypted body the site sends; and the console's
// staff sign-in (password, then the authenticator's code).
import { encryptPayload, importPublicKey } from '@portal/shared/crypto/payload-encryption';
import { Secret, TOTP } from 'otpauth';
import { hashToken, newSecretToken, SystemAccount, TransferKind } from './built/platform.mjs';

/** How long the sessions opened here stay valid: far longer than any scenario runs. */
const SESSION_MS = 3 * 3_600_000;

/**
 * `count` members named `${prefix}0`, `${prefix}1`, ... (account, key and nickname), `chunk` per
 * INSERT, with the extra `columns` on every row: `{ id, account, currency }` each.
 */
export async function createPlayers(db, { prefix, count, chunk = 500, columns = {} }) {
  const now = new Date().toISOString();
  const players = [];
  for (let start = 0; start < count; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, count - start) }, (_, i) => {
      const account = `${prefix}${start + i}`;
      return {
        account,
        account_key: account,
        nickname: account,
        created_at: now,
        updated_at: now,
        ...columns,
      };
    });
    const inserted = await db
      .insertInto('members')
      .values(rows)
      .returning(['id', 'account', 'currency'])
      .execute();
    players.push(...inserted);
  }
  return players;
}

/** A member session for each player, as a password login opens it: its token in `bearer`. */
export async function openMemberSessions(db, players, { userAgent = 'bench', chunk = 1_000 } = {}) {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + SESSION_MS).toISOString();
  for (let start = 0; start < players.length; start += chunk) {
    const batch = players.slice(start, start + chunk);
    for (const player of batch) player.bearer = newSecretToken();
    await db
      .insertInto('member_sessions')
      .values(
        batch.map((player) => ({
          member_id: player.id,
          token_hash: hashToken(player.bearer),
          device_id: null,
          login_type: 'password',
          ip: '127.0.0.1',
          user_agent: userAgent,
          created_at: now,
          last_seen_at: now,
          expires_at: expires,
        })),
      )
      .execute();
  }
  return players;
}

/**
 * A house-provider launch session of the game for each player, as the game launch opens it: its
 * token (what a seamless debit names) in `launchToken`.
 */
export async function openGameSessions(db, players, gameId, { chunk = 1_000 } = {}) {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + SESSION_MS).toISOString();
  for (let start = 0; start < players.length; start += chunk) {
    const batch = players.slice(start, start + chunk);
    for (const player of batch) player.launchToken = newSecretToken();
    await db
      .insertInto('game_sessions')
      .values(
        batch.map((player) => ({
          token_hash: hashToken(player.launchToken),
          member_id: player.id,
          game_id: gameId,
          provider: 'house',
          language: 'EN',
          created_at: now,
          expires_at: expires,
        })),
      )
      .execute();
  }
  return players;
}

/**
 * One deposit of `amount` minor units into each player's main wallet through the ledger (which
 * also makes and caches the wallet), `concurrency` at a time; idempotency key `${keyPrefix}<id>`.
 */
export async function fundPlayers(
  ledger,
  players,
  { amount, keyPrefix = 'bench-fund-', reference = (player) => `F${player.id}`, concurrency = 16 },
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < players.length) {
        const player = players[next++];
        await ledger.transfer({
          idempotencyKey: `${keyPrefix}${player.id}`,
          kind: TransferKind.deposit,
          from: { system: SystemAccount.paymentClearing },
          to: { memberId: player.id, wallet: 'main' },
          amount,
          reference: reference(player),
        });
      }
    }),
  );
  return players;
}

/** The body of a password login as the site sends it (encrypted with the server's key), as JSON. */
export async function loginBody(url, username, password) {
  const { value: key } = await (await fetch(`${url}/wps/system/publicKey`)).json();
  const body = await encryptPayload(await importPublicKey(key), key.keyId, {
    username,
    password,
    type: 'username',
  });
  return JSON.stringify(body);
}

/** Signs a member in over HTTP as the site does and returns the session's token. */
export async function signIn(url, username, password) {
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await loginBody(url, username, password),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.value.token;
}

/**
 * The code a staff member's authenticator shows at `timestamp` (RFC 6238: SHA-1, 6 digits, 30 s,
 * as the server's lib/totp.ts checks it) for the base32 `secret`.
 */
export const staffCode = (secret, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6 }).generate({ timestamp });

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Signs a staff member with an enrolled factor in to the operator API as the console does (plain
 * JSON: the password step's challenge, then the code step) and returns the session's token. A
 * time step opens one session only (STAFF_CODE_USED, not counted as a wrong code), so a second
 * sign-in within the same 30 s sends the next step's code, which the server also takes.
 */
export async function signInStaff(url, username, password, secret) {
  const login = await postJson(`${url}/wps/operator/session/login`, { username, password });
  if (!login.success || login.value.next !== 'totp') {
    throw new Error(`staff login failed: ${JSON.stringify(login)}`);
  }
  let answer = null;
  for (const ahead of [0, 30_000]) {
    answer = await postJson(`${url}/wps/operator/session/verify`, {
      challenge: login.value.challenge,
      code: staffCode(secret, Date.now() + ahead),
    });
    if (answer.success) return answer.value.token;
    if (answer.errorCode !== 'STAFF_CODE_USED') break;
  }
  throw new Error(`staff code refused: ${JSON.stringify(answer)}`);
}
