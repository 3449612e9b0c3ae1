import { toMinor } from '@portal/shared/money';
import { parseAmountText } from '../../lib/amount-input';

/** An amount as typed, in the interface language's marks (lib/money.ts). */
export { parseAmountText };

/** An API amount (a decimal number) in minor units, exactly. */
export const amountToMinor = (amount: number): bigint => toMinor(amount.toFixed(2));

import { useMoney } from '../ui/use-money';

export { useMoney };

export type AmountProblem = 'invalid' | 'min' | 'max' | 'balance';

/** Why an amount cannot be sent (checked again by the server), or null when it can. */
export function amountProblem(
  amount: bigint | null,
  limits: { min: number; max: number; balance: number },
): AmountProblem | null {
  if (amount === null) return 'invalid';
  if (amount < amountToMinor(limits.min)) return 'min';
  if (amount > amountToMinor(limits.max)) return 'max';
  if (amount > amountToMinor(limits.balance)) return 'balance';
  return null;
}

/**
 * Checks an amount as typed against the limits: its minor units, or the words of why it cannot be
 * sent, which `message` writes with the limits in the site's currency.
 */
export function useAmountCheck(
  limits: { min: number; max: number; balance: number },
  message: (
    problem: AmountProblem,
    values: { min: string; max: string; balance: string },
  ) => string,
): (text: string) => { minor: bigint } | { error: string } {
  const money = useMoney();
  return (text) => {
    const minor = parseAmountText(text);
    const problem = amountProblem(minor, limits);
    if (problem || minor === null) {
      return {
        error: message(problem ?? 'invalid', {
          min: money(limits.min),
          max: money(limits.max),
          balance: money(limits.balance),
        }),
      };
    }
    return { minor };
  };
}
