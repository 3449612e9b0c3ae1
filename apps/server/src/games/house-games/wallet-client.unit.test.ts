import { describe, expect, it } from 'vitest';
import { verifyPayloadSignature } from '../seamless/protocol.js';
import { ProviderHttp, type HttpRequest, type HttpResponse } from '../seamless/provider-http.js';
import { HouseWalletClient } from './wallet-client.js';

const SECRET = 'house-secret-house-secret-house-secret-01';

/** A wallet that answers `response` (or throws) and keeps what it was sent. */
function walletAnswering(response: HttpResponse | Error) {
  const sent: { url: string; request: HttpRequest }[] = [];
  const http = new ProviderHttp(async (url, request) => {
    sent.push({ url, request });
    if (response instanceof Error) throw response;
    return response;
  });
  const client = new HouseWalletClient(http, { baseUrl: 'http://127.0.0.1:3000', secret: SECRET });
  return { client, sent };
}

const debit = {
  transactionId: 'r1:d',
  roundId: 'r1',
  token: 't'.repeat(20),
  gameCode: 'g1',
  amount: 1250n,
};
const answer = { transactionId: 'r1:d', balance: 87.5, currency: 'MYR', replayed: false };

describe('house wallet client', () => {
  it('signs each call over its exact body and sends amounts as 2-decimal text', async () => {
    const { client, sent } = walletAnswering({
      status: 200,
      body: { success: true, value: answer },
    });
    expect(await client.debit(debit)).toEqual({ kind: 'done', value: answer });
    const [{ url, request }] = sent as [(typeof sent)[number]];
    expect(url).toBe('http://127.0.0.1:3000/wps/seamless/house/debit');
    expect(JSON.parse(request.body!)).toEqual({ ...debit, amount: '12.50' });
    const signed = verifyPayloadSignature(
      SECRET,
      {
        timestamp: request.headers['x-signature-timestamp'],
        signature: request.headers['x-signature'],
      },
      request.body!,
    );
    expect(signed).toBe(true);
  });

  it("takes a 4xx error envelope as the wallet's decision, with its value", async () => {
    const { client } = walletAnswering({
      status: 400,
      body: {
        success: false,
        errorCode: 'INSUFFICIENT_FUNDS',
        message: 'No',
        value: { balance: 1, currency: 'MYR' },
      },
    });
    const result = await client.debit(debit);
    expect(result.kind).toBe('refused');
    if (result.kind !== 'refused') return;
    expect(result.error.code).toBe('INSUFFICIENT_FUNDS');
    expect(result.error.value).toEqual({ balance: 1, currency: 'MYR' });
  });

  it.each([
    ['no answer', new Error('timeout')],
    ['a server error', { status: 502, body: null }],
    [
      'a 5xx error envelope',
      { status: 500, body: { success: false, errorCode: 'INTERNAL_ERROR' } },
    ],
    ['an answer without the fields', { status: 200, body: { success: true, value: {} } }],
    ['an unknown error code', { status: 400, body: { success: false, errorCode: 'NOPE' } }],
  ] as const)('counts %s as an unknown outcome', async (_name, response) => {
    const { client } = walletAnswering(response as HttpResponse | Error);
    expect((await client.credit({ ...debit, playerId: 'p1' })).kind).toBe('unknown');
  });

  it('throws the refusal or PROVIDER_UNAVAILABLE when authenticate fails', async () => {
    const refused = walletAnswering({
      status: 401,
      body: { success: false, errorCode: 'GAME_SESSION_INVALID', message: 'x', value: null },
    });
    await expect(refused.client.authenticate(debit.token)).rejects.toMatchObject({
      code: 'GAME_SESSION_INVALID',
    });
    const down = walletAnswering(new Error('ECONNREFUSED'));
    await expect(down.client.authenticate(debit.token)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  describe('creditMany', () => {
    const credit = (n: number) => ({
      transactionId: `r${n}:c`,
      roundId: `r${n}`,
      playerId: 'alice',
      amount: BigInt(n * 100),
    });
    const value = (n: number) => ({
      transactionId: `r${n}:c`,
      balance: n,
      currency: 'MYR',
      replayed: false,
    });

    it('sends the credits in one signed call and answers each in its order', async () => {
      const { client, sent } = walletAnswering({
        status: 200,
        body: {
          success: true,
          value: {
            results: [
              { transactionId: 'r1:c', ok: true, value: value(1) },
              {
                transactionId: 'r2:c',
                ok: false,
                errorCode: 'BET_ALREADY_SETTLED',
                value: { balance: 2, currency: 'MYR' },
              },
              { transactionId: 'r3:c', ok: false, errorCode: 'SYSTEM_ERROR', value: null },
            ],
          },
        },
      });
      const results = await client.creditMany([credit(1), credit(2), credit(3)]);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toBe('http://127.0.0.1:3000/wps/seamless/house/credits');
      expect(JSON.parse(sent[0]!.request.body!).credits[1]).toEqual({
        ...credit(2),
        amount: '2.00',
      });
      expect(results[0]).toEqual({ kind: 'done', value: value(1) });
      expect(results[1]).toMatchObject({
        kind: 'refused',
        error: { code: 'BET_ALREADY_SETTLED', value: { balance: 2, currency: 'MYR' } },
      });
      // The wallet could not tell: it may have been written.
      expect(results[2]).toMatchObject({ kind: 'unknown' });
    });

    it('takes every credit as unknown when the answer does not match what was sent', async () => {
      const { client } = walletAnswering({
        status: 200,
        body: {
          success: true,
          value: { results: [{ transactionId: 'r2:c', ok: true, value: value(2) }] },
        },
      });
      const results = await client.creditMany([credit(1), credit(2)]);
      expect(results.map((result) => result.kind)).toEqual(['unknown', 'unknown']);
    });

    it('gives every credit the outcome of a call that failed as a whole', async () => {
      const cut = walletAnswering(new Error('socket hang up'));
      expect((await cut.client.creditMany([credit(1), credit(2)])).map((r) => r.kind)).toEqual([
        'unknown',
        'unknown',
      ]);
      const refused = walletAnswering({
        status: 400,
        body: { success: false, errorCode: 'VALIDATION_FAILED', message: 'No', value: null },
      });
      expect((await refused.client.creditMany([credit(1)]))[0]).toMatchObject({
        kind: 'refused',
        error: { code: 'VALIDATION_FAILED' },
      });
    });
  });

  it('debitMany sends the debits in one signed call and answers each in its order', async () => {
    const { client, sent } = walletAnswering({
      status: 200,
      body: {
        success: true,
        value: {
          results: [
            { transactionId: 'r1:d', ok: true, value: answer },
            {
              transactionId: 'r2:d',
              ok: false,
              errorCode: 'INSUFFICIENT_FUNDS',
              value: { balance: 87.5, currency: 'MYR' },
            },
          ],
        },
      },
    });
    const second = { ...debit, transactionId: 'r2:d', roundId: 'r2', amount: 10_000n };
    const results = await client.debitMany([debit, second]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://127.0.0.1:3000/wps/seamless/house/debits');
    const body = sent[0]!.request.body!;
    expect(JSON.parse(body).debits).toEqual([
      { ...debit, amount: '12.50' },
      { ...second, amount: '100.00' },
    ]);
    expect(results).toEqual([
      { kind: 'done', value: answer },
      expect.objectContaining({
        kind: 'refused',
        error: expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' }),
      }),
    ]);
  });
});
