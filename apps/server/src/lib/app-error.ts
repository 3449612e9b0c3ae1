import { errorHttpStatus, type ErrorCode } from '@portal/shared/error-codes';

export interface ErrorDetail {
  path: string;
  reason: string;
}

/**
 * An amount of money in an error's sentence (minor units). The error handler writes it as the
 * site writes money, with the site's currency symbol: "RM 1,234.50".
 */
export class MoneyParam {
  constructor(readonly minor: bigint) {}
}

/** An amount in minor units (a bigint, or a whole number from a setting). */
export const moneyParam = (minor: bigint | number): MoneyParam => new MoneyParam(BigInt(minor));

export type ErrorParam = string | number | MoneyParam;

/**
 * A failure the client is meant to see: services throw it with a stable code and the error
 * handler turns it into the envelope, with the sentence in the request's language.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, ErrorParam> = {},
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

/** Whether the error's sentence names an amount of money (and so needs the currency symbol). */
export const hasMoneyParam = (error: AppError): boolean =>
  Object.values(error.params).some((value) => value instanceof MoneyParam);
