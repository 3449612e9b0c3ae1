import { randomUUID } from 'node:crypto';
import {
  bucketsOf,
  grainOf,
  periodOf,
  schedules,
  slotAt,
  slotStart,
  type Period,
  type Schedule,
} from '@portal/shared/contracts/periods';
import type { ContractKind, PeriodFigures } from '@portal/shared/contracts/terms';
import type { DB } from '../../db/database.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { SystemAccount, TransferKind } from '../../platform/ledger/ledger.types.js';
import { termsOfRow } from './contract-terms.js';
import { settlePeriodFigures, type HolderSettlement } from './period-settlement.js';
import { SettlementRepository, type ScheduleContracts } from './settlement.repository.js';

/** A slot closes this long after it ends: time for the last bets' events to be handled. */
export const CLOSE_GRACE_MS = 60_000;
/** How long one runner holds a schedule before another may take over. */
export const LEASE_MS = 5 * 60_000;
/**
 * How far back a new schedule's cursor may start: a contract that took effect earlier is paid
 * from this far back only (five weeks: a whole monthly dividend period and some).
 */
export const BACKDATE_LIMIT_MS = 35 * 86_400_000;
/** Holders paid per transaction. */
const BATCH = 200;

export const TRANSFER_KIND: Record<ContractKind, TransferKind> = {
  dividend: TransferKind.dividend,
  daily: TransferKind.dailySalary,
  hourly: TransferKind.hourlySalary,
  realtime: TransferKind.realtimeSalary,
};
const REFERENCE_CODE: Record<ContractKind, string> = {
  dividend: 'DV',
  daily: 'DS',
  hourly: 'HS',
  realtime: 'RS',
};

const kindOf = (schedule: Schedule): ContractKind =>
  schedule.startsWith('dividend:') ? 'dividend' : (schedule as ContractKind);
const dividendPeriodOf = (schedule: Schedule) =>
  schedule.startsWith('dividend:') ? schedule.slice('dividend:'.length) : null;
const contractsOf = (schedule: Schedule): ScheduleContracts => ({
  kind: kindOf(schedule),
  period: dividendPeriodOf(schedule),
});

export interface SettledPeriod {
  schedule: Schedule;
  periodStart: string;
  settlements: number;
  /** Minor units paid by this run. */
  paid: bigint;
}

export interface SettlementDeps {
  db: DB;
  ledger: LedgerService;
  /** Holders paid per transaction (BATCH unless a test wants smaller batches). */
  batchSize?: number;
  /** A failure injected between batches (tests of a runner killed mid-settlement). */
  afterBatch?: (schedule: Schedule, batch: number) => Promise<void>;
}

/**
 * The settlement job (decision 034), run as a pass of the job runner on every instance:
 * 1. closes every slot that ended more than CLOSE_GRACE_MS ago (the contract clock);
 * 2. for each schedule whose lease it wins, settles each period that is now wholly closed, in
 *    order, moving the schedule's cursor past it.
 * A period is paid in batches of holders, each batch one transaction (settlement rows and their
 * ledger transfers together); a settlement row is unique per kind, holder and period and each
 * transfer has its idempotency key, so a second runner, a restart or a crash between batches
 * never pays anything twice, and the next run finishes the period.
 */
export class ContractSettlement {
  private readonly runner = randomUUID();
  private checkedSlot = -1;
  private readonly repository: SettlementRepository;

  constructor(private readonly deps: SettlementDeps) {
    this.repository = new SettlementRepository(deps.db);
  }

  /**
   * The job-runner pass: cheap when no slot closed since the last look. A stopping server
   * (`signal` aborted) ends it after the period in hand; the next start goes on from the cursor.
   */
  async pass(now: Date, signal?: AbortSignal): Promise<void> {
    const target = slotAt(now.getTime() - CLOSE_GRACE_MS);
    if (target === this.checkedSlot) return;
    await this.run(now, new Date(), signal);
    if (!signal?.aborted) this.checkedSlot = target;
  }

  /** Closes the slots that ended by `closeAt` (less the grace) and settles what is due. */
  async run(
    closeAt: Date,
    leaseNow: Date = new Date(),
    signal?: AbortSignal,
  ): Promise<SettledPeriod[]> {
    const open = await this.repository.advanceClock(slotAt(closeAt.getTime() - CLOSE_GRACE_MS));
    const settled: SettledPeriod[] = [];
    for (const schedule of schedules) {
      if (signal?.aborted) break;
      settled.push(...(await this.settleSchedule(schedule, open, leaseNow, signal)));
    }
    return settled;
  }

  /**
   * A schedule's cursor starts at the period of its earliest contract's start (a contract that
   * took effect in the past, as the demo's do, is paid for the closed periods it was in force,
   * up to BACKDATE_LIMIT_MS back), else at the period in progress. Created once: from then on
   * only the cursor moves, so no period is settled twice.
   */
  private async startCursor(schedule: Schedule, open: number) {
    if (await this.repository.hasCursor(schedule)) return;
    const startedAt = await this.repository.earliestStart(contractsOf(schedule));
    let start = periodOf(schedule, open).start;
    if (startedAt) {
      const first = Math.max(
        slotAt(new Date(toIsoString(startedAt)).getTime()),
        slotAt(slotStart(open).getTime() - BACKDATE_LIMIT_MS),
      );
      start = Math.min(start, periodOf(schedule, first).start);
    }
    await this.repository.createCursor(schedule, start);
  }

  private async settleSchedule(
    schedule: Schedule,
    open: number,
    leaseNow: Date,
    signal?: AbortSignal,
  ) {
    await this.startCursor(schedule, open);
    const lease = () => nowIso(new Date(leaseNow.getTime() + LEASE_MS));
    const claimed = await this.repository.claim(schedule, this.runner, nowIso(leaseNow), lease());
    if (claimed === undefined) return [];
    const settled: SettledPeriod[] = [];
    try {
      let next = claimed;
      for (;;) {
        const period = periodOf(schedule, next);
        if (period.end > open) break;
        settled.push(await this.settlePeriod(schedule, period));
        next = period.end;
        await this.repository.moveCursor(schedule, this.runner, next, lease());
        if (signal?.aborted) break;
      }
    } finally {
      await this.repository.release(schedule, this.runner);
    }
    return settled;
  }

  /** Settles one period of a schedule: every holder in force at its end, in batches. */
  async settlePeriod(schedule: Schedule, period: Period): Promise<SettledPeriod> {
    const kind = kindOf(schedule);
    const periodStart = slotStart(period.start).toISOString();
    const periodEnd = slotStart(period.end).toISOString();
    const figures = await this.teamFigures(schedule, period, periodEnd);
    // No holder's team played: nothing to write (a dividend's carry stays as it was).
    if (figures.size === 0) return { schedule, periodStart, settlements: 0, paid: 0n };
    const contracts = await this.contractsInForce(schedule, periodEnd);
    const carries =
      kind === 'dividend'
        ? await this.carries(
            contracts.map((contract) => contract.holderId),
            periodStart,
          )
        : new Map<number, bigint>();
    const holders = settlePeriodFigures(contracts, figures, carries);
    const currencies = await this.currencies(holders.map((holder) => holder.holderId));
    let settlements = 0;
    let paid = 0n;
    const size = this.deps.batchSize ?? BATCH;
    for (let start = 0, batch = 0; start < holders.length; start += size, batch += 1) {
      const part = holders.slice(start, start + size);
      const written = await inTransaction(this.deps.db, (trx) =>
        this.write(trx, kind, schedule, periodStart, periodEnd, part, currencies),
      );
      settlements += written.count;
      paid += written.paid;
      await this.deps.afterBatch?.(schedule, batch);
    }
    return { schedule, periodStart, settlements, paid };
  }

  private async write(
    trx: Trx,
    kind: ContractKind,
    schedule: Schedule,
    periodStart: string,
    periodEnd: string,
    holders: readonly HolderSettlement[],
    currencies: ReadonlyMap<number, string>,
  ) {
    const stamp = periodStart.slice(0, 16).replace(/[-T:]/g, '');
    const inserted = await this.repository.insertSettlements(
      trx,
      holders.map((holder) => ({
        kind,
        schedule,
        contract_id: holder.contractId,
        holder_id: holder.holderId,
        period_start: periodStart,
        period_end: periodEnd,
        active_members: holder.figures.active,
        valid_bets: holder.figures.validBets,
        bets: holder.figures.bets,
        payouts: holder.figures.payouts,
        bonuses: holder.figures.bonuses,
        wins: holder.figures.wins,
        losses: holder.figures.losses,
        tier: holder.tier,
        rates: JSON.stringify(holder.rates),
        gross: holder.gross,
        downline_gross: holder.downlineGross,
        amount: holder.amount,
        carry_in: holder.carryIn,
        carry_out: holder.carryOut,
        reference: `${REFERENCE_CODE[kind]}${stamp}-${holder.holderId}`,
      })),
    );
    let paid = 0n;
    for (const row of inserted) {
      const amount = minor(row.amount);
      if (amount === 0n) continue;
      const currency = currencies.get(row.holder_id)!;
      const transfer = await this.deps.ledger.transfer(
        {
          idempotencyKey: `contract:${kind}:${row.holder_id}:${periodStart}`,
          kind: TRANSFER_KIND[kind],
          from: { system: SystemAccount.contractPool, currency },
          to: { memberId: row.holder_id, wallet: 'main' },
          amount,
          reference: row.reference,
          memo: `${schedule} ${periodStart}`,
        },
        trx,
      );
      await this.repository.setTransfer(trx, row.id, transfer.transferId);
      paid += amount;
    }
    return { count: inserted.length, paid };
  }

  /** The contracts of a schedule in force when its period closes. */
  private async contractsInForce(schedule: Schedule, periodEnd: string) {
    const rows = await this.repository.contractsInForce(contractsOf(schedule), periodEnd);
    return rows.map((row) => ({
      id: row.id,
      holderId: row.holder_id,
      grantorId: row.grantor_id,
      terms: termsOfRow(row),
    }));
  }

  /** Each holder's team figures (the holder included) over the period's buckets. */
  private async teamFigures(schedule: Schedule, period: Period, periodEnd: string) {
    const [from, to] = bucketsOf(schedule, period);
    const rows = await this.repository.teamSums(
      contractsOf(schedule),
      periodEnd,
      grainOf(schedule),
      from,
      to,
    );
    return new Map<number, PeriodFigures>(
      rows.map((row) => [
        row.holder_id,
        {
          validBets: minor(row.valid_bets),
          bets: minor(row.bets),
          payouts: minor(row.payouts),
          bonuses: minor(row.bonuses),
          wins: minor(row.wins),
          losses: minor(row.losses),
          active: Number(row.active),
        },
      ]),
    );
  }

  /**
   * Each holder's net win left by its latest dividend period before `periodStart`, whichever of
   * its contracts it was settled under (new terms do not wipe it out).
   */
  private async carries(holderIds: readonly number[], periodStart: string) {
    const carries = new Map<number, bigint>();
    for (let start = 0; start < holderIds.length; start += 500) {
      const rows = await this.repository.latestCarries(
        holderIds.slice(start, start + 500),
        periodStart,
      );
      for (const row of rows) {
        const carry = minor(row.carry_out);
        if (carry < 0n) carries.set(row.holder_id, carry);
      }
    }
    return carries;
  }

  private async currencies(holderIds: readonly number[]) {
    const map = new Map<number, string>();
    for (let start = 0; start < holderIds.length; start += 500) {
      const rows = await this.repository.currencies(holderIds.slice(start, start + 500));
      for (const row of rows) map.set(row.id, row.currency);
    }
    return map;
  }
}
