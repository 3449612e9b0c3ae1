import type { DB } from '../../db/database.js';
import type { VendorTransferDirection } from './wallet.tables.js';
import { toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { JobContext, JobRunner } from '../../platform/jobs/job-runner.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import {
  SystemAccount,
  TransferKind,
  type MemberWallet,
} from '../../platform/ledger/ledger.types.js';
import {
  creditKey,
  debitKey,
  refundKey,
  type VendorAdapters,
  type VendorCheckAnswer,
  type VendorTransferAnswer,
} from './vendor-adapter.js';
import type { VendorTransferRow, WalletRepository } from './wallet.repository.js';

import type { PlayGate } from '../../accounts/safer-play/play-gate.js';

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

export interface VendorSettlementDeps {
  db: DB;
  ledger: LedgerService;
  jobs: JobRunner;
  repository: WalletRepository;
  adapters: VendorAdapters;
  timing?: Partial<VendorTransferTiming>;
  /** A break refuses money toward a vendor; back to main always goes. */
  gate: PlayGate;
}

/** What a new transfer moves; a null amount is the source's whole balance when it opens. */
export interface OpenTransfer {
  reference: string;
  hash: string;
  vendor: string;
  direction: VendorTransferDirection;
  amount: bigint | null;
  recallReference?: string;
}

export const amountOf = (row: VendorTransferRow) => BigInt(row.amount);
const clearing = { system: SystemAccount.vendorClearing } as const;

/**
 * The life of one vendor transfer, in three ledger steps that each have their own idempotency
 * key, so that each moves money at most once:
 * 1. open, with the row in one transaction: the source wallet to the vendor clearing account;
 * 2. the vendor's answer: completed moves clearing to the destination wallet, failed gives the
 *    money back to the source (never both: closing the row is the guard, in the same
 *    transaction), unknown leaves it in clearing;
 * 3. the check job asks the vendor about every transfer still open and settles it the same way.
 * Money in (main to vendor) reaches the vendor wallet only once the vendor confirms the credit;
 * money out reaches main only once the vendor confirms the debit.
 */
export class VendorSettlement {
  private readonly timing: VendorTransferTiming;

  constructor(private readonly deps: VendorSettlementDeps) {
    this.timing = { ...DEFAULT_TIMING, ...deps.timing };
  }

  /**
   * Step 1, all-or-nothing: the row, the debit of the source wallet into clearing and the first
   * check. Refused while the member has an open transfer with this vendor. An existing
   * reference (a concurrent double submit) comes back as `created: false`.
   */
  async open(
    memberId: number,
    input: OpenTransfer,
  ): Promise<{ created: boolean; row: VendorTransferRow }> {
    const { ledger, repository } = this.deps;
    const source = this.wallet(memberId, input.direction === 'in' ? 'main' : input.vendor);
    const opened = await inTransaction(this.deps.db, async (trx) => {
      const amount = input.amount ?? (await ledger.balance(source, trx));
      if (amount <= 0n) throw new AppError('INSUFFICIENT_FUNDS');
      if (input.direction === 'in') {
        await this.deps.gate.check(trx, memberId, { kind: 'transfer', amount });
      }
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
  async run(row: VendorTransferRow): Promise<VendorTransferRow> {
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

  /** Step 3, the check job: asks the vendor about an open transfer and settles it, or checks again later. */
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

  /** The row once the vendor call of the request that opened it is over (or the wait ends). */
  async waitWhilePending(row: VendorTransferRow): Promise<VendorTransferRow> {
    const until = Date.now() + this.timing.replayWaitMs;
    let current = row;
    while (current.state === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      current = (await this.deps.repository.findByReference(row.reference)) ?? current;
    }
    return current;
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
