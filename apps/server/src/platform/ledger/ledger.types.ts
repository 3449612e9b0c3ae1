/**
 * The ledger's vocabulary. A transfer moves a positive amount from one ledger account to another;
 * member accounts never go below zero, system accounts may (ARCHITECTURE section 5).
 */

/** Accounts owned by the house, one per currency; each may run negative. */
export const SystemAccount = {
  /** The house's own result: game wins and losses, bonuses paid, adjustments. */
  house: 'house',
  /** Money arriving from or leaving to payment channels (banks, gateways). */
  paymentClearing: 'payment_clearing',
  /** Money on its way to or from a transfer-mode vendor whose answer is not known yet. */
  vendorClearing: 'vendor_clearing',
  /** Seamless-wallet game providers: stakes in, payouts out. */
  providerClearing: 'provider_clearing',
  /** Funds the bonus wallet is credited from. */
  bonusPool: 'bonus_pool',
  /** Points (currency PTS) issued to and spent by members: runs negative by what they hold. */
  pointsPool: 'points_pool',
  /** Agent dividends and salaries the platform pays under contracts (decision 034). */
  contractPool: 'contract_pool',
} as const;
export type SystemAccount = (typeof SystemAccount)[keyof typeof SystemAccount];

/**
 * A member's wallet: the main wallet, the bonus wallet, one transfer-mode vendor's wallet, the
 * hold wallet where a requested withdrawal waits (the member's money, but not spendable), or the
 * points wallet, whose currency is always POINTS_CURRENCY whatever the member's (decision 027).
 */
export type MemberWallet =
  | { memberId: number; wallet: 'main' }
  | { memberId: number; wallet: 'points' }
  | { memberId: number; wallet: 'bonus' }
  | { memberId: number; wallet: 'hold' }
  | { memberId: number; wallet: 'vendor'; vendor: string };

/**
 * A system account, optionally one of its shards: a busy account (every bet and payout of every
 * member) is split over several rows so that concurrent transfers do not queue on one row lock.
 * Shard 0 is the account itself; the shards together are the account.
 */
export type SystemAccountRef = { system: SystemAccount; currency?: string; shard?: number };

/** The ledger currency of points (ARCHITECTURE section 12): whole points, never money. */
export const POINTS_CURRENCY = 'PTS';

export type AccountRef = MemberWallet | SystemAccountRef;

/** What a movement is, shown to the member in their account records. */
export const TransferKind = {
  deposit: 'deposit',
  withdrawalHold: 'withdrawal_hold',
  withdrawalRelease: 'withdrawal_release',
  withdrawalPayout: 'withdrawal_payout',
  withdrawalRemainder: 'withdrawal_remainder',
  vendorIn: 'vendor_in',
  vendorOut: 'vendor_out',
  vendorRefund: 'vendor_refund',
  uplineOut: 'upline_out',
  uplineIn: 'upline_in',
  bet: 'bet',
  payout: 'payout',
  betRollback: 'bet_rollback',
  bonus: 'bonus',
  adjustment: 'adjustment',
  /** Points: earned from settled bets, spent on a reward (with its cash), given back, converted. */
  pointsEarn: 'points_earn',
  pointsRedeem: 'points_redeem',
  pointsReturn: 'points_return',
  pointsConvert: 'points_convert',
  /** Agent contract payments (decision 034), one kind per contract kind. */
  dividend: 'dividend',
  dailySalary: 'daily_salary',
  hourlySalary: 'hourly_salary',
  realtimeSalary: 'realtime_salary',
} as const;
export type TransferKind = (typeof TransferKind)[keyof typeof TransferKind];

export interface TransferInput {
  /** Unique per movement; a retry with the same key returns the first result. */
  idempotencyKey: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  /** Minor units, above zero. */
  amount: bigint;
  /** The business reference shown in records (order number, transfer reference). */
  reference: string;
  memo?: string;
}

export interface TransferSide {
  accountId: number;
  balanceAfter: bigint;
}

export interface TransferResult {
  transferId: number;
  kind: TransferKind;
  amount: bigint;
  currency: string;
  reference: string;
  createdAt: string;
  from: TransferSide;
  to: TransferSide;
  /** True when the idempotency key had been used with the same parameters: nothing moved. */
  replayed: boolean;
}

export interface WalletBalance {
  accountId: number;
  wallet: 'main' | 'bonus' | 'hold' | 'vendor';
  vendor: string | null;
  currency: string;
  balance: bigint;
}
