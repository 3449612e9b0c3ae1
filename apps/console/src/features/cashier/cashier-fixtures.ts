/**
 * Test fixtures of the cashier screens (never imported by the console): orders and channels in
 * the server's shapes.
 */
import type { OperatorDeposit, OperatorDepositChannel } from '@portal/shared/schemas/deposit';
import type { OperatorWithdrawal } from '@portal/shared/schemas/withdrawal';

let sequence = 0;
const next = () => (sequence += 1);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function buildDeposit(overrides: Partial<OperatorDeposit> = {}): OperatorDeposit {
  const n = next();
  return {
    orderNo: `D20261128${String(n).padStart(8, '0')}`,
    status: 'pending',
    channel: { id: 1, code: 'cimb', type: 'bank_transfer', name: 'CIMB transfer' },
    amount: 500,
    currency: 'MYR',
    payerName: 'Siti Aminah',
    hasReceipt: true,
    rejectReason: null,
    createdAt: minutesAgo(42),
    creditedAt: null,
    closedAt: null,
    expiresAt: null,
    memberId: 100 + n,
    memberAccount: `player${n}`,
    memberPayeeName: 'Siti Aminah',
    gatewayTxnId: null,
    decidedBy: null,
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<OperatorWithdrawal> = {}): OperatorWithdrawal {
  const n = next();
  return {
    orderNo: `W20261128${String(n).padStart(6, '0')}`,
    status: 'pending',
    amount: 300,
    currency: 'MYR',
    receivedAmount: null,
    remainderAmount: null,
    refundedAmount: null,
    bankCode: 'MBB',
    bankName: 'Maybank',
    accountNumber: '512345678901',
    rejectReason: null,
    createdAt: minutesAgo(90),
    decidedAt: null,
    receiptDueAt: null,
    confirmedAt: null,
    resolvedAt: null,
    hasProof: false,
    memberId: 200 + n,
    memberAccount: `member${n}`,
    memberPayeeName: 'Tan Ah Kow',
    holderName: 'Tan Ah Kow',
    decidedBy: null,
    resolvedBy: null,
    resolutionNote: null,
    receiptState: 'none',
    hasPayoutProof: false,
    ...overrides,
  };
}

export function buildChannel(
  overrides: Partial<OperatorDepositChannel> = {},
): OperatorDepositChannel {
  const n = next();
  return {
    id: n,
    code: `bank-${n}`,
    type: 'bank_transfer',
    name: `Bank transfer ${n}`,
    names: { EN: `Bank transfer ${n}` },
    minAmount: 30,
    maxAmount: 50_000,
    enabled: true,
    sort: 10,
    turnoverBps: 10_000,
    bankAccount: { bankName: 'CIMB', accountName: 'Portal Sdn Bhd', accountNumber: '8001234567' },
    gatewayKind: null,
    createdAt: minutesAgo(10_000),
    updatedAt: minutesAgo(100),
    ...overrides,
  };
}

/** A queue page as the server answers it. */
export const pageOf = <T>(list: T[], totalAmount: number) => ({
  list,
  page: 1,
  pageNo: 1,
  pageSize: 25,
  total: list.length,
  totalPages: 1,
  totalAmount,
});
