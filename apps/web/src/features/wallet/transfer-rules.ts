import { fromMinor, toMinor } from '@portal/shared/money';
import { MAIN_WALLET, type WalletEntry } from '@portal/shared/schemas/wallet';
import { parseAmountText } from '../../lib/amount-input';

/** The transfer form as the member filled it. */
export interface TransferDraft {
  from: string;
  to: string;
  /** As typed: digits, at most 2 decimals, commas allowed as thousands separators. */
  amount: string;
  /** Move the source's whole balance (the amount shown is only what it held when read). */
  all: boolean;
}

/** A rule the draft breaks: the field it concerns and the `wallet` translation key. */
export interface TransferProblem {
  field: 'from' | 'to' | 'amount';
  key: string;
  values?: Record<string, string>;
}

/** The wallet a transfer side names: `main` or a vendor's code. */
export const walletCode = (wallet: WalletEntry) => wallet.vendor ?? wallet.wallet;

export const findWallet = (wallets: readonly WalletEntry[], code: string) =>
  wallets.find((wallet) => wallet.wallet !== 'bonus' && walletCode(wallet) === code);

/** Minor units of a typed amount above zero with at most 2 decimals, or null. */
export const parseAmountInput = parseAmountText;

const minorOf = (amount: number) => toMinor(amount.toFixed(2));

/**
 * The first rule the draft breaks, checked the way the server checks it: one side is main and
 * the other an open vendor wallet, and the amount is above zero, has at most 2 decimals and
 * fits in the source wallet. `formatAmount` renders amounts in messages.
 */
export function checkTransfer(
  draft: TransferDraft,
  wallets: readonly WalletEntry[],
  formatAmount: (minor: bigint) => string,
): TransferProblem | null {
  if (draft.from === draft.to) return { field: 'to', key: 'transfer.errors.sameWallet' };
  if (draft.from !== MAIN_WALLET && draft.to !== MAIN_WALLET) {
    return { field: 'to', key: 'transfer.errors.mainRequired' };
  }
  const vendorCode = draft.from === MAIN_WALLET ? draft.to : draft.from;
  const vendor = findWallet(wallets, vendorCode);
  if (!vendor)
    return {
      field: draft.from === MAIN_WALLET ? 'to' : 'from',
      key: 'transfer.errors.chooseVendor',
    };
  if (vendor.status !== 'active') {
    return {
      field: draft.from === MAIN_WALLET ? 'to' : 'from',
      key: 'transfer.errors.maintenance',
      values: { vendor: vendor.name },
    };
  }
  const available = minorOf(findWallet(wallets, draft.from)?.balance ?? 0);
  if (draft.all) {
    return available > 0n ? null : { field: 'amount', key: 'transfer.errors.nothingToMove' };
  }
  if (draft.amount.trim() === '') return { field: 'amount', key: 'transfer.errors.amountRequired' };
  const amount = parseAmountInput(draft.amount);
  if (amount === null) return { field: 'amount', key: 'transfer.errors.amountFormat' };
  if (amount > available) {
    return {
      field: 'amount',
      key: 'transfer.errors.amountTooHigh',
      values: { amount: formatAmount(available) },
    };
  }
  return null;
}

/** The API's decimal number for a typed amount the rules accepted. */
export const amountForApi = (text: string): number =>
  Number(fromMinor(parseAmountInput(text) ?? 0n));
