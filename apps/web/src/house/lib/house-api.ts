import type { ErrorCode } from '@portal/shared/error-codes';
import { ApiError } from '../../lib/api-client';

/** The `Language` header until the game page's i18n sets one. */
export const DEFAULT_HOUSE_API_LANGUAGE = 'EN';

let language = DEFAULT_HOUSE_API_LANGUAGE;

/** The server words its error messages in the `Language` header's language. */
export function setHouseApiLanguage(code: string): void {
  language = code;
}

interface Envelope<T> {
  success?: boolean;
  value?: T;
  errorCode?: ErrorCode;
  message?: string;
}

/**
 * Calls the house provider's API (`/house/api/...`) and unwraps the portal envelope: resolves
 * with `value`, rejects with an ApiError carrying the code, the server's message and its `value`
 * (a failed play still tells the balance).
 */
export async function houseApi<T>(
  path: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = { Language: language };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/house/api/${path}${query}`, {
      method: options.body === undefined ? 'GET' : 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', '', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (envelope?.success !== true) {
    throw new ApiError(
      envelope?.errorCode ?? 'SYSTEM_ERROR',
      envelope?.message ?? '',
      response.status,
      (envelope?.value as Record<string, unknown> | null | undefined) ?? null,
    );
  }
  return envelope.value as T;
}

/** The balance a failed play still reports (INSUFFICIENT_FUNDS and others carry it). */
export function balanceOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || !error.value) return null;
  const balance = error.value.balance;
  return typeof balance === 'number' && Number.isFinite(balance) ? balance : null;
}

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.errorCode : null;
}
