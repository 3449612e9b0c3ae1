import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from '@portal/shared/schemas/withdrawal';
import { imageFileProblem } from '../../lib/image-file';

/** An amount as typed, in the interface language's marks (lib/money.ts). */
export { parseAmountText } from '../../lib/amount-input';

/** An API amount (a decimal number) as "1,234.50" in the interface language's marks. */
export { formatAmount } from '../../lib/money';

export { useMoney } from '../../components/ui/use-money';

/** Checks a chosen proof picture before upload; the server checks its bytes again. */
export const proofFileProblem = (file: Pick<File, 'type' | 'size'>) =>
  imageFileProblem(file, { types: PROOF_IMAGE_TYPES, maxBytes: PROOF_IMAGE_MAX_BYTES });
