import type { ErrorCode } from '@portal/shared/error-codes';

/** An API failure carrying the server's stable code; screens translate `errorCode`. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: ErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly status: number,
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
}

let currentLanguage = 'MY';
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

/** Performs a call and unwraps the envelope: resolves with `value`, rejects with ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Language: currentLanguage, Device: 'WEB' };
  if (currentToken) headers.Authorization = currentToken;
  // A URLSearchParams body goes form-encoded (fetch sets its type); anything else as JSON.
  const isForm = options.body instanceof URLSearchParams;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as URLSearchParams)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network error', 0);
  }

  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    errorCode?: ErrorCode;
    message?: string;
  } | null;
  if (!envelope || envelope.success !== true) {
    throw new ApiError(
      envelope?.errorCode ?? 'SYSTEM_ERROR',
      envelope?.message ?? response.statusText,
      response.status,
    );
  }
  return envelope.value as T;
}
