import type { CreateDepositValue } from '@portal/shared/schemas/deposit';
import { api } from '../../../lib/api-client';

export interface CreateDepositInput {
  channelId: number;
  /** As typed, without thousands separators. */
  amount: string;
  payerName?: string;
  /** A data URL of the receipt image (bank transfers). */
  receiptImage?: string;
  /** A deposit match joined with this deposit (its bonus follows the credit). */
  promotionId?: number;
  /** One per attempt: a retry of the same attempt returns the same order. */
  reference: string;
}

/** Makes a deposit order; gateways answer the address to pay at. */
export const createDeposit = (input: CreateDepositInput) =>
  api<CreateDepositValue>('/wps/member/deposit', { method: 'POST', body: input });
