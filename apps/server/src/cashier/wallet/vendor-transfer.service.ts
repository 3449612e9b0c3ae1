import { createHash } from 'node:crypto';
import { majorNumber } from '@portal/shared/money';
import type {
  TransferStatus,
  WalletRecallResult,
  WalletTransferPayload,
  WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import type { VendorTransferDirection } from './wallet.tables.js';
import { AppError } from '../../lib/app-error.js';
import { parseAmount } from '../../lib/amount.js';
import type { JobContext } from '../../platform/jobs/job-runner.js';
import {
  amountOf,
  CHECK_JOB,
  type OpenTransfer,
  VendorSettlement,
  type VendorSettlementDeps,
} from './vendor-settlement.js';
import type { VendorTransferRow } from './wallet.repository.js';
import type { WalletService } from './wallet.service.js';

export interface VendorTransferDeps extends VendorSettlementDeps {
  wallets: WalletService;
}

const statusOf: Record<VendorTransferRow['state'], TransferStatus> = {
  pending: 'PENDING',
  unknown: 'PENDING',
  success: 'SUCCESS',
  failed: 'FAILED',
};

/**
 * The member's calls: a transfer between main and a transfer-mode vendor's wallet, and the
 * recall of every vendor wallet to main, both idempotent by the client's reference (the same
 * reference answers the first outcome as it is now; used differently, it is a 409). How each
 * transfer moves and settles is VendorSettlement's.
 */
export class VendorTransferService {
  private readonly settlement: VendorSettlement;

  constructor(private readonly deps: VendorTransferDeps) {
    this.settlement = new VendorSettlement(deps);
  }

  /** Handler of the check job; registered once where the service is built. */
  registerJobs(): void {
    this.deps.jobs.register(CHECK_JOB, (payload, context) => this.check(payload, context));
  }

  /** The check job (see VendorSettlement.check). */
  check(payload: Record<string, unknown>, context: JobContext): Promise<void> {
    return this.settlement.check(payload, context);
  }

  /** POST /wps/relay/GCS_walletTransfer. */
  async transfer(memberId: number, payload: WalletTransferPayload): Promise<WalletTransferResult> {
    const direction: VendorTransferDirection = payload.from === 'main' ? 'in' : 'out';
    const vendorCode = direction === 'in' ? payload.to : payload.from;
    const amount = payload.all ? null : positiveAmount(payload.amount);
    const hash = requestHash(memberId, payload.from, payload.to, amount);
    const existing = await this.deps.repository.findByReference(payload.reference);
    if (existing) return this.answer(memberId, await this.replay(memberId, existing, hash));

    const vendor = await this.deps.repository.transferVendor(vendorCode);
    if (!vendor) throw new AppError('WALLET_NOT_FOUND');
    if (vendor.maintenance) throw new AppError('VENDOR_UNAVAILABLE');
    const opened = await this.openOrJoin(memberId, {
      reference: payload.reference,
      hash,
      vendor: vendor.code,
      direction,
      amount,
    });
    const row = opened.created
      ? await this.settlement.run(opened.row)
      : await this.replay(memberId, opened.row, hash);
    return this.answer(memberId, row);
  }

  /**
   * POST /wps/relay/GCS_walletRecallAll: every vendor wallet with money back to main (but the
   * one named `except`: the automatic transfer of a launch keeps the game's own wallet).
   */
  async recallAll(
    memberId: number,
    reference: string,
    options: { except?: string | null } = {},
  ): Promise<WalletRecallResult> {
    const { repository } = this.deps;
    if (!(await repository.insertRecall(reference, memberId))) {
      const recall = await repository.findRecall(reference);
      if (recall?.member_id !== memberId) throw new AppError('IDEMPOTENCY_CONFLICT');
      const rows = await repository.findByRecall(reference);
      const settled = await Promise.all(rows.map((row) => this.settlement.waitWhilePending(row)));
      return this.recallAnswer(memberId, reference, settled);
    }
    const [figures, vendors, open] = await Promise.all([
      this.deps.wallets.figures(memberId),
      repository.transferVendors(),
      repository.openVendors(memberId),
    ]);
    const candidates = vendors.filter(
      (vendor) =>
        !vendor.maintenance &&
        vendor.code !== options.except &&
        !open.has(vendor.code) &&
        (figures.vendors.get(vendor.code) ?? 0n) > 0n,
    );
    const rows = await Promise.all(
      candidates.map(async (vendor) => {
        const own = recallTransferReference(reference, vendor.code);
        try {
          const opened = await this.settlement.open(memberId, {
            reference: own,
            hash: requestHash(memberId, vendor.code, 'main', null),
            vendor: vendor.code,
            direction: 'out',
            amount: null,
            recallReference: reference,
          });
          return opened.created
            ? await this.settlement.run(opened.row)
            : await this.settlement.waitWhilePending(opened.row);
        } catch (error) {
          // Emptied or busy since the list was read: that wallet is simply not recalled now.
          if (
            error instanceof AppError &&
            ['INSUFFICIENT_FUNDS', 'TRANSFER_IN_PROGRESS'].includes(error.code)
          ) {
            return null;
          }
          throw error;
        }
      }),
    );
    return this.recallAnswer(
      memberId,
      reference,
      rows.filter((row): row is VendorTransferRow => row !== null),
    );
  }

  /**
   * Opens the transfer. The same request sent twice at once (a client's hasty retry) can meet its
   * twin's open row in the one-open-transfer-per-vendor index rather than in the reference's (on
   * PostgreSQL the index checked first decides; the twin's row is committed by the time the
   * violation is raised): that is no other transfer in progress but this one, so it joins it as a
   * replay, decision 065. TRANSFER_IN_PROGRESS stays the answer to a different reference.
   */
  private async openOrJoin(memberId: number, input: OpenTransfer) {
    try {
      return await this.settlement.open(memberId, input);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'TRANSFER_IN_PROGRESS') throw error;
      const twin = await this.deps.repository.findByReference(input.reference);
      if (!twin) throw error;
      return { created: false, row: twin };
    }
  }

  /** The same reference again: the first outcome, once the first request's vendor call is over. */
  private async replay(memberId: number, row: VendorTransferRow, hash: string) {
    if (row.member_id !== memberId || row.request_hash !== hash) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return this.settlement.waitWhilePending(row);
  }

  private async answer(memberId: number, row: VendorTransferRow): Promise<WalletTransferResult> {
    return {
      reference: row.reference,
      status: statusOf[row.state],
      amount: majorNumber(amountOf(row)),
      balance: await this.deps.wallets.balance(memberId),
    };
  }

  private async recallAnswer(
    memberId: number,
    reference: string,
    rows: VendorTransferRow[],
  ): Promise<WalletRecallResult> {
    // In the order they were opened, as a replay reads them.
    const transfers = [...rows]
      .sort((a, b) => a.id - b.id)
      .map((row) => ({
        vendor: row.vendor,
        reference: row.reference,
        status: statusOf[row.state],
        amount: majorNumber(amountOf(row)),
      }));
    const statuses = transfers.map((transfer) => transfer.status);
    const status: TransferStatus = statuses.includes('PENDING')
      ? 'PENDING'
      : statuses.length > 0 && statuses.every((value) => value === 'FAILED')
        ? 'FAILED'
        : 'SUCCESS';
    const moved = rows
      .filter((row) => row.state !== 'failed')
      .reduce((sum, row) => sum + amountOf(row), 0n);
    return {
      reference,
      status,
      amount: majorNumber(moved),
      balance: await this.deps.wallets.balance(memberId),
      transfers,
    };
  }
}

/** Above zero with at most 2 decimals, or INVALID_AMOUNT. */
function positiveAmount(value: number | undefined): bigint {
  const amount = parseAmount(value);
  if (amount <= 0n)
    throw new AppError('INVALID_AMOUNT', {}, [{ path: 'amount', reason: 'not_positive' }]);
  return amount;
}

function requestHash(memberId: number, from: string, to: string, amount: bigint | null): string {
  return createHash('sha256')
    .update(JSON.stringify([memberId, from, to, amount === null ? 'all' : amount.toString()]))
    .digest('hex');
}

/** The reference of one vendor's transfer inside a recall: `<recall>:<vendor>`, within 128 characters. */
export function recallTransferReference(recall: string, vendor: string): string {
  const plain = `${recall}:${vendor}`;
  if (plain.length <= 128) return plain;
  return `${recall}:${createHash('sha256').update(vendor).digest('hex').slice(0, 16)}`;
}
