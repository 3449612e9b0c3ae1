import { z } from 'zod';

/**
 * Account records (member-centre page `transactionHistory`, label in_account_record): every
 * movement of the member's wallets, read from the ledger (spec sections 1, 2 and 9).
 *
 * What is listed: one row per ledger entry on the member's main, bonus and vendor wallets. The
 * hold wallet, where a requested withdrawal waits, is not listed: to the member the money leaves
 * the main wallet when the withdrawal is requested (`withdrawal`, negative) and comes back only if
 * the order is rejected, fails or is partly refunded (`withdrawal_return`, positive); the hold's
 * own entries would show the same money twice. A transfer between two of the member's listed
 * wallets (main to a vendor and back) shows one row per wallet, each with that wallet's balance.
 * Totals are the sums of the listed rows over the whole filtered range, not of one page.
 */

/** How many days the range covers when the member does not say. */
export const RECORDS_DEFAULT_DAYS = 7;
/** The longest range one request may ask for. */
export const RECORDS_MAX_DAYS = 90;
export const RECORDS_DEFAULT_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 100;

/** The stable type codes of a record; the site translates each (namespace `records`, types.*). */
export const recordTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'transfer_to_vendor',
  'transfer_from_vendor',
  'transfer_refund',
  'transfer_to_upline',
  'transfer_from_downline',
  'transfer_to_downline',
  'transfer_from_upline',
  'bet',
  'payout',
  'bet_refund',
  'bonus',
  'adjustment',
  /** Cash from the points mall: a cash reward or points converted (decision 027). */
  'points_exchange',
  /** Agent contract payments (decision 034). */
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
  /** A movement of a kind this mapping does not know yet. */
  'other',
] as const;
export type RecordType = (typeof recordTypes)[number];

/**
 * Ledger transfer kind -> record type of an entry that adds money (`in`) or takes it (`out`)
 * on a listed wallet. Most kinds read the same either way; transfers between members do not:
 * an upline_out transfer is `transfer_to_upline` for the downline who sends it and
 * `transfer_from_downline` for the upline who receives it.
 *
 * | kind                  | in                     | out                  |
 * |-----------------------|------------------------|----------------------|
 * | deposit               | deposit                | deposit              |
 * | withdrawal_hold       | withdrawal             | withdrawal           |
 * | withdrawal_release    | withdrawal_return      | withdrawal_return    |
 * | withdrawal_payout     | withdrawal             | withdrawal           |
 * | withdrawal_remainder  | withdrawal_return      | withdrawal_return    |
 * | vendor_in             | transfer_to_vendor     | transfer_to_vendor   |
 * | vendor_out            | transfer_from_vendor   | transfer_from_vendor |
 * | vendor_refund         | transfer_refund        | transfer_refund      |
 * | upline_out            | transfer_from_downline | transfer_to_upline   |
 * | upline_in             | transfer_from_upline   | transfer_to_downline |
 * | bet                   | bet                    | bet                  |
 * | payout                | payout                 | payout               |
 * | bet_rollback          | bet_refund             | bet_refund           |
 * | bonus                 | bonus                  | bonus                |
 * | adjustment            | adjustment             | adjustment           |
 * | points_redeem         | points_exchange        | points_exchange      |
 * | points_convert        | points_exchange        | points_exchange      |
 * | points_earn           | points_exchange        | points_exchange      |
 * | points_return         | points_exchange        | points_exchange      |
 * | dividend              | dividend               | dividend             |
 * | daily_salary          | daily_salary           | daily_salary         |
 * | hourly_salary         | hourly_salary          | hourly_salary        |
 * | realtime_salary       | realtime_salary        | realtime_salary      |
 * | anything else         | other                  | other                |
 *
 * withdrawal_hold's positive side and withdrawal_payout's negative side are on the hold wallet,
 * which is not listed; they appear here only so that every kind has both signs. Of the points
 * kinds only the cash side of a redeem or a conversion reaches a listed wallet; their points side
 * (and points_earn, points_return) is on the points wallet, which is not listed either.
 */
export const recordTypeByKind: Readonly<Record<string, { in: RecordType; out: RecordType }>> = {
  deposit: { in: 'deposit', out: 'deposit' },
  withdrawal_hold: { in: 'withdrawal', out: 'withdrawal' },
  withdrawal_release: { in: 'withdrawal_return', out: 'withdrawal_return' },
  withdrawal_payout: { in: 'withdrawal', out: 'withdrawal' },
  withdrawal_remainder: { in: 'withdrawal_return', out: 'withdrawal_return' },
  vendor_in: { in: 'transfer_to_vendor', out: 'transfer_to_vendor' },
  vendor_out: { in: 'transfer_from_vendor', out: 'transfer_from_vendor' },
  vendor_refund: { in: 'transfer_refund', out: 'transfer_refund' },
  upline_out: { in: 'transfer_from_downline', out: 'transfer_to_upline' },
  upline_in: { in: 'transfer_from_upline', out: 'transfer_to_downline' },
  bet: { in: 'bet', out: 'bet' },
  payout: { in: 'payout', out: 'payout' },
  bet_rollback: { in: 'bet_refund', out: 'bet_refund' },
  bonus: { in: 'bonus', out: 'bonus' },
  adjustment: { in: 'adjustment', out: 'adjustment' },
  points_earn: { in: 'points_exchange', out: 'points_exchange' },
  points_redeem: { in: 'points_exchange', out: 'points_exchange' },
  points_return: { in: 'points_exchange', out: 'points_exchange' },
  points_convert: { in: 'points_exchange', out: 'points_exchange' },
  dividend: { in: 'dividend', out: 'dividend' },
  daily_salary: { in: 'daily_salary', out: 'daily_salary' },
  hourly_salary: { in: 'hourly_salary', out: 'hourly_salary' },
  realtime_salary: { in: 'realtime_salary', out: 'realtime_salary' },
};

/** The record type of an entry: its transfer's kind and whether it added money. */
export function recordTypeOf(kind: string, moneyIn: boolean): RecordType {
  const types = Object.hasOwn(recordTypeByKind, kind) ? recordTypeByKind[kind] : undefined;
  if (!types) return 'other';
  return moneyIn ? types.in : types.out;
}

/** The wallets a record can be on (see above: never the hold wallet). */
export const recordWallets = ['main', 'bonus', 'vendor'] as const;
export type RecordWallet = (typeof recordWallets)[number];

/** One value, several repeated (`type=a&type=b`) or comma-separated (`type=a,b`). */
const typeListParam = z
  .union([z.string().max(400), z.array(z.string().max(40)).max(recordTypes.length)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(recordTypes)).min(1));

/**
 * GET /wps/member/wallet/transactions. `from` and `to` are ISO instants (`to` exclusive). Without
 * them the range is the last RECORDS_DEFAULT_DAYS days up to now; with only `from` it runs until
 * now, with only `to` it starts RECORDS_DEFAULT_DAYS earlier. A range longer than
 * RECORDS_MAX_DAYS, or one that ends before it starts, is VALIDATION_FAILED.
 */
export const accountRecordsQuerySchema = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  type: typeListParam.optional(),
  wallet: z.enum(recordWallets).optional(),
  /** One vendor wallet by its vendor code (implies wallet=vendor). */
  vendor: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).optional(),
});
export type AccountRecordsQuery = z.input<typeof accountRecordsQuerySchema>;

export const accountRecordSchema = z.object({
  /** The ledger entry's id: unique and stable. */
  id: z.number().int(),
  /** ISO instant of the movement. */
  time: z.string(),
  type: z.enum(recordTypes),
  wallet: z.enum(recordWallets),
  /** The vendor code of a vendor wallet; null otherwise. */
  vendor: z.string().nullable(),
  /** That vendor's name as the lobby shows it (null for other wallets or an unknown vendor). */
  vendorName: z.string().nullable(),
  /** Signed: positive added to the wallet, negative taken from it. 2 decimals at most. */
  amount: z.number(),
  /** The wallet's balance right after this movement. */
  balanceAfter: z.number(),
  /** The business reference: order number or transfer reference. */
  reference: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const accountRecordsSchema = z.object({
  list: z.array(accountRecordSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The range that was read (ISO instants, `to` exclusive), defaults applied. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Over every row of the filtered range: added, taken (a positive number), added - taken. */
  totals: z.object({ moneyIn: z.number(), moneyOut: z.number(), net: z.number() }),
});
export type AccountRecords = z.infer<typeof accountRecordsSchema>;
