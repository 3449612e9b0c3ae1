import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncryptedBody } from '@portal/shared/schemas/account';
import type * as ApiClient from './api-client';

const toBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

let keyPair: CryptoKeyPair;
let spki: string;

beforeAll(async () => {
  keyPair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  spki = toBase64(await crypto.subtle.exportKey('spki', keyPair.publicKey));
});

/** What the server reads out of an encrypted body. */
async function decrypt({ encrypted }: EncryptedBody): Promise<unknown> {
  const aesKey = await crypto.subtle.unwrapKey(
    'raw',
    fromBase64(encrypted.key),
    keyPair.privateKey,
    { name: 'RSA-OAEP' },
    { name: 'AES-GCM' },
    false,
    ['decrypt'],
  );
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(encrypted.iv) },
    aesKey,
    fromBase64(encrypted.data),
  );
  return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
}

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** fetch answering each path with the next reply of its queue (the last one repeats). */
function serve(replies: Record<string, (() => Response)[]>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    });
    const queue = replies[path];
    if (!queue?.length) return envelope({ success: false, errorCode: 'ROUTE_NOT_FOUND' }, 404);
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const publicKey =
  (keyId = 'key-1') =>
  () =>
    envelope({ success: true, value: { keyId, spki, algorithm: 'RSA-OAEP-256+A256GCM' } });
const loggedIn = () => envelope({ success: true, value: { token: 't' } });

describe('api client', () => {
  let api: typeof ApiClient.api;
  let apiPaged: typeof ApiClient.apiPaged;
  let ApiError: typeof ApiClient.ApiError;

  beforeEach(async () => {
    // A fresh module per test: the public key is cached per page.
    vi.resetModules();
    ({ api, apiPaged, ApiError } = await import('./api-client'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rejects with the error code, the value and the field details of a failure', async () => {
    serve({
      '/wps/member/register': [
        () =>
          envelope(
            {
              success: false,
              value: { captcha: true },
              errorCode: 'VALIDATION_FAILED',
              message: 'Not valid',
              details: [{ path: 'username', reason: 'pattern' }],
            },
            400,
          ),
      ],
    });
    const failure = await api('/wps/member/register', { method: 'PUT', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: 'Not valid',
      status: 400,
      value: { captcha: true },
      details: [{ path: 'username', reason: 'pattern' }],
    });
  });

  it('reads a paged list answered at the top level: the page as value, totalPages beside it', async () => {
    serve({
      '/wps/relay/GCS_recentGame': [
        () => envelope({ success: true, value: [{ nodeId: 'A' }], totalPages: 3 }),
      ],
    });
    await expect(apiPaged('/wps/relay/GCS_recentGame')).resolves.toEqual({
      value: [{ nodeId: 'A' }],
      totalPages: 3,
    });
  });

  it('rejects a failed paged list like any other call', async () => {
    serve({
      '/wps/relay/GCS_recentGame': [
        () => envelope({ success: false, errorCode: 'NOT_LOGGED_IN', message: 'No' }, 401),
      ],
    });
    const failure = await apiPaged('/wps/relay/GCS_recentGame').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ errorCode: 'NOT_LOGGED_IN', status: 401 });
  });

  it('has no value and no details when the envelope carries none', async () => {
    serve({ '/wps/x': [() => envelope({ success: false, errorCode: 'SYSTEM_ERROR' }, 500)] });
    const failure = await api('/wps/x').catch((error: unknown) => error);
    expect(failure).toMatchObject({ errorCode: 'SYSTEM_ERROR', value: null, details: [] });
  });

  it('sends an encrypted call as a body only the server key opens, fetching the key once', async () => {
    const calls = serve({
      '/wps/system/publicKey': [publicKey()],
      '/wps/session/login': [loggedIn],
    });
    const payload = { username: 'alice', password: 's3cret', type: 'username' };
    await api('/wps/session/login', { method: 'POST', body: payload, encrypted: true });
    await api('/wps/session/login', { method: 'POST', body: payload, encrypted: true });

    expect(calls.filter((call) => call.path === '/wps/system/publicKey')).toHaveLength(1);
    const sent = calls.filter((call) => call.path === '/wps/session/login');
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      const body = call.body as EncryptedBody;
      expect(Object.keys(body)).toEqual(['encrypted']);
      expect(body.encrypted.keyId).toBe('key-1');
      expect(JSON.stringify(body)).not.toContain('s3cret');
      await expect(decrypt(body)).resolves.toEqual(payload);
    }
  });

  it('fetches the key again and retries once when the server cannot decrypt', async () => {
    const calls = serve({
      '/wps/system/publicKey': [publicKey('old'), publicKey('new')],
      '/wps/session/login': [
        () => envelope({ success: false, errorCode: 'DECRYPTION_FAILED' }, 400),
        loggedIn,
      ],
    });
    await expect(
      api('/wps/session/login', { method: 'POST', body: { a: 1 }, encrypted: true }),
    ).resolves.toEqual({ token: 't' });
    const keyIds = calls
      .filter((call) => call.path === '/wps/session/login')
      .map((call) => (call.body as EncryptedBody).encrypted.keyId);
    expect(keyIds).toEqual(['old', 'new']);
  });

  it('gives up after one retry when the server still cannot decrypt', async () => {
    const calls = serve({
      '/wps/system/publicKey': [publicKey()],
      '/wps/session/login': [
        () => envelope({ success: false, errorCode: 'DECRYPTION_FAILED' }, 400),
      ],
    });
    await expect(
      api('/wps/session/login', { method: 'POST', body: {}, encrypted: true }),
    ).rejects.toMatchObject({ errorCode: 'DECRYPTION_FAILED' });
    expect(calls.filter((call) => call.path === '/wps/session/login')).toHaveLength(2);
  });

  it('does not retry other failures of an encrypted call', async () => {
    const calls = serve({
      '/wps/system/publicKey': [publicKey()],
      '/wps/session/login': [
        () => envelope({ success: false, errorCode: 'WRONG_CREDENTIALS' }, 401),
      ],
    });
    await expect(
      api('/wps/session/login', { method: 'POST', body: {}, encrypted: true }),
    ).rejects.toMatchObject({ errorCode: 'WRONG_CREDENTIALS' });
    expect(calls.filter((call) => call.path === '/wps/session/login')).toHaveLength(1);
  });

  it('sends nothing when the key cannot be fetched, and asks for it again next time', async () => {
    const calls = serve({
      '/wps/system/publicKey': [
        () => envelope({ success: false, errorCode: 'SERVICE_UNAVAILABLE' }, 503),
        publicKey(),
      ],
      '/wps/session/login': [loggedIn],
    });
    const send = () => api('/wps/session/login', { method: 'POST', body: {}, encrypted: true });
    await expect(send()).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(calls.map((call) => call.path)).toEqual(['/wps/system/publicKey']);
    await expect(send()).resolves.toEqual({ token: 't' });
  });

  it('sends a form-encoded body as it is and never encrypts a call not marked so', async () => {
    const calls = serve({
      '/wps/member/password/email': [() => envelope({ success: true, value: null })],
    });
    await api('/wps/member/password/email', {
      method: 'POST',
      body: new URLSearchParams({ username: 'alice', email: 'a@example.com' }),
    });
    expect(String(calls[0]!.body)).toBe('username=alice&email=a%40example.com');
  });
});
