import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error.js';
import { newSecretToken } from '../../lib/secret-tokens.js';
import { verifyPayloadSignature, type LaunchRequest } from './protocol.js';
import { ProviderHttp, type HttpRequest, type HttpResponse } from './provider-http.js';
import { HttpProviderAdapter, isAllowedGameUrl, ProviderRegistry } from './providers.js';
import { ledgerKey } from './seamless-wallet.js';

const SECRET = 's'.repeat(40);
const request: LaunchRequest = {
  token: newSecretToken(),
  playerId: 'player01',
  gameCode: 'dragon-gold',
  language: 'VI',
  currency: 'MYR',
  backUrl: '/',
};

/** A provider over a transport that records what it was sent and answers `response`. */
function adapterAnswering(response: HttpResponse | Error) {
  const sent: Array<{ url: string; request: HttpRequest }> = [];
  const http = new ProviderHttp(async (url, req) => {
    sent.push({ url, request: req });
    if (response instanceof Error) throw response;
    return response;
  });
  const adapter = new HttpProviderAdapter(
    { code: 'acme', launchUrl: 'https://acme.example/launch', secret: SECRET },
    http,
  );
  return { adapter, sent };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isAllowedGameUrl', () => {
  it('allows http(s) addresses and paths on this site', () => {
    for (const url of ['https://games.example/play?t=1', 'http://10.0.0.1:8080/x', '/house/play']) {
      expect(isAllowedGameUrl(url), url).toBe(true);
    }
  });

  it('refuses scripts, data, protocol-relative and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'games',
      '',
    ]) {
      expect(isAllowedGameUrl(url), url).toBe(false);
    }
  });
});

describe('HttpProviderAdapter', () => {
  it('posts the launch request signed with the provider secret', async () => {
    const { adapter, sent } = adapterAnswering({ status: 200, body: { url: '/house/play?t=1' } });
    expect(await adapter.launch(request)).toEqual({ url: '/house/play?t=1' });
    const [call] = sent;
    expect(call!.url).toBe('https://acme.example/launch');
    expect(call!.request.method).toBe('POST');
    expect(JSON.parse(call!.request.body!)).toEqual(request);
    const headers = call!.request.headers;
    expect(
      verifyPayloadSignature(
        SECRET,
        { timestamp: headers['x-signature-timestamp'], signature: headers['x-signature'] },
        call!.request.body!,
      ),
    ).toBe(true);
  });

  it('turns a network failure, an error status or an unusable answer into PROVIDER_UNAVAILABLE', async () => {
    const answers: Array<HttpResponse | Error> = [
      new Error('timeout'),
      { status: 502, body: { url: 'https://ok.example' } },
      { status: 200, body: null },
      { status: 200, body: { success: false, value: { url: 'https://ok.example' } } },
      { status: 200, body: { url: 'javascript:void(0)' } },
    ];
    for (const answer of answers) {
      const error = await failure(adapterAnswering(answer).adapter.launch(request));
      expect(isAppError(error) && error.code).toBe('PROVIDER_UNAVAILABLE');
      expect(typeof (error as Error).cause).toBe('string');
    }
  });
});

describe('ProviderRegistry', () => {
  const registry = new ProviderRegistry(
    {
      HOUSE_PROVIDER_SECRET: 'h'.repeat(40),
      INTERNAL_BASE_URL: 'http://127.0.0.1:3000',
      GAME_PROVIDERS: [{ code: 'acme', launchUrl: 'https://acme.example/launch', secret: SECRET }],
    },
    new ProviderHttp(),
  );

  it('knows the house provider and the configured ones, and no other', () => {
    expect(registry.secret('house')).toBe('h'.repeat(40));
    expect(registry.secret('acme')).toBe(SECRET);
    expect(registry.secret('nobody')).toBeNull();
    expect(registry.adapter('house')).toBeInstanceOf(HttpProviderAdapter);
    expect(registry.adapter('nobody')).toBeNull();
    expect(() => registry.register('nobody', { launch: async () => ({ url: '/' }) })).toThrow();
  });
});

describe('ledger keys', () => {
  it('keeps ledger keys within 160 characters, distinct per transaction id', () => {
    const long = 'x'.repeat(128);
    const key = ledgerKey('a-provider-with-a-long-code-0001', long);
    expect(key.length).toBeLessThanOrEqual(160);
    expect(key).not.toBe(ledgerKey('a-provider-with-a-long-code-0001', `${long.slice(1)}y`));
    expect(ledgerKey('house', 'tx-1')).toBe('seamless:house:tx-1');
  });
});
