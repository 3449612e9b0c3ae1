import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, errorEnvelopeSchema } from '@portal/shared/schemas/envelope';
import { walletBalanceSchema } from '@portal/shared/schemas/wallet';
import { compile, compiledSerializer } from './response-serializer.js';

const balance = {
  success: true,
  value: {
    sumBalance: 1000.5,
    currency: 'MYR',
    currencySymbol: 'RM',
    frozen: 0,
    wallets: [
      { wallet: 'main', vendor: null, name: 'main', balance: 1000.5, status: 'active' },
      { wallet: 'vendor', vendor: 'KINETIC', name: 'Kinetic', balance: 0, status: 'maintenance' },
    ],
  },
};

function serializerFor(schema: z.ZodType, checked: boolean) {
  return compiledSerializer({ checked })({
    schema,
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    httpStatus: '200',
  });
}

describe('compiled response serializer', () => {
  it('writes what zod writes for an envelope with nullable fields and enums', () => {
    const schema = envelopeOf(walletBalanceSchema);
    for (const checked of [true, false]) {
      const written = serializerFor(schema, checked)(balance);
      expect(JSON.parse(written)).toEqual(balance);
    }
  });

  it('leaves out fields the schema does not declare', () => {
    const written = serializerFor(
      envelopeOf(walletBalanceSchema),
      false,
    )({
      ...balance,
      value: { ...balance.value, memberId: 7, passwordHash: 'secret' },
    });
    expect(written).not.toContain('memberId');
    expect(written).not.toContain('secret');
  });

  it('compiles the error envelope', () => {
    const error = { success: false, value: null, errorCode: 'NOT_FOUND', message: 'Not found' };
    const serialize = compile(errorEnvelopeSchema);
    expect(serialize).not.toBeNull();
    expect(JSON.parse(serialize!(error))).toMatchObject(error);
  });

  it('keeps zod for a schema JSON Schema cannot state', () => {
    const schema = z.object({ at: z.string().transform((s) => s.length) });
    expect(compile(schema)).toBeNull();
  });

  it('refuses, when checked, an answer that breaks its schema', () => {
    const serialize = serializerFor(envelopeOf(walletBalanceSchema), true);
    const broken = { ...balance, value: { ...balance.value, sumBalance: '1000.50' } };
    expect(() => serialize(broken)).toThrow();
  });
});
