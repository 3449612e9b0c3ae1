import { createHash } from 'node:crypto';
import { fromMinor } from '@portal/shared/money';
import type {
  TransferStatus,
  WalletRecallResult,
  WalletTransferPayload,
  WalletTransferResult,
} from '@portal/shared/schemas/wallet';
import type { DB } from '../../db/database.js';
import type { VendorTransferDirection } from '../../db/tables/vendor-transfers.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { parseAmount } from '../../lib/amount.js';
import type { JobContext, JobRunner } from '../jobs/job-runner.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { SystemAccount, TransferKind, type MemberWallet } from '../ledger/ledger.types.js';
import {
  creditKey,
  debitKey,
  refundKey,
  type VendorAdapters,
  type VendorCheckAnswer,
  type VendorTransferAnswer,
} from './vendor-adapter.js';
import type { VendorTransferRow, WalletRepository } from './wallet.repository.js';
import type { WalletService } from './wallet.service.js';

export const CHECK_JOB = 'vendor-transfer.check';

export interface VendorTransferTiming {
  /** A vendor call that has not answered by then counts as unknown. */
  callTimeoutMs: number;
  /** The first check of every transfer: it settles one whose process died mid-call. */
  firstCheckMs: number;
  /** Later checks of an unknown outcome back off up to this. */
  maxCheckDelayMs: number;
  /** How long a replay waits for the first request's vendor call before answering PENDING. */
  replayWaitMs: number;
}

export const DEFAULT_TIMING: VendorTransferTiming = {
  callTimeoutMs: 15_000,
  firstCheckMs: 60_000,
  maxCheckDelayMs: 60 * 60_000,
  replayWaitMs: 5_000,
};

export interface VendorTransferDeps {
  db: DB;
  ledger: LedgerService;
  jobs: JobRunner;
  repository: WalletRepository;
  wallets: WalletService;
  adapters: VendorAdapters;
  timing?: Partial<VendorTransferTiming>;
}

const statusOf: Record<VendorTransferRow['state'], TransferStatus> = {
  pending: 'PENDING',
  unknown: 'PENDING',
  success: 'SUCCESS',
  failed: 'FAILED',
};

const decimal = (minor: bigint) => Number(fromMinor(minor));
const amountOf = (row: VendorTransferRow) => BigInt(row.amount);
const clearing = { system: SystemAccount.vendorClearing } as const;

/**
 * Transfers between the main wallet and transfer-mode vendors' wallets. Each one is a row and
 * three ledger steps, each with its own idempotency key so that it moves money at most once:
 * 1. with the row, in one transaction: the source wallet to the vendor clearing account;
 * 2. the vendor's answer: completed moves clearing to the destination wallet, failed gives the
 *    money back to the source (never both: closing the row is the guard, in the same
 *    transaction), unknown leaves it in clearing;
 * 3. a check job asks the vendor about every transfer still open and settles it the same way.
 * Money in (main to vendor) reaches the vendor wallet only once the vendor confirms the credit;
 * money out reaches main only once the vendor confirms the debit.
 */
export class VendorTransferService {
  private readonly timing: VendorTransferTiming;

  constructor(private readonly deps: VendorTransferDeps) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
  }

  /** Handler of the check job; registered once where the service is built. */
  registerJobs(): void {
    this.deps.jobs.register(CHECK_JOB, (payload, context) => this.check(payload, context));
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
    const opened = await this.open(memberId, {
      reference: payload.reference,
      hash,
      vendor: vendor.code,
      direction,
      amount,
    });
    const row = opened.created
      ? await this.run(opened.row)
      : await this.replay(memberId, opened.row, hash);
    return this.answer(memberId, row);
  }

  /** POST /wps/relay/GCS_walletRecallAll: every vendor wallet with money back to main. */
  async recallAll(memberId: number, reference: string): Promise<WalletRecallResult> {
    const { repository } = this.deps;
    if (!(await repository.insertRecall(reference, memberId))) {
      const recall = await repository.findRecall(reference);
      if (recall?.member_id !== memberId) throw new AppError('IDEMPOTENCY_CONFLICT');
      const rows = await repository.findByRecall(reference);
      const settled = await Promise.all(rows.map((row) => this.waitWhilePending(row)));
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
        !open.has(vendor.code) &&
        (figures.vendors.get(vendor.code) ?? 0n) > 0n,
    );
    const rows = await Promise.all(
      candidates.map(async (vendor) => {
        const own = recallTransferReference(reference, vendor.code);
        try {
          const opened = await this.open(memberId, {
            reference: own,
            hash: requestHash(memberId, vendor.code, 'main', null),
            vendor: vendor.code,
            direction: 'out',
            amount: null,
            recallReference: reference,
          });
          return opened.created
            ? await this.run(opened.row)
            : await this.waitWhilePending(opened.row);
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

  /** The check job: asks the vendor about an open transfer and settles it, or checks again later. */
  async check(payload: Record<string, unknown>, context: JobContext): Promise<void> {
    const reference = String(payload.reference);
    const round = Number(payload.round ?? 1);
    const row = await this.deps.repository.findByReference(reference);
    if (!row || (row.state !== 'pending' && row.state !== 'unknown')) return;
    const age = context.now.getTime() - new Date(toIsoString(row.created_at)).getTime();
    if (row.state === 'pending' && age < this.timing.firstCheckMs) {
      // The request that opened it may still be waiting for the vendor: leave it to that request.
      await this.scheduleCheck(
        reference,
        round + 1,
        new Date(context.now.getTime() + this.timing.firstCheckMs - age),
      );
      return;
    }
    await this.deps.repository.countAttempt(row.id);
    let answer: VendorCheckAnswer | 'unknown';
    try {
      answer = await this.withTimeout(this.deps.adapters.for(row.vendor).checkTransfer(reference));
    } catch {
      answer = 'unknown';
    }
    if (answer === 'completed') await this.settle(row, { status: 'completed' });
    else if (answer === 'failed' || answer === 'not_found') {
      await this.settle(row, { status: 'failed', reason: `check: ${answer}` });
    } else {
      await this.deps.repository.markUnknown(row.id, 'check: no answer');
      const delay = Math.min(this.timing.maxCheckDelayMs, this.timing.firstCheckMs * 2 ** round);
      await this.scheduleCheck(reference, round + 1, new Date(context.now.getTime() + delay));
    }
  }

  /**
   * Step 1, all-or-nothing: the row, the debit of the source wallet into clearing and the first
   * check. Refused while the member has an open transfer with this vendor. An existing
   * reference (a concurrent double submit) comes back as `created: false`.
   */
  private async open(
    memberId: number,
    input: {
      reference: string;
      hash: string;
      vendor: string;
      direction: VendorTransferDirection;
      amount: bigint | null;
      recallReference?: string;
    },
  ): Promise<{ created: boolean; row: VendorTransferRow }> {
    const { ledger, repository } = this.deps;
    const source = this.wallet(memberId, input.direction === 'in' ? 'main' : input.vendor);
    const opened = await inTransaction(this.deps.db, async (trx) => {
      const amount = input.amount ?? (await ledger.balance(source, trx));
      if (amount <= 0n) throw new AppError('INSUFFICIENT_FUNDS');
      const row = await repository.insert(trx, {
        reference: input.reference,
        requestHash: input.hash,
        memberId,
        vendor: input.vendor,
        direction: input.direction,
        amount,
        recallReference: input.recallReference,
      });
      if (row === 'busy') throw new AppError('TRANSFER_IN_PROGRESS');
      if (row === null) return null;
      await ledger.transfer(
        {
          idempotencyKey: debitKey(input.reference),
          kind: input.direction === 'in' ? TransferKind.vendorIn : TransferKind.vendorOut,
          from: source,
          to: clearing,
          amount,
          reference: input.reference,
          memo: `${input.direction === 'in' ? 'to' : 'from'} ${input.vendor}`,
        },
        trx,
      );
      await this.scheduleCheck(
        input.reference,
        1,
        new Date(Date.now() + this.timing.firstCheckMs),
        trx,
      );
      return row;
    });
    if (opened) return { created: true, row: opened };
    const existing = await repository.findByReference(input.reference);
    if (!existing) throw new Error(`Vendor transfer ${input.reference} neither written nor found`);
    return { created: false, row: existing };
  }

  /** Step 2: the vendor call, then the settlement its answer allows. */
  private async run(row: VendorTransferRow): Promise<VendorTransferRow> {
    const { adapters, repository } = this.deps;
    const adapter = adapters.for(row.vendor);
    const member = await repository.member(row.member_id);
    const vendorMember = { id: member.id, account: member.account, currency: member.currency };
    await repository.countAttempt(row.id);
    let answer: VendorTransferAnswer;
    try {
      answer = await this.withTimeout(
        row.direction === 'in'
          ? adapter.transferIn(vendorMember, amountOf(row), row.reference)
          : adapter.transferOut(vendorMember, amountOf(row), row.reference),
      );
    } catch (error) {
      answer = {
        status: 'unknown',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
    if (answer.status === 'unknown') await repository.markUnknown(row.id, answer.reason);
    else await this.settle(row, answer);
    return (await repository.findByReference(row.reference)) ?? row;
  }

  /**
   * Closes the row and moves the money its outcome calls for, in one transaction. Whoever closes
   * the row first (the request or the check job) moves it; the other finds it closed.
   */
  private async settle(
    row: VendorTransferRow,
    answer: { status: 'completed' } | { status: 'failed'; reason: string },
  ): Promise<void> {
    const { ledger, repository } = this.deps;
    const main = this.wallet(row.member_id, 'main');
    const vendor = this.wallet(row.member_id, row.vendor);
    const [source, destination] = row.direction === 'in' ? [main, vendor] : [vendor, main];
    await inTransaction(this.deps.db, async (trx: Trx) => {
      const completed = answer.status === 'completed';
      const closed = await repository.close(
        trx,
        row.id,
        completed ? 'success' : 'failed',
        completed ? null : answer.reason.slice(0, 255),
      );
      if (!closed) return;
      await ledger.transfer(
        {
          idempotencyKey: completed ? creditKey(row.reference) : refundKey(row.reference),
          kind: completed
            ? row.direction === 'in'
              ? TransferKind.vendorIn
              : TransferKind.vendorOut
            : TransferKind.vendorRefund,
          from: clearing,
          to: completed ? destination : source,
          amount: amountOf(row),
          reference: row.reference,
          memo: `${row.direction === 'in' ? 'to' : 'from'} ${row.vendor}`,
        },
        trx,
      );
    });
  }

  /** The same reference again: the first outcome, once the first request's vendor call is over. */
  private async replay(memberId: number, row: VendorTransferRow, hash: string) {
    if (row.member_id !== memberId || row.request_hash !== hash) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return this.waitWhilePending(row);
  }

  private async waitWhilePending(row: VendorTransferRow): Promise<VendorTransferRow> {
    const until = Date.now() + this.timing.replayWaitMs;
    let current = row;
    while (current.state === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      current = (await this.deps.repository.findByReference(row.reference)) ?? current;
    }
    return current;
  }

  private async answer(memberId: number, row: VendorTransferRow): Promise<WalletTransferResult> {
    return {
      reference: row.reference,
      status: statusOf[row.state],
      amount: decimal(amountOf(row)),
      balance: await this.deps.wallets.balance(memberId),
    };
  }

  private async recallAnswer(
    memberId: number,
    reference: string,
    rows: VendorTransferRow[],
  ): Promise<WalletRecallResult> {
    const transfers = rows.map((row) => ({
      vendor: row.vendor,
      reference: row.reference,
      status: statusOf[row.state],
      amount: decimal(amountOf(row)),
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
      amount: decimal(moved),
      balance: await this.deps.wallets.balance(memberId),
      transfers,
    };
  }

  private wallet(memberId: number, code: string): MemberWallet {
    return code === 'main'
      ? { memberId, wallet: 'main' }
      : { memberId, wallet: 'vendor', vendor: code };
  }

  private scheduleCheck(reference: string, round: number, runAt: Date, trx?: Trx) {
    return this.deps.jobs.schedule(
      {
        kind: CHECK_JOB,
        runAt,
        payload: { reference, round },
        uniqueKey: `${CHECK_JOB}:${reference}:${round}`,
      },
      trx,
    );
  }

  private withTimeout<T>(call: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('vendor call timed out')),
        this.timing.callTimeoutMs,
      );
    });
    return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
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
