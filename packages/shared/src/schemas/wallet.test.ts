import { describe, expect, it } from 'vitest';
import { walletRecallPayloadSchema, walletTransferPayloadSchema } from './wallet.js';

const reference = 'wt-0123456789ab';

describe('walletTransferPayloadSchema', () => {
  it.each([
    { from: 'main', to: 'LOTUSLIVE', amount: 10.5, reference },
    { from: 'LOTUSLIVE', to: 'main', all: true, reference },
    { from: 'main', to: 'KINETIC', amount: 1, all: false, reference },
  ])('accepts %j', (payload) => {
    expect(walletTransferPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it.each([
    ['main on both sides', { from: 'main', to: 'main', amount: 1, reference }],
    ['main on neither side', { from: 'A', to: 'B', amount: 1, reference }],
    ['amount and all', { from: 'main', to: 'A', amount: 1, all: true, reference }],
    ['neither amount nor all', { from: 'main', to: 'A', reference }],
    ['a short reference', { from: 'main', to: 'A', amount: 1, reference: 'abc' }],
    ['a reference with a colon', { from: 'main', to: 'A', amount: 1, reference: 'abc:defgh' }],
    ['an unknown field', { from: 'main', to: 'A', amount: 1, reference, memo: 'x' }],
  ])('refuses %s', (_, payload) => {
    expect(walletTransferPayloadSchema.safeParse(payload).success).toBe(false);
  });
});

describe('walletRecallPayloadSchema', () => {
  it('takes only a reference', () => {
    expect(walletRecallPayloadSchema.safeParse({ reference }).success).toBe(true);
    expect(walletRecallPayloadSchema.safeParse({ reference, all: true }).success).toBe(false);
  });
});
