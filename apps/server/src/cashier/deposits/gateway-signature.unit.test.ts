import { describe, expect, it } from 'vitest';
import type { GatewayCallbackPayload } from '@portal/shared/schemas/deposit';
import { turnoverRequired } from './deposit-settlement.js';
import {
  CALLBACK_MAX_AGE_SECONDS,
  callbackCanonical,
  isFresh,
  signCallback,
  signPayLink,
  verifyCallbackSignature,
  verifyPayLink,
} from './gateway-signature.js';
import { newOrderNumber } from './order-number.js';

const secret = 'a'.repeat(32);
const payload: GatewayCallbackPayload = {
  orderNo: 'D2025112112345678',
  amount: '100.00',
  status: 'success',
  gatewayTxnId: 'GW1',
  timestamp: 1_763_700_000,
};

describe('callback signatures', () => {
  it('sign the fields in a fixed order, joined by |', () => {
    expect(callbackCanonical(payload)).toBe('D2025112112345678|100.00|success|GW1|1763700000');
    // HMAC-SHA256 of that text with the secret, as any gateway computes it.
    expect(signCallback(secret, payload)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verify the right signature, in either letter case, and nothing else', () => {
    const signature = signCallback(secret, payload);
    expect(verifyCallbackSignature(secret, payload, signature)).toBe(true);
    expect(verifyCallbackSignature(secret, payload, signature.toUpperCase())).toBe(true);
    expect(verifyCallbackSignature('b'.repeat(32), payload, signature)).toBe(false);
    expect(verifyCallbackSignature(secret, { ...payload, amount: '100.01' }, signature)).toBe(
      false,
    );
    expect(verifyCallbackSignature(secret, payload, signature.slice(0, 63))).toBe(false);
    expect(verifyCallbackSignature(secret, payload, `${signature}00`)).toBe(false);
    expect(verifyCallbackSignature(secret, payload, 'z'.repeat(64))).toBe(false);
  });

  it('count as fresh within the allowed age on either side of now', () => {
    const now = new Date(payload.timestamp * 1000);
    expect(isFresh(payload.timestamp, now)).toBe(true);
    expect(isFresh(payload.timestamp - CALLBACK_MAX_AGE_SECONDS, now)).toBe(true);
    expect(isFresh(payload.timestamp - CALLBACK_MAX_AGE_SECONDS - 1, now)).toBe(false);
    expect(isFresh(payload.timestamp + CALLBACK_MAX_AGE_SECONDS + 1, now)).toBe(false);
  });
});

describe('pay links', () => {
  it('are signed per order', () => {
    const signature = signPayLink(secret, payload.orderNo);
    expect(verifyPayLink(secret, payload.orderNo, signature)).toBe(true);
    expect(verifyPayLink(secret, 'D2025112112345679', signature)).toBe(false);
    expect(verifyPayLink('c'.repeat(32), payload.orderNo, signature)).toBe(false);
  });
});

describe('order numbers', () => {
  it('are D, the UTC date and eight digits', () => {
    expect(newOrderNumber(new Date('2025-11-21T23:59:59Z'))).toMatch(/^D20251121\d{8}$/);
  });
});

describe('turnoverRequired', () => {
  it('multiplies by the rate in basis points, rounding half up to the cent', () => {
    expect(turnoverRequired(10_000n, 10_000)).toBe(10_000n);
    expect(turnoverRequired(10_000n, 15_000)).toBe(15_000n);
    expect(turnoverRequired(12_345n, 5_000)).toBe(6_173n);
    expect(turnoverRequired(1n, 4_999)).toBe(0n);
    expect(turnoverRequired(99_999_999_999n, 0)).toBe(0n);
  });
});
