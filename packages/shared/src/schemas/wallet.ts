import { z } from 'zod';

/**
 * Wallets (spec sections 2, 3 and 7; member-centre page `transferFund`, label in_my_wallet).
 * A member has a main wallet, a bonus wallet, a hold wallet (withdrawals awaiting a decision)
 * and one wallet per transfer-mode vendor. Amounts are decimals with at most 2 decimals.
 */

/** The wallet the site names a side of a transfer by: `main` or a vendor's code. */
export const MAIN_WALLET = 'main';

export const walletKinds = ['main', 'bonus', 'vendor'] as const;
export const walletStatuses = ['active', 'maintenance', 'unavailable'] as const;
export type WalletStatus = (typeof walletStatuses)[number];

export const walletEntrySchema = z.object({
  wallet: z.enum(walletKinds),
  /** The vendor's code for a vendor wallet; null for main and bonus. */
  vendor: z.string().nullable(),
  /** The vendor's title; "main" and "bonus" for the member's own wallets (the site translates). */
  name: z.string(),
  balance: z.number(),
  /**
   * active; maintenance: the vendor takes no transfers now; unavailable: the vendor no longer
   * takes transfers at all (money left there still counts and can be asked back by support).
   */
  status: z.enum(walletStatuses),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/**
 * GET /wps/v2/wallets/balance: the header balance and the wallet page.
 * - `sumBalance` = main wallet + every vendor wallet: the money the member can play with and,
 *   once recalled to main, withdraw.
 * - bonus (in `wallets`) and `frozen` are shown apart and are not part of `sumBalance`:
 *   `frozen` is the hold wallet, the withdrawals that wait for an operator's decision.
 */
export const walletBalanceSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  /** The site setting `currencySymbol` (e.g. RM). */
  currencySymbol: z.string(),
  frozen: z.number(),
  /** Main, bonus, then each transfer-mode vendor in the operator's order. */
  wallets: z.array(walletEntrySchema),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** GET /wps/relay/GCS_merchantWallet: the merchant's transfer-mode vendors with the member's balance. */
export const merchantWalletSchema = z.object({
  currency: z.string(),
  vendors: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      /** Under maintenance: no transfer in or out until it ends. */
      maintenance: z.boolean(),
      balance: z.number(),
    }),
  ),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** A client-generated idempotency key: the same reference returns the first outcome. */
export const walletTransferReferenceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A wallet code: `main` or a vendor's code. */
const walletCode = z.string().trim().min(1).max(64);

/**
 * POST /wps/relay/GCS_walletTransfer. One side is `main`, the other a vendor's code. Give
 * `amount` (above zero, at most 2 decimals) or `all: true` to move the source's whole balance
 * (all-in to a vendor, or all-out from one).
 */
export const walletTransferPayloadSchema = z
  .strictObject({
    from: walletCode,
    to: walletCode,
    amount: z.number().optional(),
    all: z.boolean().optional(),
    reference: walletTransferReferenceSchema,
  })
  .superRefine((payload, ctx) => {
    const mains = [payload.from, payload.to].filter((side) => side === MAIN_WALLET).length;
    if (mains !== 1) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'one side must be main' });
    }
    const byAmount = payload.amount !== undefined;
    const byAll = payload.all === true;
    if (byAmount === byAll) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'give amount or all, not both' });
    }
  });
export type WalletTransferPayload = z.infer<typeof walletTransferPayloadSchema>;

export const transferStatuses = ['SUCCESS', 'PENDING', 'FAILED'] as const;
/**
 * SUCCESS: moved; FAILED: the vendor refused it and the money is back where it came from;
 * PENDING: the vendor's answer is not known yet, the money waits in between and is settled
 * (moved or given back) as soon as the vendor answers. Refresh the balance to see it.
 */
export type TransferStatus = (typeof transferStatuses)[number];

/** The answer of a transfer, or of its replay (then the first transfer's outcome as it is now). */
export const walletTransferResultSchema = z.object({
  reference: z.string(),
  status: z.enum(transferStatuses),
  amount: z.number(),
  /** The wallets after the transfer: the value of GET /wps/v2/wallets/balance. */
  balance: walletBalanceSchema,
});
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to main. */
export const walletRecallPayloadSchema = z.strictObject({
  reference: walletTransferReferenceSchema,
});
export type WalletRecallPayload = z.infer<typeof walletRecallPayloadSchema>;

/**
 * The answer of a recall. Each vendor with money gets a transfer of its own (reference
 * `<reference>:<vendor>`); vendors under maintenance or with a transfer in progress are left as
 * they are. `status` is PENDING while any is pending, FAILED when every one failed, otherwise
 * SUCCESS (also when there was nothing to recall); `amount` is what was recalled or is on its way.
 */
export const walletRecallResultSchema = walletTransferResultSchema.extend({
  transfers: z.array(
    z.object({
      vendor: z.string(),
      reference: z.string(),
      status: z.enum(transferStatuses),
      amount: z.number(),
    }),
  ),
});
export type WalletRecallResult = z.infer<typeof walletRecallResultSchema>;

/**
 * GET /wps/member/info/funds/consolidated: the member's funds in one view plus the agent
 * contract flags of spec section 3.
 * - total = sumBalance + bonus + frozen (everything the member owns with us);
 * - main, bonus, vendors (all vendor wallets together), frozen (the hold wallet);
 * - dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype: 0 nothing waits for the
 *   member, 1 a contract offer waits for their answer, 2 a termination or new-terms request does;
 * - dailysalinfotype, divinfotype, contracthourinfotype, realtimesalinfotype: 0 the kind is off on
 *   this site, 1 on, 2 the member holds a running contract of the kind (decision 034).
 */
export const consolidatedFundsSchema = z.object({
  total: z.number(),
  sumBalance: z.number(),
  main: z.number(),
  bonus: z.number(),
  vendors: z.number(),
  frozen: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  dailysalinfotype: z.number().int(),
  divinfotype: z.number().int(),
  contracthourinfotype: z.number().int(),
  realtimesalinfotype: z.number().int(),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/**
 * GET and PUT /wps/member/wallet/settings: the member's wallet preferences, kept per member.
 * `autoTransfer`: launching a game of a transfer-mode vendor moves the main balance into that
 * vendor's wallet (after bringing every other vendor wallet back to main), and leaving the game
 * brings it back to main.
 */
export const walletSettingsSchema = z.object({ autoTransfer: z.boolean() });
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
export const walletSettingsPayloadSchema = z.strictObject({ autoTransfer: z.boolean() });
export type WalletSettingsPayload = z.infer<typeof walletSettingsPayloadSchema>;

/**
 * What the automatic transfer of a launch did: SUCCESS moved `amount` into the game's wallet;
 * PENDING: the vendor has not confirmed yet (settled by the check job); FAILED: nothing moved,
 * the money is where it was (`reason`: the vendor could not be reached or refused, or another
 * transfer with it is still open).
 */
export const autoTransferOutcomeSchema = z.object({
  status: z.enum(transferStatuses),
  amount: z.number(),
  reason: z.enum(['vendor_unavailable', 'vendor_refused', 'transfer_in_progress']).nullable(),
});
export type AutoTransferOutcome = z.infer<typeof autoTransferOutcomeSchema>;
