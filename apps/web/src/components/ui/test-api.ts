/**
 * Test helpers (never imported by the site): fetch answered at the API boundary with the
 * server's envelope, and an RSA key pair that plays the server's payload key, so a test can read
 * what the site encrypted.
 */
import { vi } from 'vitest';

/** A handler's answer that fails the call with this error code and status. */
export class ApiFailure {
  constructor(
    readonly errorCode: string,
    readonly status = 400,
    /** Field details, as VALIDATION_FAILED carries them. */
    readonly details: { path: string; reason: string }[] = [],
    /** The envelope's value: the sentence's placeholders (a minimum, the turnover owed). */
    readonly value: Record<string, unknown> | null = null,
  ) {}
}

/**
 * A handler's answer for a paged list answered at the top level (recent games, favourites):
 * the envelope `{success, value, totalPages}`.
 */
export class ApiPage {
  constructor(
    readonly value: unknown,
    readonly totalPages: number,
  ) {}
}

/** Gets the parsed JSON body and the request URL (for its query). */
export type ApiHandler = (body: unknown, url: URL) => unknown;

/**
 * Replaces fetch with routes keyed "METHOD /path": a handler gets the parsed JSON body and its
 * (awaited) result becomes the envelope's value (an ApiPage's with `totalPages` beside it); an
 * ApiFailure fails the call. Unknown routes
 * answer 404 ROUTE_NOT_FOUND.
 */
export function serveApi(routes: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply = handler ? await handler(body, url) : new ApiFailure('ROUTE_NOT_FOUND', 404);
    const failure = reply instanceof ApiFailure ? reply : null;
    return new Response(
      JSON.stringify(
        failure
          ? {
              success: false,
              value: failure.value,
              errorCode: failure.errorCode,
              message: 'failed',
              ...(failure.details.length > 0 ? { details: failure.details } : {}),
            }
          : reply instanceof ApiPage
            ? { success: true, value: reply.value, totalPages: reply.totalPages }
            : { success: true, value: reply ?? null },
      ),
      { status: failure?.status ?? 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type ApiMock = ReturnType<typeof serveApi>;

/** The fetch calls made to one route, in order. */
export function callsTo(fetchMock: ApiMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === path && (init?.method ?? 'GET') === method;
  });
}

/** The JSON bodies sent to one route, in order (null for a call without a body). */
export function bodiesSentTo(
  fetchMock: ApiMock,
  method: string,
  path: string,
): Record<string, unknown>[] {
  return callsTo(fetchMock, method, path).map(
    ([, init]) => JSON.parse(String(init?.body ?? 'null')) as Record<string, unknown>,
  );
}

export interface TestPayloadKeys {
  /** The value of GET /wps/system/publicKey. */
  publicKey: { keyId: string; spki: string; algorithm: string };
  /** Reads an encrypted body as the server would. */
  decrypt(body: unknown): Promise<Record<string, unknown>>;
}

/** A fresh RSA-OAEP key pair in the server's format (call it in beforeAll: it is slow). */
export async function createTestPayloadKeys(): Promise<TestPayloadKeys> {
  const keyPair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', keyPair.publicKey));
  const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  return {
    publicKey: {
      keyId: 'k1',
      spki: btoa(String.fromCharCode(...der)),
      algorithm: 'RSA-OAEP-256+A256GCM',
    },
    async decrypt(body) {
      const { encrypted } = body as { encrypted: { key: string; iv: string; data: string } };
      const aesKey = await crypto.subtle.unwrapKey(
        'raw',
        bytes(encrypted.key),
        keyPair.privateKey,
        { name: 'RSA-OAEP' },
        { name: 'AES-GCM' },
        false,
        ['decrypt'],
      );
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(encrypted.iv) },
        aesKey,
        bytes(encrypted.data),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>;
    },
  };
}
