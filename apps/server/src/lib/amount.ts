import { toMinor } from '@portal/shared/money';
import { AppError } from './app-error.js';

/**
 * An amount at the API boundary: a decimal string or number with at most 2 decimals, turned
 * into integer minor units exactly. Anything else (3 decimals, exponent notation, NaN) is a 400.
 */
export function parseAmount(value: unknown, path = 'amount'): bigint {
  if (typeof value === 'number' && !Number.isFinite(value)) throw invalid(path);
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(path);
  try {
    return toMinor(value);
  } catch {
    throw invalid(path);
  }
}

function invalid(path: string): AppError {
  return new AppError('INVALID_AMOUNT', {}, [{ path, reason: 'invalid_amount' }]);
}
