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
});
