import type {
  WalletRecallResult,
  WalletTransferPayload,
  WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import { api } from '../../../lib/api-client';

/**
 * A fresh idempotency key for one transfer: the server answers the same reference with the
 * first outcome, so a retry after a lost answer never moves money twice. Works on plain http too
 * (crypto.getRandomValues needs no secure context).
 */
export function newTransferReference(prefix = 'wt'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** POST /wps/relay/GCS_walletTransfer: main to a vendor wallet or back. */
export const transferWallet = (payload: WalletTransferPayload) =>
  api<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body: payload });

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to main. */
export const recallAllWallets = (reference: string, options: { keepalive?: boolean } = {}) =>
  api<WalletRecallResult>('/wps/relay/GCS_walletRecallAll', {
    method: 'POST',
    body: { reference },
    keepalive: options.keepalive,
  });
