import { errorHttpStatus, type ErrorCode } from '@portal/shared/error-codes';

export interface ErrorDetail {
  path: string;
  reason: string;
}

/**
 * A failure the client is meant to see: services throw it with a stable code and the error
 * handler turns it into the envelope, with the sentence in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: ErrorDetail[],
    /** Data the client acts on, sent as the envelope's `value` (a captcha flag, a ticket). */
    readonly value: Record<string, unknown> | null = null,
  ) {
    super(code);
    this.statusCode = errorHttpStatus[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
