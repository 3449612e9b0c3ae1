import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { useTestApp } from '../../../test/helper.js';
import { createMember } from '../../../test/accounts.js';
import { minor } from '../../db/minor.js';
import { SystemAccount, TransferKind } from './ledger.types.js';

const t = useTestApp({ seed: false });

describe('ledger transfers', () => {
  it('moves money between two accounts and writes two entries that sum to zero', async () => {
    const member = await createMember(t);
    const { ledger } = t.app.services;
    const result = await ledger.transfer({
      idempotencyKey: `dep-${member.id}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: member.id, wallet: 'main' },
      amount: 12_345n,
      reference: 'D1',
    });
    expect(result.to.balanceAfter).toBe(12_345n);
    expect(result.from.balanceAfter).toBe(-12_345n);
    expect(result.replayed).toBe(false);
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(12_345n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('returns the first result for a replayed key and refuses the key with other parameters', async () => {
    const member = await createMember(t);
    const { ledger } = t.app.services;
    const input = {
      idempotencyKey: `dep-replay-${member.id}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: member.id, wallet: 'main' as const },
      amount: 500n,
      reference: 'D2',
    };
    const first = await ledger.transfer(input);
    const again = await ledger.transfer(input);
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(again.to.balanceAfter).toBe(500n);
    await expect(ledger.transfer({ ...input, amount: 501n })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(500n);
  });

  it('refuses to take a member balance below zero and writes nothing', async () => {
    const member = await createMember(t);
    const { ledger } = t.app.services;
    await expect(
      ledger.transfer({
        idempotencyKey: `overdraw-${member.id}`,
        kind: TransferKind.withdrawalHold,
        from: { memberId: member.id, wallet: 'main' },
        to: { memberId: member.id, wallet: 'hold' },
        amount: 1n,
        reference: 'W1',
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledger.findTransfer(`overdraw-${member.id}`)).toBeNull();
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});

describe('ledger transfer checks', () => {
  it('refuses an amount of zero or less', async () => {
    const member = await createMember(t, { password: null });
    for (const amount of [0n, -1n]) {
      await expect(
        t.app.services.ledger.transfer({
          idempotencyKey: `zero-${member.id}-${amount}`,
          kind: TransferKind.deposit,
          from: { system: SystemAccount.paymentClearing },
          to: { memberId: member.id, wallet: 'main' },
          amount,
          reference: 'Z',
        }),
      ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
    }
  });

  it('refuses a transfer from an account to itself', async () => {
    const member = await createMember(t, { password: null });
    await expect(
      t.app.services.ledger.transfer({
        idempotencyKey: `self-${member.id}`,
        kind: TransferKind.adjustment,
        from: { memberId: member.id, wallet: 'main' },
        to: { memberId: member.id, wallet: 'main' },
        amount: 1n,
        reference: 'S',
      }),
    ).rejects.toThrow(RangeError);
  });

  it('answers NOT_FOUND for a wallet of a member who does not exist', async () => {
    await expect(
      t.app.services.ledger.transfer({
        idempotencyKey: 'no-such-member',
        kind: TransferKind.deposit,
        from: { system: SystemAccount.paymentClearing },
        to: { memberId: 987_654_321, wallet: 'main' },
        amount: 1n,
        reference: 'N',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the member wallets main first, then bonus, hold and vendors', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    await ledger.ensureWallets(member.id, ['pg']);
    await ledger.accountId({ memberId: member.id, wallet: 'hold' });
    const wallets = await ledger.balances(member.id);
    expect(wallets.map((w) => [w.wallet, w.vendor, w.balance])).toEqual([
      ['main', null, 0n],
      ['bonus', null, 0n],
      ['hold', null, 0n],
      ['vendor', 'pg', 0n],
    ]);
  });
});

/** Everything the ledger holds that a failed operation could have touched. */
async function snapshot(memberIds: number[]) {
  const { ledger } = t.app.services;
  const count = async (table: 'ledger_transfers' | 'ledger_entries' | 'ledger_accounts') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const system = await t.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('owner_type', '=', 'system')
    .orderBy('code')
    .execute();
  return {
    transfers: await count('ledger_transfers'),
    entries: await count('ledger_entries'),
    accounts: await count('ledger_accounts'),
    system: system.map((row) => [row.code, minor(row.balance)]),
    members: await Promise.all(memberIds.map((id) => ledger.balances(id))),
  };
}

const deposit = (memberId: number, key: string, amount: bigint) => ({
  idempotencyKey: key,
  kind: TransferKind.deposit,
  from: { system: SystemAccount.paymentClearing },
  to: { memberId, wallet: 'main' as const },
  amount,
  reference: key,
});

const bet = (memberId: number, key: string, amount: bigint) => ({
  idempotencyKey: key,
  kind: TransferKind.bet,
  from: { memberId, wallet: 'main' as const },
  to: { system: SystemAccount.providerClearing },
  amount,
  reference: key,
});

describe('ledger system account shards', () => {
  it('keeps each shard of a system account in its own row, shard 0 being the account itself', async () => {
    const member = await createMember(t);
    const { ledger } = t.app.services;
    await ledger.transfer({
      idempotencyKey: `shard-fund-${member.id}`,
      kind: TransferKind.deposit,
      from: { system: SystemAccount.paymentClearing },
      to: { memberId: member.id, wallet: 'main' },
      amount: 1_000n,
      reference: 'S0',
    });
    for (const shard of [0, 3]) {
      await ledger.transfer({
        idempotencyKey: `shard-bet-${member.id}-${shard}`,
        kind: TransferKind.bet,
        from: { memberId: member.id, wallet: 'main' },
        to: { system: SystemAccount.providerClearing, shard },
        amount: 100n,
        reference: `S${shard}`,
      });
    }
    const rows = await t.db
      .selectFrom('ledger_accounts')
      .select(['code', 'balance'])
      .where('wallet', '=', SystemAccount.providerClearing)
      .execute();
    const byCode = new Map(rows.map((row) => [row.code, minor(row.balance)]));
    expect(byCode.get('system:provider_clearing:MYR:3')).toBe(100n);
    expect(byCode.get('system:provider_clearing:MYR')).toBeGreaterThanOrEqual(100n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('refuses a shard that is not a whole number of zero or more', async () => {
    const { ledger } = t.app.services;
    await expect(
      ledger.accountId({ system: SystemAccount.providerClearing, shard: -1 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('ledger transfers inside a caller transaction', () => {
  it('leaves nothing behind when a later transfer of the transaction is refused', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    await ledger.transfer(deposit(member.id, `half-seed-${member.id}`, 1_000n));
    const before = await snapshot([member.id]);
    await expect(
      inTransaction(t.db, async (trx) => {
        await ledger.transfer(deposit(member.id, `half-dep-${member.id}`, 500n), trx);
        await ledger.transfer(bet(member.id, `half-bet-${member.id}`, 400n), trx);
        await ledger.transfer(bet(member.id, `half-big-${member.id}`, 5_000n), trx);
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await snapshot([member.id])).toEqual(before);
    expect(await ledger.findTransfer(`half-dep-${member.id}`)).toBeNull();
    expect(await ledger.findTransfer(`half-bet-${member.id}`)).toBeNull();
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('leaves nothing behind when the transaction throws after its transfers', async () => {
    const [a, b] = [
      await createMember(t, { password: null }),
      await createMember(t, { password: null }),
    ];
    const { ledger } = t.app.services;
    await ledger.transfer(deposit(a.id, `throw-seed-${a.id}`, 2_000n));
    const before = await snapshot([a.id, b.id]);
    await expect(
      inTransaction(t.db, async (trx) => {
        await ledger.transfer(
          {
            idempotencyKey: `throw-upline-${a.id}`,
            kind: TransferKind.uplineOut,
            from: { memberId: a.id, wallet: 'main' },
            to: { memberId: b.id, wallet: 'main' },
            amount: 1_500n,
            reference: 'U1',
          },
          trx,
        );
        await ledger.transfer(
          {
            idempotencyKey: `throw-vendor-${b.id}`,
            kind: TransferKind.vendorIn,
            from: { memberId: b.id, wallet: 'main' },
            to: { memberId: b.id, wallet: 'vendor', vendor: 'pg' },
            amount: 1_000n,
            reference: 'V1',
          },
          trx,
        );
        throw new Error('the step after the money failed');
      }),
    ).rejects.toThrow('the step after the money failed');
    expect(await snapshot([a.id, b.id])).toEqual(before);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('writes nothing for a refused transfer and lets the transaction go on', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    const seed = await ledger.transfer(deposit(member.id, `go-on-seed-${member.id}`, 1_000n));
    await inTransaction(t.db, async (trx) => {
      await expect(
        ledger.transfer(bet(member.id, `go-on-big-${member.id}`, 1_001n), trx),
      ).rejects.toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
      });
      await expect(
        ledger.transfer(deposit(member.id, `go-on-seed-${member.id}`, 999n), trx),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
      const replay = await ledger.transfer(
        deposit(member.id, `go-on-seed-${member.id}`, 1_000n),
        trx,
      );
      expect(replay).toEqual({ ...seed, replayed: true });
      await ledger.transfer(bet(member.id, `go-on-small-${member.id}`, 600n), trx);
    });
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(400n);
    expect(await ledger.findTransfer(`go-on-big-${member.id}`)).toBeNull();
    expect(await ledger.findTransfer(`go-on-small-${member.id}`)).not.toBeNull();
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('makes a wallet again when the transaction that first made it rolled back', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    const bonus = { memberId: member.id, wallet: 'bonus' as const };
    const credit = (key: string) => ({
      idempotencyKey: key,
      kind: TransferKind.bonus,
      from: { system: SystemAccount.bonusPool },
      to: bonus,
      amount: 300n,
      reference: key,
    });
    await expect(
      inTransaction(t.db, async (trx) => {
        await ledger.transfer(credit(`rolled-${member.id}`), trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ledger.balances(member.id)).toEqual([]);
    const result = await ledger.transfer(credit(`kept-${member.id}`));
    expect(result.to.balanceAfter).toBe(300n);
    expect(await ledger.balance(bonus)).toBe(300n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});

describe('ledger transfers at the same time', () => {
  it('moves the money once when many calls use one key at the same time', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    for (let round = 0; round < 5; round++) {
      const input = deposit(member.id, `same-${member.id}-${round}`, 250n);
      const results = await Promise.all(Array.from({ length: 30 }, () => ledger.transfer(input)));
      const first = results.filter((r) => !r.replayed);
      expect(first).toHaveLength(1);
      for (const result of results)
        expect(result).toEqual({ ...first[0]!, replayed: result.replayed });
      expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
        250n * BigInt(round + 1),
      );
    }
    const keys = await t.db
      .selectFrom('ledger_transfers')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `same-${member.id}-%`)
      .execute();
    expect(keys).toHaveLength(5);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('lets one of many calls with one key and different amounts write, and refuses the others', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    const key = `mixed-${member.id}`;
    const amounts = Array.from({ length: 24 }, (_, i) => BigInt(100 + (i % 3)));
    const outcomes = await Promise.allSettled(
      amounts.map((amount) => ledger.transfer(deposit(member.id, key, amount))),
    );
    const written = outcomes.flatMap((o) =>
      o.status === 'fulfilled' && !o.value.replayed ? [o.value] : [],
    );
    expect(written).toHaveLength(1);
    const winner = written[0]!.amount;
    outcomes.forEach((outcome, i) => {
      if (amounts[i] === winner) {
        expect(outcome.status).toBe('fulfilled');
        if (outcome.status === 'fulfilled')
          expect(outcome.value.transferId).toBe(written[0]!.transferId);
      } else {
        expect(outcome).toMatchObject({
          status: 'rejected',
          reason: { code: 'IDEMPOTENCY_CONFLICT' },
        });
      }
    });
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(winner);
  });

  it('never lets concurrent debits take a member below zero', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    await ledger.transfer(deposit(member.id, `race-seed-${member.id}`, 1_000n));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.transfer(bet(member.id, `race-${member.id}-${i}`, 30n)),
      ),
    );
    const done = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(done).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const o of refused) expect(o.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(10n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });

  it('completes transfers in both directions between two members at the same time', async () => {
    const [a, b] = [
      await createMember(t, { password: null }),
      await createMember(t, { password: null }),
    ];
    const { ledger } = t.app.services;
    await ledger.transfer(deposit(a.id, `both-seed-${a.id}`, 100_000n));
    await ledger.transfer(deposit(b.id, `both-seed-${b.id}`, 100_000n));
    const main = (id: number) => ({ memberId: id, wallet: 'main' as const });
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        ledger.transfer({
          idempotencyKey: `both-${a.id}-${i}`,
          kind: TransferKind.uplineOut,
          from: main(i % 2 === 0 ? a.id : b.id),
          to: main(i % 2 === 0 ? b.id : a.id),
          amount: BigInt(100 + i),
          reference: `B${i}`,
        }),
      ),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    // Even i (a to b) add up to 40 * 100 + 2 * (0 + ... + 39); odd ones to 40 * 100 + 2 * (0 + ... + 39) + 40.
    expect(await ledger.balance(main(a.id))).toBe(100_040n);
    expect(await ledger.balance(main(b.id))).toBe(99_960n);
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});

describe('ledger transfers that fail unexpectedly', () => {
  /** A trigger that refuses one reference, as a failing disk or a bug would fail one write. */
  async function poison(reference: string) {
    if (t.kind === 'sqlite') {
      await sql
        .raw(
          `create trigger ledger_poison before insert on ledger_transfers
           when new.reference = '${reference}' begin select raise(abort, 'poisoned write'); end`,
        )
        .execute(t.db);
      return () => sql`drop trigger ledger_poison`.execute(t.db);
    }
    await sql
      .raw(
        `create function ledger_poison() returns trigger language plpgsql as $$
         begin
           if new.reference = '${reference}' then raise exception 'poisoned write'; end if;
           return new;
         end $$;
         create trigger ledger_poison before insert on ledger_transfers
         for each row execute function ledger_poison()`,
      )
      .execute(t.db);
    return () =>
      sql`drop trigger ledger_poison on ledger_transfers; drop function ledger_poison()`.execute(
        t.db,
      );
  }

  it('fails only the transfer at fault when others are written at the same time', async () => {
    const member = await createMember(t, { password: null });
    const { ledger } = t.app.services;
    await ledger.transfer(deposit(member.id, `poison-seed-${member.id}`, 10_000n));
    const cure = await poison(`poison-${member.id}-12`);
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          ledger.transfer(bet(member.id, `poison-${member.id}-${i}`, 100n)),
        ),
      );
      outcomes.forEach((outcome, i) => {
        if (i === 12)
          expect(outcome).toMatchObject({
            status: 'rejected',
            reason: { message: expect.stringContaining('poisoned write') },
          });
        else expect(outcome.status).toBe('fulfilled');
      });
    } finally {
      await cure();
    }
    expect(await ledger.balance({ memberId: member.id, wallet: 'main' })).toBe(
      10_000n - 29n * 100n,
    );
    expect(await ledger.findTransfer(`poison-${member.id}-12`)).toBeNull();
    expect(await ledger.checkInvariants()).toEqual([]);
  });
});
