import { toMinor } from '@portal/shared/money';
import { parseAmount } from '../../lib/amount.js';
import { AppError, moneyParam } from '../../lib/app-error.js';

/** An amount from the page within limits (minor units): INVALID_AMOUNT, or below/above. */
export function parseStake(
  value: unknown,
  limits: { min: bigint; max: bigint },
  path = 'stake',
): bigint {
  const amount = parseAmount(value, path);
  if (amount < limits.min)
    throw new AppError('AMOUNT_BELOW_MINIMUM', { min: moneyParam(limits.min) });
  if (amount > limits.max)
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', { max: moneyParam(limits.max) });
  return amount;
}

/** A multiplier with at most 2 decimals (1.5, 2.35) in hundredths; VALIDATION_FAILED otherwise. */
export function parseHundredths(value: number, path: string): bigint {
  try {
    return toMinor(value);
  } catch {
    throw new AppError('VALIDATION_FAILED', {}, [{ path, reason: 'too_many_decimals' }]);
  }
}

export function invalidField(path: string, reason: string): AppError {
  return new AppError('VALIDATION_FAILED', {}, [{ path, reason }]);
}
