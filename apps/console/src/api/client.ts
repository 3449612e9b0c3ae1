import type { ErrorCode } from '@portal/shared/error-codes';

/** Where the operator API lives; every console call goes under it. */
export const OPERATOR_API = '/wps/operator';

export interface ApiErrorDetail {
  path: string;
  reason: string;
}

/**
 * A failed call carrying the server's stable code and its message, already in the console's
 * language (the server translates; the console shows `message` as it is).
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

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

/** The `Language` header until the i18n layer sets one. */
export const DEFAULT_API_LANGUAGE = 'EN';

let token: string | null = null;
let language = DEFAULT_API_LANGUAGE;
let onUnauthorized: () => void = () => {};

/** The session layer keeps the bearer token here; every call sends it. */
export const setApiToken = (next: string | null) => {
  token = next;
};
/** The i18n layer keeps the server's language code here (EN, CN). */
export const setApiLanguage = (next: string) => {
  language = next;
};
/** Called when a signed-in call answers 401: the session ended (idle, absolute, revoked). */
export const setOnUnauthorized = (handler: () => void) => {
  onUnauthorized = handler;
};

/** `/members` → `/wps/operator/members`; a path that already starts with /wps/ is kept. */
export function operatorUrl(path: string, query?: Query): string {
  const base = path.startsWith('/wps/')
    ? path
    : `${OPERATOR_API}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export function authHeaders(): Record<string, string> {
  return { Language: language, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * One operator call: resolves with the envelope's `value`, or throws an ApiError with the
 * server's code and message (NETWORK_ERROR when the server could not be reached).
 */
export async function api<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(operatorUrl(path, query), {
      method,
      headers: {
        ...authHeaders(),
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'The server could not be reached.', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: unknown;
    errorCode?: ErrorCode;
    message?: string;
    details?: ApiErrorDetail[];
  } | null;
  if (response.ok && envelope?.success) return envelope.value as T;
  if (response.status === 401 && token) onUnauthorized();
  throw new ApiError(
    envelope?.errorCode ?? 'SYSTEM_ERROR',
    envelope?.message ?? `${response.status} ${response.statusText}`,
    response.status,
    (envelope?.value as Record<string, unknown> | null) ?? null,
    envelope?.details ?? [],
  );
}
