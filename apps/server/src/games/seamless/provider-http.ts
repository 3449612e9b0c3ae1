import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  /** The parsed JSON body, or null when it was empty or not JSON. */
  body: unknown;
}

/** Sends one HTTP request; throws on a network failure or timeout (an unknown outcome). */
export type HttpTransport = (url: string, request: HttpRequest) => Promise<HttpResponse>;

/** How long a provider or wallet call may take before its outcome counts as unknown. */
export const PROVIDER_TIMEOUT_MS = 5000;

export const fetchTransport: HttpTransport = async (url, request) => {
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text) };
};

/**
 * The server-to-server HTTP of game providers and the seamless wallet (ARCHITECTURE section 6).
 * In production it is `fetch`; tests that build the app without listening swap in
 * `injectTransport`, so the same signed requests go through the app's own router.
 */
export class ProviderHttp {
  constructor(public transport: HttpTransport = fetchTransport) {}

  send(url: string, request: HttpRequest): Promise<HttpResponse> {
    return this.transport(url, request);
  }
}

/** Routes requests to an app in this process by path, ignoring the origin. */
export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (url, request) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({
      method: request.method,
      url: `${pathname}${search}`,
      headers: request.headers,
      payload: request.body,
    });
    return { status: response.statusCode, body: parseJson(response.body) };
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
