import type { ReceiptOutcome, Withdrawal } from '@portal/shared/schemas/withdrawal';
import { api } from '../../../lib/api-client';

export interface WithdrawRequest {
  bankCardId: number;
  /** Decimal text as typed, at most 2 decimals. */
  amount: string;
  paymentPassword: string;
  /** One per attempt: a retry with it returns the same order instead of a second one. */
  reference: string;
}

/** Requests a withdrawal; the payment password travels encrypted. */
export const requestWithdrawal = (payload: WithdrawRequest) =>
  api<Withdrawal>('/wps/member/withdraw', { method: 'POST', body: payload, encrypted: true });

export interface ReceiptAnswer {
  orderNo: string;
  outcome: ReceiptOutcome;
  receivedAmount?: string;
  /** A data URL of the proof image. */
  proofImage?: string;
}

/** Answers whether a paid withdrawal arrived. */
export const confirmReceipt = ({ orderNo, ...body }: ReceiptAnswer) =>
  api<Withdrawal>(`/wps/member/withdraw/${encodeURIComponent(orderNo)}/receipt`, {
    method: 'POST',
    body,
  });
