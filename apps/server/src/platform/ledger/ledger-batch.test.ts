import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/helper.js';
import { isPostgres } from '../../db/dialect.js';
import { minor } from '../../db/minor.js';
import { inTransaction } from '../../db/transaction.js';
import {
  POINTS_CURRENCY,
  SystemAccount,
  TransferKind,
  type TransferInput,
} from './ledger.types.js';

const t = useTestApp({ seed: false });
const pool = { system: SystemAccount.pointsPool, currency: POINTS_CURRENCY } as const;

let keys = 0;
/** Points from the pool to a member, under a key of its own unless given one. */
function earning(memberId: number, amount: bigint, key = `batch-${++keys}`): TransferInput {
  return {
    idempotencyKey: key,
    kind: TransferKind.pointsEarn,
    from: pool,
    to: { memberId, wallet: 'points' },
    amount,
    reference: `round-${key}`,
  };
}

const transferMany = (inputs: readonly TransferInput[]) =>
  inTransaction(t.db, (trx) => t.app.services.ledger.transferMany(inputs, trx));

async function poolBalance() {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('code', '=', `system:${SystemAccount.pointsPool}:${POINTS_CURRENCY}`)
    .executeTakeFirst();
  return row ? minor(row.balance) : 0n;
}

async function entriesOf(transferIds: number[]) {
  return t.db
    .selectFrom('ledger_entries')
    .select(['transfer_id', 'account_id', 'amount', 'balance_after'])
    .where('transfer_id', 'in', transferIds)
    .orderBy('transfer_id')
    .orderBy('amount')
    .execute();
}

describe('ledger transfers in a batch', () => {
  it('writes each transfer with its two entries and the balances it left, in the order given', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    await transferMany([earning(a.id, 1n)]);
    const start = await poolBalance();
    const results = await transferMany([earning(a.id, 10n), earning(b.id, 20n), earning(a.id, 5n)]);
    expect(results.map((r) => [r.from.balanceAfter, r.to.balanceAfter, r.replayed])).toEqual([
      [start - 10n, 11n, false],
      [start - 30n, 20n, false],
      [start - 35n, 16n, false],
    ]);
    const ids = results.map((r) => r.transferId);
    expect(new Set(ids).size).toBe(3);
    const entries = await entriesOf(ids);
    expect(entries.map((e) => [e.transfer_id, minor(e.amount), minor(e.balance_after)])).toEqual([
      [ids[0], -10n, start - 10n],
      [ids[0], 10n, 11n],
      [ids[1], -20n, start - 30n],
      [ids[1], 20n, 20n],
      [ids[2], -5n, start - 35n],
      [ids[2], 5n, 16n],
    ]);
    expect(await poolBalance()).toBe(start - 35n);
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('answers a used key with its first result and moves nothing again; other parameters are a conflict', async () => {
    const member = await createMember(t);
    const { ledger } = t.app.services;
    const first = earning(member.id, 7n);
    const [written] = await transferMany([first]);
    const [again, next] = await transferMany([first, earning(member.id, 3n)]);
    expect(again).toMatchObject({ transferId: written!.transferId, replayed: true });
    expect(again!.to.balanceAfter).toBe(7n);
    expect(next).toMatchObject({ replayed: false, to: { balanceAfter: 10n } });

    // A conflict fails the batch, and the caller's transaction writes nothing of it.
    await expect(
      transferMany([earning(member.id, 4n), { ...first, amount: 8n }]),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await ledger.balance({ memberId: member.id, wallet: 'points' })).toBe(10n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('refuses a member wallet that both pays and receives, and one key twice, before writing anything', async () => {
    const member = await createMember(t);
    const fromMember: TransferInput = {
      ...earning(member.id, 1n),
      from: { memberId: member.id, wallet: 'points' },
      to: pool,
    };
    await expect(transferMany([fromMember, earning(member.id, 2n)])).rejects.toThrow(RangeError);
    const twice = earning(member.id, 1n);
    await expect(transferMany([twice, twice])).rejects.toThrow(RangeError);
    expect(await t.app.services.ledger.findTransfer(twice.idempotencyKey)).toBeNull();
  });

  it('takes from member wallets in order, and fails whole when a wallet would go below 0', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    await transferMany([earning(a.id, 10n), earning(b.id, 3n)]);
    const spending = (memberId: number, amount: bigint): TransferInput => ({
      ...earning(memberId, amount),
      kind: TransferKind.pointsRedeem,
      from: { memberId, wallet: 'points' },
      to: pool,
    });
    const results = await transferMany([
      spending(a.id, 4n),
      spending(b.id, 3n),
      spending(a.id, 6n),
    ]);
    expect(results.map((r) => r.from.balanceAfter)).toEqual([6n, 0n, 0n]);

    await transferMany([earning(a.id, 5n), earning(b.id, 5n)]);
    const short = [spending(b.id, 1n), spending(a.id, 3n), spending(a.id, 3n)];
    await expect(transferMany(short)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const { ledger } = t.app.services;
    expect(await ledger.balance({ memberId: a.id, wallet: 'points' })).toBe(5n);
    expect(await ledger.balance({ memberId: b.id, wallet: 'points' })).toBe(5n);
    expect(await ledger.findTransfer(short[0]!.idempotencyKey)).toBeNull();
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('resolves many member wallets at once, in order, creating one that is missing', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const { ledger } = t.app.services;
    const refs = [
      { memberId: a.id, wallet: 'main' },
      { memberId: b.id, wallet: 'vendor', vendor: 'NEWV' },
      { memberId: a.id, wallet: 'main' },
    ] as const;
    const ids = await ledger.memberAccountIds(refs);
    expect(ids).toEqual([
      await ledger.accountId(refs[0]),
      await ledger.accountId(refs[1]),
      await ledger.accountId(refs[0]),
    ]);
    const created = await t.db
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where('id', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    expect(created.code).toBe(`member:${b.id}:vendor:NEWV`);
  });

  it('keeps every balance exact when batches and single transfers over the same accounts run at once', async () => {
    const members = [await createMember(t), await createMember(t), await createMember(t)];
    const start = await poolBalance();
    const batches = Array.from({ length: 6 }, (_, i) =>
      transferMany(members.map((m, j) => earning(m.id, BigInt(i + j + 1)))),
    );
    const singles = members.map((m) => t.app.services.ledger.transfer(earning(m.id, 100n)));
    await Promise.all([...batches, ...singles]);
    // Each member: 100 alone, and (i + j + 1) from batch i.
    const expected = members.map((_, j) => 100n + BigInt(6 * (j + 1) + 15));
    for (const [j, m] of members.entries()) {
      expect(await t.app.services.ledger.balance({ memberId: m.id, wallet: 'points' })).toBe(
        expected[j],
      );
    }
    expect(await poolBalance()).toBe(start - expected.reduce((sum, n) => sum + n, 0n));
    expect(await t.app.services.ledger.checkInvariants()).toEqual([]);
  });

  it('writes a follower of the caller in the same statement, reading the balance each transfer left', async () => {
    const member = await createMember(t);
    const inputs = [earning(member.id, 4n), earning(member.id, 6n)];
    // The follower copies what it reads of the transfers into a table of the transaction.
    const follow = sql`copied as (
      insert into followed (key, balance_after)
      select r.key, r.balance_after from running r
      join ledger_accounts a on a.id = r.account_id and a.member_id is not null
      returning 1
    )`;
    if (!isPostgres(t.db)) {
      await expect(
        inTransaction(t.db, (trx) => t.app.services.ledger.transferMany(inputs, trx, follow)),
      ).rejects.toThrow(RangeError);
      return;
    }
    const copied = await inTransaction(t.db, async (trx) => {
      await sql`create temporary table followed (key text, balance_after bigint) on commit drop`.execute(
        trx,
      );
      await t.app.services.ledger.transferMany(inputs, trx, follow);
      const { rows } = await sql<{
        key: string;
        balance_after: string;
      }>`select key, balance_after from followed order by balance_after`.execute(trx);
      return rows.map((row) => [row.key, minor(row.balance_after)]);
    });
    expect(copied).toEqual([
      [inputs[0]!.idempotencyKey, 4n],
      [inputs[1]!.idempotencyKey, 10n],
    ]);
  });
});
