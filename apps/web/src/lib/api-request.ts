import type { ErrorCode } from '@portal/shared/error-codes';
import { takeEarlyResponse } from './early-requests';

/** A field-level reason of a VALIDATION_FAILED answer: the field's path and a machine reason. */
export interface ApiErrorDetail {
  path: string;
  reason: string;
}

/**
 * An API failure carrying the server's stable code; screens translate `errorCode`. Some
 * failures carry data to act on in `value` (a captcha flag, a challenge ticket, a wait) and
 * VALIDATION_FAILED names the fields in `details`.
 */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
    readonly value: Readonly<Record<string, unknown>> | null = null,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a call made as the member leaves it). */
  keepalive?: boolean;
  /**
   * Sends the JSON body encrypted with the server's public key (spec section 7 "encrypted":
   * login, registration and the password calls). The encryption code loads with the first such
   * call, so pages that never sign anyone in do not carry it.
   */
  encrypted?: boolean;
  /**
   * The answer depends on who is signed in: the page's early request (sent before the session
   * was known, without a token) is not used while there is a session.
   */
  perMember?: boolean;
  /** Headers of this call besides the language, device and session token. */
  headers?: Record<string, string>;
}

/** The `Language` header until the i18n layer sets one. */
export const DEFAULT_API_LANGUAGE = 'MY';

let currentLanguage = DEFAULT_API_LANGUAGE;
let currentToken: string | null = null;

/** Called by the i18n and session layers so every request carries them. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}
export function setApiToken(token: string | null): void {
  currentToken = token;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

interface Envelope<T> {
  success?: boolean;
  /** On failure: null, or the data the client acts on (see ApiError). */
  value?: T;
  errorCode?: ErrorCode;
  message?: string;
  details?: ApiErrorDetail[];
  /** Paged lists answered at the top level carry their page count beside `value`. */
  totalPages?: number;
}

/**
 * One request as it is sent: `body` goes as JSON (or form-encoded for URLSearchParams), the
 * envelope is unwrapped. Encryption is the api client's (`api`), which sends through this.
 */
export async function sendRequest<T>(
  path: string,
  options: RequestOptions,
  body: unknown = options.body,
): Promise<T> {
  return (await sendForEnvelope<T>(path, options, body)).value as T;
}

/**
 * A paged list answered at the top level (spec section 7: recent games and favourites):
 * `value` is the page, `totalPages` sits beside it in the envelope.
 */
export async function sendPagedRequest<T>(
  path: string,
  options: RequestOptions,
): Promise<{ value: T; totalPages: number }> {
  const envelope = await sendForEnvelope<T>(path, options, options.body);
  const totalPages = typeof envelope.totalPages === 'number' ? envelope.totalPages : 0;
  return { value: envelope.value as T, totalPages };
}

async function sendForEnvelope<T>(
  path: string,
  options: RequestOptions,
  body: unknown,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    ...options.headers,
    Language: currentLanguage,
    Device: 'WEB',
  };
  if (currentToken) headers.Authorization = currentToken;
  // A URLSearchParams body goes form-encoded (fetch sets its type); anything else as JSON.
  const isForm = body instanceof URLSearchParams;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = buildUrl(path, options.query);
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    // The page may have asked already, before this code loaded (lib/early-requests.ts).
    const early =
      method === 'GET' && body === undefined && !(options.perMember && currentToken)
        ? takeEarlyResponse(url, currentLanguage)
        : null;
    response =
      (early && (await early)) ??
      (await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: options.signal,
        keepalive: options.keepalive,
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network error', 0);
  }

  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || envelope.success !== true) {
    throw new ApiError(
      envelope?.errorCode ?? 'SYSTEM_ERROR',
      envelope?.message ?? response.statusText,
      response.status,
      (envelope?.value as Record<string, unknown> | undefined) ?? null,
      envelope?.details ?? [],
    );
  }
  return envelope;
}
