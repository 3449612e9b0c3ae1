import { z } from 'zod';
import { displayText } from '../validation/display-text.js';
import { QUEUE_SORT_FIELDS, queueFilterQuery, statusListQuery } from './cashier-queue.js';
import { operatorListQuery, siteDayRangeQuery, sortParamSchema } from './operator-list.js';

/**
 * Withdrawals (member-centre page `withdraw`), bank cards and the operator's withdrawal calls
 * (spec sections 1, 2, 4 and 8). Amounts travel as decimals with at most 2 decimals; the server
 * converts them to minor units exactly. Request bodies are strict: unknown fields are refused.
 */

/** Largest proof image, decoded (JPEG, PNG or WebP). */
export const PROOF_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The receipt call's body limit: room for a 2 MB image as base64 and then some. */
export const PROOF_DATA_URL_MAX_LENGTH = 4 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An amount as the member typed it: a number or a decimal string, at most 2 decimals. */
export const amountInputSchema = z.union([z.number(), z.string().trim().min(1).max(20)]);

// ---- Bank cards ----------------------------------------------------------------------------
/** GET /wps/member/bank-cards/banks: the banks of the member's currency. */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankListSchema = z.array(bankSchema);
export type Bank = z.infer<typeof bankSchema>;

/** A bound card as its owner sees it: the account number masked as "**** 1234". */
export const bankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
  /** A withdrawal to it is still open: it cannot be deleted yet. */
  inUse: z.boolean(),
});
export const bankCardListSchema = z.array(bankCardSchema);
export type BankCard = z.infer<typeof bankCardSchema>;

/** Spaces and dashes as printed on a card are dropped; what remains must be 6-20 digits. */
export const accountNumberSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,20}$/));

/** POST /wps/member/bank-cards: the holder must be the member's payee name. */
export const addBankCardPayloadSchema = z.strictObject({
  bankCode: z.string().trim().min(1).max(32),
  accountNumber: accountNumberSchema,
  holderName: displayText(z.string().trim().min(1).max(100)),
});
export type AddBankCardPayload = z.input<typeof addBankCardPayloadSchema>;

export const bankCardParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

// ---- Withdrawals ---------------------------------------------------------------------------
export const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'received',
  'auto_received',
  'not_received',
  'partial',
  'refunded',
  'force_received',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** A withdrawal order as its owner sees it. */
export const withdrawalSchema = z.object({
  orderNo: z.string(),
  status: z.enum(withdrawalStatuses),
  amount: z.number(),
  currency: z.string(),
  /** Partial receipt: what arrived. */
  receivedAmount: z.number().nullable(),
  /** What the member reported missing (the whole amount when not received). */
  remainderAmount: z.number().nullable(),
  /** Paid back to the main wallet after an operator upheld the claim. */
  refundedAmount: z.number().nullable(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Masked: "**** 1234". */
  accountNumber: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  /** Approved (paid) or rejected. */
  decidedAt: z.string().nullable(),
  /** Approved orders: when an unconfirmed receipt counts as received. */
  receiptDueAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  hasProof: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A running bonus that holds back withdrawals until its turnover is met, or it is given up. */
export const blockingBonusSchema = z.object({
  id: z.number().int(),
  bonusNo: z.string(),
  /** The promotion's title in the request's language, or the operator's reason. */
  title: z.string(),
  /** What giving it up takes from the bonus wallet. */
  amount: z.number(),
  turnoverRequired: z.number(),
  turnoverPlayed: z.number(),
  turnoverRemaining: z.number(),
  expiresAt: z.string(),
});
export type BlockingBonus = z.infer<typeof blockingBonusSchema>;

/**
 * Everything that blocks a withdrawal, read by the same rule that refuses one: the deposits' own
 * turnover still to play (of the open requirements) and each running bonus's.
 */
export const withdrawRequirementsSchema = z.object({
  deposit: z.object({ required: z.number(), remaining: z.number() }),
  bonuses: z.array(blockingBonusSchema),
});
export type WithdrawRequirements = z.infer<typeof withdrawRequirementsSchema>;

/** GET /wps/member/withdraw/info: everything the withdraw page needs at once. */
export const withdrawInfoSchema = z.object({
  currency: z.string(),
  min: z.number(),
  max: z.number(),
  /** The main wallet: what can be withdrawn now. */
  balance: z.number(),
  /** Valid bets still to play before a withdrawal is allowed, deposits' and bonuses' (0 when free). */
  turnoverRemaining: z.number(),
  requirements: withdrawRequirementsSchema,
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  maxBankCards: z.number().int(),
  autoReceiptMinutes: z.number().int(),
  cards: bankCardListSchema,
  /** Paid orders waiting for the member to confirm receipt. */
  awaitingReceipt: z.array(withdrawalSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** POST /wps/member/withdraw (encrypted). `reference` makes a retry return the same order. */
export const withdrawPayloadSchema = z.strictObject({
  bankCardId: z.number().int().positive(),
  amount: amountInputSchema,
  paymentPassword: z.string().regex(/^\d{6}$/),
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type WithdrawPayload = z.infer<typeof withdrawPayloadSchema>;

export const receiptOutcomes = ['received', 'not_received', 'partial'] as const;
export type ReceiptOutcome = (typeof receiptOutcomes)[number];

/**
 * POST /wps/member/withdraw/:orderNo/receipt. `receivedAmount` only for partial (above 0, below
 * the order's amount); `proofImage` (data URL, JPEG/PNG/WebP, at most 2 MB) required when the
 * money did not arrive, optional for partial.
 */
export const receiptPayloadSchema = z
  .strictObject({
    outcome: z.enum(receiptOutcomes),
    receivedAmount: amountInputSchema.optional(),
    // Bounded by the route's body limit (PROOF_DATA_URL_MAX_LENGTH): past it the call is a 413;
    // below it the image itself is checked, so an oversized picture reads as INVALID_IMAGE.
    proofImage: z.string().optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.outcome === 'partial' && payload.receivedAmount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: 'required' });
    }
    if (payload.outcome !== 'partial' && payload.receivedAmount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['receivedAmount'], message: 'only_for_partial' });
    }
    if (payload.outcome === 'received' && payload.proofImage !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['proofImage'], message: 'not_for_received' });
    }
  });
export type ReceiptPayload = z.infer<typeof receiptPayloadSchema>;

export const orderNoParamsSchema = z.strictObject({
  orderNo: z.string().regex(/^W\d{8,24}$/),
});

const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
};

/** GET /wps/member/withdraw/history: newest first. */
export const withdrawHistoryQuerySchema = z.strictObject({
  ...pageQuery,
  status: z.enum(withdrawalStatuses).optional(),
});
export type WithdrawHistoryQuery = z.infer<typeof withdrawHistoryQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

export const withdrawHistorySchema = pageOf(withdrawalSchema);
export type WithdrawHistory = z.infer<typeof withdrawHistorySchema>;

/** GET /wps/member/withdraw/:orderNo/proof and the operator's: the stored image as a data URL. */
export const proofImageSchema = z.object({
  mimeType: z.enum(PROOF_IMAGE_TYPES),
  dataUrl: z.string(),
});

// ---- Operator ------------------------------------------------------------------------------
/**
 * Where the member's receipt step stands, as the member's page shows it (decision 015): `none`
 * before the payout (pending, rejected); `awaiting` paid and still answerable; `deemed_received`
 * past the deadline, counted as received though the auto-receipt job has not run yet; then what
 * the member answered or how the claim was closed.
 */
export const RECEIPT_STATES = [
  'none',
  'awaiting',
  'deemed_received',
  'received',
  'auto_received',
  'not_received',
  'partial',
  'refunded',
  'force_received',
] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/**
 * GET /wps/operator/withdrawals: the clerk's queue (decision 043), oldest first unless `sort`
 * says otherwise; `format=csv` streams every matching order. `page` and the older `pageNo` both
 * page; `from`/`to` are site days (GMT+8) of the request.
 */
export const operatorWithdrawalsQuerySchema = z.strictObject({
  ...pageQuery,
  ...operatorListQuery,
  status: statusListQuery(withdrawalStatuses),
  /** One member's orders, by account name (exactly, any case). */
  account: z.string().trim().min(1).max(64).optional(),
  ...queueFilterQuery,
  /** The bank's code of the card paid to. */
  bank: z.string().trim().min(1).max(32).optional(),
  ...siteDayRangeQuery,
  sort: sortParamSchema(QUEUE_SORT_FIELDS),
});
export type OperatorWithdrawalsQuery = z.output<typeof operatorWithdrawalsQuerySchema>;

/**
 * What finance needs to pay: the full account number and holder (roles that cannot decide see
 * it masked), the member's registered real name to compare with the holder, and the receipt
 * step as the member sees it.
 */
export const operatorWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  /** The member's registered real name (payee name). */
  memberPayeeName: z.string().nullable(),
  accountNumber: z.string(),
  holderName: z.string(),
  decidedBy: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  receiptState: z.enum(RECEIPT_STATES),
  /** Finance attached the bank's payout slip when it marked the order paid. */
  hasPayoutProof: z.boolean(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorWithdrawalPageSchema = pageOf(operatorWithdrawalSchema).extend({
  /** The same as pageNo, as every console list names it. */
  page: z.number().int(),
  /** The money of every order the filter keeps, not only this page's. */
  totalAmount: z.number(),
});
export type OperatorWithdrawalPage = z.infer<typeof operatorWithdrawalPageSchema>;

const note = z.string().trim().min(1).max(255);
/** POST .../refund and .../force-received: an optional note for the record. */
export const operatorNotePayloadSchema = z.strictObject({ note: note.optional() }).nullish();
/**
 * POST .../approve (paid out): an optional note and the bank's payout slip, a data URL of a JPEG,
 * PNG or WebP of at most 2 MB (bounded by the route's body limit, like the member's proof).
 */
export const approveWithdrawalPayloadSchema = z
  .strictObject({ note: note.optional(), payoutProof: z.string().optional() })
  .nullish();
export type ApproveWithdrawalPayload = z.infer<typeof approveWithdrawalPayloadSchema>;
/** POST .../reject: the reason the member is shown. */
export const rejectWithdrawalPayloadSchema = z.strictObject({ reason: note });
