import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The seamless-wallet protocol (ARCHITECTURE section 6) between the portal and a game provider.
 * The built-in house provider speaks it over HTTP exactly as an outside provider would.
 *
 * Provider -> portal, `POST /wps/seamless/:provider/<call>` with a JSON body:
 * - `authenticate` {token}: the launch token is valid; answers the player and balance.
 * - `balance` {token}: the balance of the wallet the game plays from.
 * - `debit` {transactionId, roundId, token, gameCode, amount}: takes a stake.
 * - `credit` {transactionId, roundId, playerId, amount, result?}: pays a round (0 for a loss) and
 *   settles it. A credit for a round without a debit is BET_NOT_FOUND (nothing moves).
 * - `credits` {credits: [credit, ...]}: up to CREDITS_BATCH_MAX credits in one signed call
 *   (docs/decisions/069-batched-credits.md). Each one is exactly a `credit` call: its own
 *   transaction id, idempotency, replay and refusal; one credit refused does not stop the others.
 *   Answers {results: [...]} in the order sent, each {transactionId, ok: true, value} or
 *   {transactionId, ok: false, errorCode, value}; `errorCode` SYSTEM_ERROR means that item's
 *   outcome is unknown (send it again).
 * - `debits` {debits: [debit, ...]}: up to DEBITS_BATCH_MAX debits in one signed call
 *   (docs/decisions/076-batched-debits.md), each exactly a `debit` call, answered as `credits`.
 *   The debits of one token are taken in the order sent: each is checked against the balance
 *   and the limits the ones before it left.
 * - `rollback` {transactionId, refTransactionId, roundId, playerId}: gives back a debit of an
 *   unsettled round. A rollback of a debit never seen answers success with nothing moved and is
 *   remembered, so that the debit is refused (TRANSACTION_ROLLED_BACK) if it arrives later.
 *
 * Portal -> provider, `POST <launchUrl>` {token, playerId, gameCode, language, currency, backUrl}
 * answers {url}: the address the /game frame opens.
 *
 * Every request in both directions is signed: header `x-signature-timestamp` (Unix ms) and
 * `x-signature` = hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). A missing or wrong signature,
 * or a timestamp more than SIGNATURE_MAX_SKEW_MS away, is 401 SIGNATURE_INVALID.
 *
 * Every answer is the portal envelope. Success: {success: true, value: {transactionId, balance,
 * currency, replayed}}. Failure: the error envelope with `errorCode` and `value: {balance,
 * currency}` whenever the player is known (INSUFFICIENT_FUNDS included). Transaction ids are
 * unique per provider across all calls: a replay with the same body answers the first answer
 * again (`replayed: true`); the same id with a different body is 409 IDEMPOTENCY_CONFLICT.
 */

export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_TIMESTAMP_HEADER = 'x-signature-timestamp';
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;
/** How long a launch token lets the provider take stakes (credits and rollbacks need none). */
export const GAME_SESSION_HOURS = 12;

export function signPayload(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Checks a request's signature headers against the raw body; constant-time. */
export function verifyPayloadSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now = Date.now(),
): boolean {
  const { timestamp, signature } = headers;
  if (
    !timestamp ||
    !signature ||
    !/^\d{1,16}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    return false;
  }
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The headers of a signed request with this body. */
export function signedHeaders(secret: string, rawBody: string, now = Date.now()) {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    [SIGNATURE_TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
  };
}

const id = z.string().trim().min(1).max(128);
/** A decimal amount with at most 2 decimals (number or string), checked exactly by the service. */
const amount = z.union([z.number(), z.string().max(32)]);
const launchToken = z.string().trim().min(16).max(256);

export const authenticateRequestSchema = z.strictObject({ token: launchToken });
export const balanceRequestSchema = z.strictObject({ token: launchToken });
export const debitRequestSchema = z.strictObject({
  transactionId: id,
  roundId: id,
  token: launchToken,
  gameCode: z.string().trim().min(1).max(64),
  amount,
});
export const creditRequestSchema = z.strictObject({
  transactionId: id,
  roundId: id,
  playerId: z.string().trim().min(1).max(64),
  amount,
  /** The provider's summary of the outcome, shown in the betting record (at most 4 KB as JSON). */
  result: z.record(z.string(), z.unknown()).optional(),
});
/** The most credits one `credits` call carries, and debits one `debits` call. */
export const CREDITS_BATCH_MAX = 200;
export const DEBITS_BATCH_MAX = 200;
export const creditsRequestSchema = z.strictObject({
  credits: z.array(creditRequestSchema).min(1).max(CREDITS_BATCH_MAX),
});
export const debitsRequestSchema = z.strictObject({
  debits: z.array(debitRequestSchema).min(1).max(DEBITS_BATCH_MAX),
});
export const rollbackRequestSchema = z.strictObject({
  transactionId: id,
  refTransactionId: id,
  roundId: id,
  playerId: z.string().trim().min(1).max(64),
});
export type DebitRequest = z.infer<typeof debitRequestSchema>;
export type CreditRequest = z.infer<typeof creditRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;
export type CreditsRequest = z.infer<typeof creditsRequestSchema>;

export const authenticateValueSchema = z.object({
  /** The member's account name: the provider's player id. */
  playerId: z.string(),
  nickname: z.string().nullable(),
  currency: z.string(),
  balance: z.number(),
  /** The game the token was issued for, and the player's language then. */
  gameCode: z.string(),
  language: z.string(),
});
export type AuthenticateValue = z.infer<typeof authenticateValueSchema>;

export const walletValueSchema = z.object({
  balance: z.number(),
  currency: z.string(),
});

export const transactionValueSchema = z.object({
  transactionId: z.string(),
  balance: z.number(),
  currency: z.string(),
  /** True when this answers a transaction seen before: nothing moved this time. */
  replayed: z.boolean(),
});
export type TransactionValue = z.infer<typeof transactionValueSchema>;

/**
 * One item's answer in a `credits` or `debits` call: its value, or its refusal as the single
 * call's.
 */
export const itemResultSchema = z.discriminatedUnion('ok', [
  z.object({ transactionId: z.string(), ok: z.literal(true), value: transactionValueSchema }),
  z.object({
    transactionId: z.string(),
    ok: z.literal(false),
    errorCode: z.string(),
    value: z.record(z.string(), z.unknown()).nullable(),
  }),
]);
export type ItemResult = z.infer<typeof itemResultSchema>;
/** The answer of a `credits` or `debits` call: one result per item, in the order sent. */
export const itemsValueSchema = z.object({ results: z.array(itemResultSchema) });

export const launchRequestSchema = z.strictObject({
  token: launchToken,
  playerId: z.string().min(1).max(64),
  gameCode: z.string().min(1).max(64),
  language: z.string().max(8),
  currency: z.string().max(8),
  backUrl: z.string().max(512),
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;
export const launchValueSchema = z.object({ url: z.string() });
