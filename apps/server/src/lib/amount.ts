import { toMinor } from '@portal/shared/money';
import { AppError, moneyParam } from './app-error.js';

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

/**
 * A transfer's amount within the operator's band (minor units): above zero, at least `min`, at
 * most `max`, each with its own error code. Returns the amount in minor units.
 */
export function parseTransferAmount(
  value: unknown,
  limits: { minMinor: string | number; maxMinor: string | number },
): bigint {
  const amount = parseAmount(value);
  if (amount <= 0n) {
    throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'not_positive' }]);
  }
  const [min, max] = [BigInt(limits.minMinor), BigInt(limits.maxMinor)];
  if (amount < min) throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(min) });
  if (amount > max) throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: moneyParam(max) });
  return amount;
}
