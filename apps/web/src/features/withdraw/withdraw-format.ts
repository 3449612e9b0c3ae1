import { formatMoney, toMinor } from '@portal/shared/money';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from '@portal/shared/schemas/withdrawal';

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

/** A fresh request reference: 32 hex characters from the browser's random source. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ProofFileProblem = 'type' | 'size';

/** Checks a chosen proof picture before upload; the server checks its bytes again. */
export function proofFileProblem(file: Pick<File, 'type' | 'size'>): ProofFileProblem | null {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROOF_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** The file as a data URL, as the receipt call takes it. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
