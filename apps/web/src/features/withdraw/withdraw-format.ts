import { formatMoney, toMinor } from '@portal/shared/money';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from '@portal/shared/schemas/withdrawal';
import { imageFileProblem } from '../../lib/image-file';

/** An amount as typed, in minor units: positive, at most 2 decimals; null otherwise. */
export function parseAmountText(text: string): bigint | null {
  try {
    const minor = toMinor(text.trim().replace(/,/g, ''));
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}

/** An API amount (a decimal number) as "1,234.50" (spec section 9). */
export const formatAmount = (amount: number) => formatMoney(toMinor(amount.toFixed(2)));

export { useMoney } from '../../components/ui/use-money';

/** Checks a chosen proof picture before upload; the server checks its bytes again. */
export const proofFileProblem = (file: Pick<File, 'type' | 'size'>) =>
  imageFileProblem(file, { types: PROOF_IMAGE_TYPES, maxBytes: PROOF_IMAGE_MAX_BYTES });
