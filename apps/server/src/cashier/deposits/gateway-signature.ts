import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayCallbackPayload } from '@portal/shared/schemas/deposit';

/** A callback signed longer ago than this (or this far in the future) is refused as a replay. */
export const CALLBACK_MAX_AGE_SECONDS = 300;

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** What a callback's signature covers, in this order, joined by `|`. */
export function callbackCanonical(payload: GatewayCallbackPayload): string {
  return [
    payload.orderNo,
    payload.amount,
    payload.status,
    payload.gatewayTxnId,
    String(payload.timestamp),
  ].join('|');
}

export function signCallback(secret: string, payload: GatewayCallbackPayload): string {
  return hmac(secret, callbackCanonical(payload));
}

/** Compares hex digests in constant time; anything malformed is simply not equal. */
function sameDigest(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export function verifyCallbackSignature(
  secret: string,
  payload: GatewayCallbackPayload,
  signature: string,
): boolean {
  return sameDigest(signCallback(secret, payload), signature);
}

/** Whether the callback was signed within CALLBACK_MAX_AGE_SECONDS of `now`. */
export function isFresh(timestamp: number, now: Date): boolean {
  return Math.abs(Math.floor(now.getTime() / 1000) - timestamp) <= CALLBACK_MAX_AGE_SECONDS;
}

/**
 * The signature of a pay link (`/sandbox-gateway/pay?order=...&sig=...`): the merchant signs the
 * order number so that the gateway page only opens for orders this server created.
 */
export function signPayLink(secret: string, orderNo: string): string {
  return hmac(secret, `pay|${orderNo}`);
}

export function verifyPayLink(secret: string, orderNo: string, signature: string): boolean {
  return sameDigest(signPayLink(secret, orderNo), signature);
}
