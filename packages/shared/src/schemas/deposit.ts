import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../constants/languages.js';
import { BONUS_STATES } from './promotions.js';
import { displayText } from '../validation/display-text.js';
import { QUEUE_SORT_FIELDS, queueFilterQuery, statusListQuery } from './cashier-queue.js';
import {
  operatorListQuery,
  operatorPageSchema,
  siteDayRangeQuery,
  sortParamSchema,
} from './operator-list.js';

/**
 * Deposits (member-centre page depositv2, spec sections 1, 2 and 8): the channels an operator
 * configures, the member's orders and their history, the payment gateways' signed callbacks and
 * the operator calls that confirm or reject orders and manage channels. Amounts travel as
 * decimals with at most 2 decimals; the server turns them into minor units exactly.
 * Request bodies are strict: unknown fields are refused.
 */

export const DEPOSIT_CHANNEL_TYPES = ['bank_transfer', 'gateway'] as const;
export type DepositChannelType = (typeof DEPOSIT_CHANNEL_TYPES)[number];

/** Gateways the server speaks to; `sandbox` is the built-in one for local use and tests. */
export const GATEWAY_KINDS = ['sandbox'] as const;
export type GatewayKind = (typeof GATEWAY_KINDS)[number];

/**
 * pending: waiting for the payment (gateway) or for an operator (bank transfer); success:
 * credited to the main wallet; rejected: refused by an operator; failed: the gateway reported a
 * failed payment; expired: a gateway order left unpaid for DEPOSIT_GATEWAY_EXPIRY_MINUTES.
 */
export const DEPOSIT_STATUSES = ['pending', 'success', 'rejected', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_GATEWAY_EXPIRY_MINUTES = 30;
export const DEPOSIT_HISTORY_PAGE_SIZE = 10;

/** The optional bank-transfer receipt: a JPEG, PNG or WebP image of at most 2 MB. */
export const RECEIPT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReceiptImageType = (typeof RECEIPT_IMAGE_TYPES)[number];
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
/** A data URL of RECEIPT_MAX_BYTES: base64 grows by 4/3, plus the `data:image/webp;base64,` head. */
export const RECEIPT_DATA_URL_MAX = Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 32;

export { DEPOSIT_RETURN_PARAM } from '../constants/deposit.js';

/** An amount as the member typed it: a decimal number or text, at most 2 decimals (checked on the server). */
const amountInput = z.union([z.number(), z.string().trim().max(32)]);
const orderNoSchema = z
  .string()
  .trim()
  .regex(/^D\d{8,24}$/);
const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
};
const timestamp = z.string();

// ---- Member: channels ---------------------------------------------------------------------
/** The account a bank transfer is paid into. */
export const depositBankAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type DepositBankAccount = z.infer<typeof depositBankAccountSchema>;

/** GET /wps/member/deposit/channels: the enabled channels, in the operator's order. */
export const depositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  /** In the request's language (falls back to English, then the channel's own name). */
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Turnover to play per deposit, as a multiple of it (1 = the deposit's amount once). */
  turnoverMultiplier: z.number(),
  /** Where to pay: bank transfers only. */
  bankAccount: depositBankAccountSchema.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsValueSchema = z.array(depositChannelSchema);

// ---- Member: orders -----------------------------------------------------------------------
/**
 * POST /wps/member/deposit (depositv2). One of channelId or channelCode. `reference` is the
 * client's idempotency key: sending the same request again returns the same order.
 */
export const createDepositPayloadSchema = z
  .strictObject({
    channelId: z.number().int().min(1).max(2_147_483_647).optional(),
    channelCode: z.string().trim().min(1).max(32).optional(),
    amount: amountInput,
    /** The name on the paying bank account: required for bank transfers (payee-name rules). */
    payerName: displayText(z.string().trim().max(100)).optional(),
    /** Bank transfers: a data URL (base64) of a JPEG, PNG or WebP image of at most 2 MB. */
    receiptImage: z.string().max(RECEIPT_DATA_URL_MAX).optional(),
    /** A deposit-match promotion the member joins with this deposit (its bonus follows the credit). */
    promotionId: z.number().int().min(1).max(2_147_483_647).optional(),
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine((body) => (body.channelId === undefined) !== (body.channelCode === undefined), {
    message: 'give channelId or channelCode',
    path: ['channelId'],
  });
export type CreateDepositPayload = z.infer<typeof createDepositPayloadSchema>;

export const createDepositValueSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Gateways: open this address in the same tab to pay. Null for bank transfers. */
  redirectUrl: z.string().nullable(),
});
export type CreateDepositValue = z.infer<typeof createDepositValueSchema>;

export const depositOrderChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
});

/** One of the member's deposit orders. */
export const depositOrderSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  channel: depositOrderChannelSchema,
  amount: z.number(),
  currency: z.string(),
  payerName: z.string().nullable(),
  hasReceipt: z.boolean(),
  /** Why an operator rejected it. */
  rejectReason: z.string().nullable(),
  createdAt: timestamp,
  /** When the amount reached the main wallet. */
  creditedAt: timestamp.nullable(),
  /** When it was rejected, failed or expired. */
  closedAt: timestamp.nullable(),
  /** Gateway orders: when an unpaid order expires. */
  expiresAt: timestamp.nullable(),
  /** A pending gateway order: where to continue paying. */
  redirectUrl: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** The deposit match a credited deposit brought into the bonus wallet. */
export const depositOrderBonusSchema = z.object({
  bonusNo: z.string(),
  amount: z.number(),
  turnoverRequired: z.number(),
  state: z.enum(BONUS_STATES),
});
export type DepositOrderBonus = z.infer<typeof depositOrderBonusSchema>;

/**
 * GET /wps/member/deposit/orders/:orderNo: the order with the bonus it brought. The bonus is given
 * a moment after the credit; `bonusPending` says one is still on its way, so ask again.
 */
export const depositOrderDetailSchema = depositOrderSchema.extend({
  bonus: depositOrderBonusSchema.nullable(),
  bonusPending: z.boolean(),
});
export type DepositOrderDetail = z.infer<typeof depositOrderDetailSchema>;

export const depositOrderParamsSchema = z.strictObject({ orderNo: orderNoSchema });

/** GET /wps/member/deposit/history: newest first. */
export const depositHistoryQuerySchema = z.strictObject({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  ...pageQuery,
});
export type DepositHistoryQuery = z.infer<typeof depositHistoryQuerySchema>;

export const depositHistoryValueSchema = z.object({
  list: z.array(depositOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DepositHistoryValue = z.infer<typeof depositHistoryValueSchema>;

// ---- Gateway callbacks --------------------------------------------------------------------
/** The header carrying the callback's HMAC-SHA256 (hex) with the channel's secret. */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

/**
 * POST /wps/payment/callback/:channelCode, sent by the gateway server to server. The signature
 * covers `orderNo|amount|status|gatewayTxnId|timestamp` (see the server's gateway-signature.ts).
 */
export const gatewayCallbackPayloadSchema = z.strictObject({
  orderNo: orderNoSchema,
  /** Exactly two decimals, as signed. */
  amount: z.string().regex(/^\d{1,15}\.\d{2}$/),
  status: z.enum(['success', 'failed']),
  gatewayTxnId: z.string().trim().min(1).max(128),
  /** Unix seconds when the gateway signed it; a stale one is refused. */
  timestamp: z.number().int().min(0),
});
export type GatewayCallbackPayload = z.infer<typeof gatewayCallbackPayloadSchema>;

export const gatewayCallbackParamsSchema = z.strictObject({
  channelCode: z.string().trim().min(1).max(32),
});

export const gatewayCallbackValueSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
});

// ---- Operator: orders ---------------------------------------------------------------------
/**
 * GET /wps/operator/deposits: the clerk's queue (decision 043). Newest first unless `sort` says
 * otherwise; `format=csv` streams every matching order. `from`/`to` are site days (GMT+8) of the
 * order's creation.
 */
export const operatorDepositsQuerySchema = z.strictObject({
  status: statusListQuery(DEPOSIT_STATUSES),
  ...queueFilterQuery,
  /** The channel's code. */
  channel: z.string().trim().min(1).max(32).optional(),
  ...siteDayRangeQuery,
  sort: sortParamSchema(QUEUE_SORT_FIELDS),
  ...operatorListQuery,
});
export type OperatorDepositsQuery = z.output<typeof operatorDepositsQuerySchema>;

export const operatorDepositSchema = depositOrderSchema.omit({ redirectUrl: true }).extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  /** The member's registered real name, to compare with the payer name. */
  memberPayeeName: z.string().nullable(),
  gatewayTxnId: z.string().nullable(),
  /** The staff member who confirmed or rejected it. */
  decidedBy: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;

export const operatorDepositsValueSchema = operatorPageSchema(operatorDepositSchema).extend({
  /** The money of every order the filter keeps, not only this page's. */
  totalAmount: z.number(),
});
export type OperatorDepositsValue = z.infer<typeof operatorDepositsValueSchema>;

/** POST /wps/operator/deposits/:orderNo/confirm: credits the order's amount; the body may be left out. */
export const confirmDepositPayloadSchema = z
  .strictObject({ note: z.string().trim().max(255).optional() })
  .nullish();
/** POST /wps/operator/deposits/:orderNo/reject: the reason is shown to the member. */
export const rejectDepositPayloadSchema = z.strictObject({
  reason: z.string().trim().min(1).max(255),
});

// ---- Operator: channels -------------------------------------------------------------------
/** A name per interface language; the others fall back to English, then to `name`. */
const channelNamesSchema = z
  .record(z.string(), z.string().trim().min(1).max(100))
  .refine((names) => Object.keys(names).every((key) => LANGUAGE_CODES.includes(key as Language)), {
    message: 'unknown language code',
  });
const channelCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/);
const turnoverBpsSchema = z.number().int().min(0).max(1_000_000);
const bankText = (max: number) => z.string().trim().min(1).max(max);
const gatewaySecretSchema = z.string().min(16).max(128);

export const operatorDepositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DEPOSIT_CHANNEL_TYPES),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  minAmount: z.number(),
  maxAmount: z.number(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Turnover required per deposit in basis points of its amount: 10000 = 1.00x. */
  turnoverBps: z.number().int(),
  bankAccount: depositBankAccountSchema.nullable(),
  /** Gateways only; the secret itself never leaves the server. */
  gatewayKind: z.enum(GATEWAY_KINDS).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorDepositChannel = z.infer<typeof operatorDepositChannelSchema>;
export const operatorDepositChannelsValueSchema = z.array(operatorDepositChannelSchema);
/** GET /wps/operator/deposit-channels: every channel, or (`format=csv`) the same as CSV. */
export const operatorDepositChannelsQuerySchema = z.strictObject({
  format: operatorListQuery.format,
});

/**
 * POST /wps/operator/deposit-channels. Bank transfers need the bank fields; gateways need the
 * kind, and a secret unless the gateway is the built-in sandbox (then one is generated).
 */
export const createDepositChannelPayloadSchema = z
  .strictObject({
    code: channelCodeSchema,
    type: z.enum(DEPOSIT_CHANNEL_TYPES),
    name: z.string().trim().min(1).max(100),
    names: channelNamesSchema.optional(),
    minAmount: amountInput,
    maxAmount: amountInput,
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    turnoverBps: turnoverBpsSchema.optional(),
    bankName: bankText(100).optional(),
    accountName: bankText(100).optional(),
    accountNumber: bankText(64).optional(),
    gatewayKind: z.enum(GATEWAY_KINDS).optional(),
    gatewaySecret: gatewaySecretSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const missing = (path: string) =>
      ctx.addIssue({ code: 'custom', message: 'required', path: [path] });
    const refused = (path: string) =>
      ctx.addIssue({ code: 'custom', message: `not for ${body.type}`, path: [path] });
    if (body.type === 'bank_transfer') {
      for (const field of ['bankName', 'accountName', 'accountNumber'] as const) {
        if (body[field] === undefined) missing(field);
      }
      for (const field of ['gatewayKind', 'gatewaySecret'] as const) {
        if (body[field] !== undefined) refused(field);
      }
    } else {
      if (body.gatewayKind === undefined) missing('gatewayKind');
      if (body.gatewayKind !== 'sandbox' && body.gatewaySecret === undefined)
        missing('gatewaySecret');
      for (const field of ['bankName', 'accountName', 'accountNumber'] as const) {
        if (body[field] !== undefined) refused(field);
      }
    }
  });
export type CreateDepositChannelPayload = z.infer<typeof createDepositChannelPayloadSchema>;

/** PUT /wps/operator/deposit-channels/:id: at least one field; code and type never change. */
export const updateDepositChannelPayloadSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100).optional(),
    names: channelNamesSchema.optional(),
    minAmount: amountInput.optional(),
    maxAmount: amountInput.optional(),
    enabled: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
    turnoverBps: turnoverBpsSchema.optional(),
    bankName: bankText(100).optional(),
    accountName: bankText(100).optional(),
    accountNumber: bankText(64).optional(),
    /** Rotates the gateway's secret. */
    gatewaySecret: gatewaySecretSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'nothing to change',
  });
export type UpdateDepositChannelPayload = z.infer<typeof updateDepositChannelPayloadSchema>;

export const depositChannelIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
