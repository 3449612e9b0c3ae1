import { randomUUID } from 'node:crypto';
import {
  dayNumber,
  firstSlotOfDay,
  periodOf,
  schedules,
  slotAt,
  slotStart,
  type Schedule,
} from '@portal/shared/contracts/periods';
import type { ContractKind, Terms, Tier } from '@portal/shared/contracts/terms';
import { nowIso } from '../src/db/time.js';
import { inTransaction } from '../src/db/transaction.js';
import { tiersToJson } from '../src/agency/contracts/contract-terms.js';
import { CLOSE_GRACE_MS } from '../src/agency/contracts/settlement.js';
import { untilEventsVisible } from './events.js';
import type { TestApp } from './helper.js';

/**
 * Shared set-up of the contract settlement tests (decision 034): members placed straight in the
 * tree, contracts written as the contract calls write them, settled bets written to the outbox as
 * the seamless wallet writes them, and time driven only through settledAt and the settlement's
 * closeAt / leaseNow.
 */

/** Contracts in these tests start long before any period they settle. */
export const CONTRACTS_START = '2020-01-01T00:00:00.000Z';

/** The instant a site day (yyyy-MM-dd, GMT+8) starts. */
export const siteDayStart = (day: string): Date => slotStart(firstSlotOfDay(dayNumber(day)));

/** The closeAt that closes every slot ending at or before `end`. */
export const closingAt = (end: Date): Date => new Date(end.getTime() + CLOSE_GRACE_MS);

export async function insertMember(
  t: TestApp,
  uplineId: number | null,
  agent: boolean,
): Promise<number> {
  const account = `cs${randomUUID().slice(0, 10)}`;
  const at = nowIso();
  const row = await t.db
    .insertInto('members')
    .values({
      account,
      account_key: account,
      nickname: account,
      password_hash: null,
      type: agent ? 1 : 0,
      status: 'active',
      profile: '{}',
      upline_id: uplineId,
      icon: 1,
      rank_level: 1,
      currency: 'MYR',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A running contract, as an accepted offer (or the operator) writes it. */
export async function insertContract(
  t: TestApp,
  contract: { holderId: number; grantorId: number | null; terms: Terms; startedAt?: string },
): Promise<number> {
  const row = await t.db
    .insertInto('contracts')
    .values({
      kind: contract.terms.kind,
      holder_id: contract.holderId,
      grantor_id: contract.grantorId,
      period: contract.terms.period,
      tiers: tiersToJson(contract.terms.tiers),
      state: 'active',
      started_at: contract.startedAt ?? CONTRACTS_START,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const flatTerms = (kind: ContractKind, rates: Tier['rates']): Terms => ({
  kind,
  period: kind === 'dividend' ? 'daily' : null,
  tiers: [{ minValidBet: 0n, minActive: 0, rates }],
});

/** A settled bet's event, as the seamless wallet writes it with its round. */
export async function settleBetAt(
  t: TestApp,
  memberId: number,
  bet: { stake: bigint; payout: bigint; settledAt: Date },
): Promise<void> {
  await settleBets(t, [{ memberId, ...bet }]);
}

/** Settled bets' events written in one transaction. */
export async function settleBets(
  t: TestApp,
  bets: readonly { memberId: number; stake: bigint; payout: bigint; settledAt: Date }[],
): Promise<void> {
  await inTransaction(t.db, async (trx) => {
    for (const { memberId, ...bet } of bets) {
      const roundId = `cs-${randomUUID()}`;
      await t.app.services.outbox.append(trx, {
        type: 'bet.settled',
        key: `bet.settled:test:${roundId}`,
        memberId,
        payload: {
          provider: 'test',
          roundId,
          memberId,
          gameId: 1,
          categoryCode: 'RNG',
          vendor: 'TEST',
          currency: 'MYR',
          stake: bet.stake.toString(),
          payout: bet.payout.toString(),
          validTurnover: bet.stake.toString(),
          settledAt: bet.settledAt.toISOString(),
        },
        occurredAt: bet.settledAt,
      });
    }
  });
}

/** A bonus released to a member's main wallet, as the bonus engine reports it. */
export async function releaseBonusAt(
  t: TestApp,
  memberId: number,
  amount: bigint,
  releasedAt: Date,
): Promise<void> {
  const bonusNo = `CS${randomUUID().slice(0, 12)}`;
  await inTransaction(t.db, (trx) =>
    t.app.services.outbox.append(trx, {
      type: 'bonus.released',
      key: `bonus.released:${bonusNo}`,
      memberId,
      payload: {
        bonusId: 1,
        bonusNo,
        memberId,
        amount: amount.toString(),
        currency: 'MYR',
        releasedAt: releasedAt.toISOString(),
      },
      occurredAt: releasedAt,
    }),
  );
}

/** Hands every event written so far to the consumers; the contract figures must take each. */
export async function runConsumers(t: TestApp): Promise<void> {
  await untilEventsVisible(t);
  for (let pass = 0; pass < 50; pass++) {
    const summary = await t.app.services.events.runOnce(new Date());
    if (summary.handled === 0 && summary.failed === 0) break;
  }
  const consumer = await t.db
    .selectFrom('event_consumers')
    .select(['last_error'])
    .where('name', '=', 'contract-figures')
    .executeTakeFirst();
  if (consumer?.last_error) throw new Error(`contract-figures failed: ${consumer.last_error}`);
}

export interface SettlementRow {
  kind: string;
  holderId: number;
  contractId: number;
  periodStart: string;
  gross: bigint;
  downlineGross: bigint;
  amount: bigint;
  transferId: number | null;
  validBets: bigint;
  active: number;
  tier: number;
}

export async function settlementRows(t: TestApp, holderIds?: number[]): Promise<SettlementRow[]> {
  const rows = await t.db
    .selectFrom('contract_settlements')
    .selectAll()
    .$if(holderIds !== undefined, (query) => query.where('holder_id', 'in', holderIds!))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    holderId: row.holder_id,
    contractId: row.contract_id,
    periodStart: new Date(row.period_start).toISOString(),
    gross: BigInt(row.gross),
    downlineGross: BigInt(row.downline_gross),
    amount: BigInt(row.amount),
    transferId: row.transfer_id === null ? null : Number(row.transfer_id),
    validBets: BigInt(row.valid_bets),
    active: Number(row.active_members),
    tier: Number(row.tier),
  }));
}

/** What the contract pool paid each member, by the ledger's own records. */
export async function contractPaymentsTo(
  t: TestApp,
  memberIds: number[],
): Promise<Map<number, bigint>> {
  const rows = await t.db
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('idempotency_key', 'like', 'contract:%')
    .execute();
  const paid = new Map<number, bigint>();
  for (const row of rows) {
    const holder = Number(String(row.idempotency_key).split(':')[2]);
    if (!memberIds.includes(holder)) continue;
    paid.set(holder, (paid.get(holder) ?? 0n) + BigInt(row.amount));
  }
  return paid;
}

/**
 * Points every schedule's cursor so that one run settles only `schedule`'s periods from `from`:
 * the others start at the period in progress at `closeAt` (as if the settlement first ran then).
 * Keeps a test that closes a whole day from settling 288 empty real-time slots it does not look at.
 */
export async function settleOnly(
  t: TestApp,
  schedule: Schedule,
  from: Date,
  closeAt: Date,
): Promise<void> {
  const open = slotAt(closeAt.getTime() - CLOSE_GRACE_MS);
  for (const other of schedules) {
    const next_start =
      other === schedule ? periodOf(other, slotAt(from)).start : periodOf(other, open).start;
    await t.db
      .insertInto('contract_cursors')
      .values({ schedule: other, next_start })
      .onConflict((conflict) => conflict.column('schedule').doUpdateSet({ next_start }))
      .execute();
  }
}
