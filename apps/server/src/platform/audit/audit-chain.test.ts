import { generateKeyPairSync } from 'node:crypto';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditChainStatusSchema,
  auditCheckpointsValueSchema,
  auditVerifyValueSchema,
} from '@portal/shared/schemas/audit-chain';
import { createMember } from '../../../test/accounts.js';
import { expectError, expectValue } from '../../../test/assertions.js';
import { auditLines, operatorCall } from '../../../test/content.js';
import { staffWithToken } from '../../../test/staff.js';
import { useTestApp } from '../../../test/helper.js';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { CommandFailed } from '../../cli/admin-usage.js';
import { SystemAccount, TransferKind } from '../ledger/ledger.types.js';
import { auditCanonical, Chain, chainHash, GENESIS_HASH, ledgerCanonical } from './audit-chain.js';
import type { ChainName } from './audit-chain.js';
import { LEDGER_FIELDS } from './audit-chain.repository.js';

const t = useTestApp({ seed: false });

const TABLE = { ledger: 'ledger_transfers', staff_audit: 'staff_audit_log' } as const;
const ledgerColumns = [...LEDGER_FIELDS, 'hash', 'chain_seq'] as const;
/** A swap moves a row's contents and hash; its place in the chain stays with its id. */
const swappedLedgerColumns = ledgerColumns.filter((column) => column !== 'chain_seq');
const auditColumns = [
  'staff_id',
  'action',
  'target',
  'details',
  'ip',
  'created_at',
  'hash',
] as const;

let memberId: number;
let counter = 0;

const deposit = (amount = 1_000n) => {
  counter += 1;
  return t.app.services.ledger.transfer({
    idempotencyKey: `chain-${memberId}-${counter}`,
    kind: TransferKind.deposit,
    from: { system: SystemAccount.paymentClearing },
    to: { memberId, wallet: 'main' },
    amount,
    reference: `D${counter}`,
    memo: counter % 2 ? 'first line\nsecond: 名字' : '',
  });
};
const auditLine = (n: number) =>
  t.app.services.audit.record({
    staff: null,
    action: 'chain.test',
    target: `thing:${n}`,
    details: { n, note: 'ünïcode' },
    ip: n % 2 ? '192.0.2.1' : null,
  });

const verify = (chain: ChainName) => t.app.services.auditChain.verify(chain);
/** Links every committed transfer, as the server's chainer does every second. */
const link = () => t.app.services.ledgerChainer.linkAll();
const postgres = Boolean(process.env.TEST_DATABASE_URL);

async function ids(chain: ChainName): Promise<number[]> {
  const rows = await t.db.selectFrom(TABLE[chain]).select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Every row's hash follows from the row before it, recomputed here from the raw rows. */
async function linkedInOrder(chain: ChainName): Promise<boolean> {
  const rows =
    chain === Chain.ledger
      ? await t.db
          .selectFrom('ledger_transfers')
          .selectAll()
          .where('chain_seq', 'is not', null)
          .orderBy('chain_seq')
          .execute()
      : await t.db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute();
  let previous = GENESIS_HASH;
  for (const row of rows) {
    const canonical =
      chain === Chain.ledger
        ? ledgerCanonical(row as Parameters<typeof ledgerCanonical>[0])
        : auditCanonical(row as Parameters<typeof auditCanonical>[0]);
    if (row.hash !== chainHash(previous, canonical)) return false;
    previous = row.hash;
  }
  const head = await t.db
    .selectFrom('audit_chain_heads')
    .select('last_hash')
    .where('chain', '=', chain)
    .executeTakeFirstOrThrow();
  return head.last_hash === previous;
}

/** Changes one field of a transfer directly in the database; the returned call puts it back. */
async function rewriteTransfer(id: number, column: 'reference' | 'memo', value: string) {
  const row = await t.db
    .selectFrom('ledger_transfers')
    .select(column)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const set = (text: string) =>
    t.db
      .updateTable('ledger_transfers')
      .set({ [column]: text } as never)
      .where('id', '=', id)
      .execute();
  await set(value);
  return () => set((row as Record<string, string>)[column]!);
}

/** Runs `tamper`, expects verify to name `rowId`, then puts the rows back as they were. */
async function expectFound(
  chain: ChainName,
  tamper: () => Promise<number>,
  reason: 'hash' | 'head' = 'hash',
) {
  const table = TABLE[chain];
  const before = await (
    t.db.selectFrom(table) as never as ReturnType<typeof t.db.selectFrom<'staff_audit_log'>>
  )
    .selectAll()
    .orderBy('id')
    .execute();
  const rowId = await tamper();
  const report = await verify(chain);
  expect(report.ok).toBe(false);
  expect(report.firstBreak).toMatchObject({ rowId, reason });
  if (reason === 'hash') expect(report.firstBreak!.stored).not.toBe(report.firstBreak!.expected);
  // Put everything back: delete the tampered rows and insert the originals with their ids.
  const columns = ['id', ...(chain === Chain.ledger ? ledgerColumns : auditColumns)];
  await t.db.transaction().execute(async (trx) => {
    const victims = before.map((row) => row.id);
    if (chain === Chain.ledger) {
      await trx.deleteFrom('ledger_entries').where('transfer_id', 'in', victims).execute();
    }
    await trx.deleteFrom(table).where('id', 'in', victims).execute();
    for (const row of before as unknown as Array<Record<string, unknown>>) {
      const values = Object.fromEntries(columns.map((column) => [column, row[column]]));
      await trx
        .insertInto(table)
        .values(values as never)
        .execute();
    }
    if (chain === Chain.ledger)
      await trx
        .insertInto('ledger_entries')
        .values(entries as never)
        .execute();
  });
  expect((await verify(chain)).ok).toBe(true);
}

let entries: unknown[] = [];

beforeAll(async () => {
  memberId = (await createMember(t)).id;
  for (let n = 0; n < 6; n += 1) {
    await deposit(BigInt(100 + n));
    await auditLine(n);
  }
  await link();
  entries = await t.db.selectFrom('ledger_entries').selectAll().orderBy('id').execute();
});

describe('the audit and ledger chains', () => {
  it('link every transfer and audit line written to the one before it', async () => {
    for (const chain of [Chain.ledger, Chain.staffAudit] as const) {
      const report = await verify(chain);
      expect(report).toMatchObject({ ok: true, firstBreak: null });
      expect(report.rows).toBe((await ids(chain)).length);
      expect(report.headRowId).toBe((await ids(chain)).at(-1));
      expect(await linkedInOrder(chain)).toBe(true);
    }
  });

  it('names a transfer whose field was changed directly in the database', async () => {
    await expectFound(Chain.ledger, async () => {
      const id = (await ids(Chain.ledger))[2]!;
      await t.db
        .updateTable('ledger_transfers')
        .set({ amount: 999_999n })
        .where('id', '=', id)
        .execute();
      return id;
    });
  });

  it('names an audit line whose details were changed, even with its hash recomputed alone', async () => {
    await expectFound(Chain.staffAudit, async () => {
      const [, second, third] = await ids(Chain.staffAudit);
      const row = await t.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('id', '=', second!)
        .executeTakeFirstOrThrow();
      const prev = await t.db
        .selectFrom('staff_audit_log')
        .select('hash')
        .where('id', '<', second!)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const forged = { ...row, details: '{"n":1,"note":"forged"}' };
      // The forger rewrites the row's own hash: the next row no longer follows from it.
      await t.db
        .updateTable('staff_audit_log')
        .set({
          details: forged.details,
          hash: chainHash(prev.hash!, auditCanonical(forged)),
        } as never)
        .where('id', '=', second!)
        .execute();
      return third!;
    });
  });

  it('names the row after a deleted one, and the head when the last rows are deleted', async () => {
    await expectFound(Chain.staffAudit, async () => {
      const [, second, third] = await ids(Chain.staffAudit);
      await t.db.deleteFrom('staff_audit_log').where('id', '=', second!).execute();
      return third!;
    });
    await expectFound(
      Chain.ledger,
      async () => {
        const last = (await ids(Chain.ledger)).at(-1)!;
        await t.db.deleteFrom('ledger_entries').where('transfer_id', '=', last).execute();
        await t.db.deleteFrom('ledger_transfers').where('id', '=', last).execute();
        return last;
      },
      'head',
    );
  });

  it('names the first of two rows whose order was swapped', async () => {
    for (const chain of [Chain.ledger, Chain.staffAudit] as const) {
      await expectFound(chain, async () => {
        const [, second, third] = await ids(chain);
        const table = TABLE[chain];
        const columns = chain === Chain.ledger ? swappedLedgerColumns : auditColumns;
        const read = (id: number) =>
          sql<Record<string, unknown>>`select * from ${sql.table(table)} where id = ${id}`
            .execute(t.db)
            .then((result) => result.rows[0]!);
        const [a, b] = [await read(second!), await read(third!)];
        // Each row takes the other's contents, hash included: their order in the chain swaps.
        for (const [id, from] of [
          [second!, b],
          [third!, a],
        ] as const) {
          // The idempotency key is unique: the first row takes a placeholder while they swap.
          const values = Object.fromEntries(columns.map((column) => [column, from[column]]));
          if (chain === Chain.ledger && id === second) values.idempotency_key = 'swapping';
          await t.db
            .updateTable(table)
            .set(values as never)
            .where('id', '=', id)
            .execute();
        }
        if (chain === Chain.ledger) {
          await t.db
            .updateTable('ledger_transfers')
            .set({ idempotency_key: b.idempotency_key } as never)
            .where('id', '=', second!)
            .execute();
        }
        return second!;
      });
    }
  });

  it('never forks under 50 concurrent transfers and 50 concurrent audit lines', async () => {
    const before = {
      ledger: (await ids(Chain.ledger)).length,
      audit: (await ids(Chain.staffAudit)).length,
    };
    await Promise.all(
      Array.from({ length: 50 }, (_, n) => [deposit(BigInt(n + 1)), auditLine(100 + n)]).flat(),
    );
    // And inside callers' transactions, interleaved with each other.
    await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        t.db.transaction().execute(async (trx) => {
          counter += 1;
          await t.app.services.ledger.transfer(
            {
              idempotencyKey: `chain-trx-${memberId}-${counter}`,
              kind: TransferKind.deposit,
              from: { system: SystemAccount.paymentClearing },
              to: { memberId, wallet: 'main' },
              amount: 7n,
              reference: `T${n}`,
            },
            trx,
          );
          await t.app.services.audit.record(
            { staff: null, action: 'chain.trx', target: `t:${n}` },
            trx,
          );
        }),
      ),
    );
    expect((await ids(Chain.ledger)).length).toBe(before.ledger + 60);
    expect((await ids(Chain.staffAudit)).length).toBe(before.audit + 60);
    await link();
    for (const chain of [Chain.ledger, Chain.staffAudit] as const) {
      expect((await verify(chain)).ok).toBe(true);
      expect(await linkedInOrder(chain)).toBe(true);
    }
  });
});

describe('the ledger chainer', () => {
  it('reports committed transfers it has not linked yet, without calling them a break', async () => {
    await deposit(11n);
    await deposit(12n);
    const waiting = await verify(Chain.ledger);
    expect(waiting).toMatchObject({ ok: true, unlinked: 2 });
    expect(await link()).toBe(2);
    const linked = await verify(Chain.ledger);
    expect(linked).toMatchObject({ ok: true, unlinked: 0, rows: waiting.rows + 2 });
    expect(linked.headRowId).toBe((await ids(Chain.ledger)).at(-1));
  });

  it('never forks with several chainers running while transfers are written', async () => {
    const before = (await verify(Chain.ledger)).rows;
    await Promise.all([
      ...Array.from({ length: 40 }, (_, n) => deposit(BigInt(n + 1))),
      ...Array.from({ length: 6 }, () => link()),
    ]);
    await Promise.all([link(), link(), link()]);
    const report = await verify(Chain.ledger);
    expect(report).toMatchObject({ ok: true, unlinked: 0, rows: before + 40 });
    expect(await linkedInOrder(Chain.ledger)).toBe(true);
  });

  // Needs a second connection to hold a transaction open: SQLite's one connection cannot.
  it.skipIf(!postgres)(
    'links a transfer that commits after a later one in the order they were linked',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      let lateId = 0;
      // Between two other members, so that it holds none of the accounts the deposit locks.
      const [payer, payee] = [(await createMember(t)).id, (await createMember(t)).id];
      counter += 1;
      await t.app.services.ledger.transfer({
        idempotencyKey: `chain-fund-${payer}-${counter}`,
        kind: TransferKind.deposit,
        from: { system: SystemAccount.paymentClearing },
        to: { memberId: payer, wallet: 'main' },
        amount: 50n,
        reference: 'FUND',
      });
      const late = t.db.transaction().execute(async (trx) => {
        counter += 1;
        const transfer = await t.app.services.ledger.transfer(
          {
            idempotencyKey: `chain-late-${payer}-${counter}`,
            kind: TransferKind.uplineOut,
            from: { memberId: payer, wallet: 'main' },
            to: { memberId: payee, wallet: 'main' },
            amount: 5n,
            reference: 'LATE',
          },
          trx,
        );
        lateId = transfer.transferId;
        written();
        await held;
      });
      await wrote;
      const early = await deposit(6n);
      expect(early.transferId).toBeGreaterThan(lateId);
      await link();
      release();
      await late;
      await link();
      const places = await t.db
        .selectFrom('ledger_transfers')
        .select(['id', 'chain_seq'])
        .where('id', 'in', [lateId, early.transferId])
        .execute();
      const place = (id: number) => Number(places.find((row) => row.id === id)!.chain_seq);
      expect(place(lateId)).toBe(place(early.transferId) + 1);
      expect(await verify(Chain.ledger)).toMatchObject({ ok: true, unlinked: 0 });
      expect(await linkedInOrder(Chain.ledger)).toBe(true);
    },
  );

  it('keeps a tampered transfer found after later transfers are linked after it', async () => {
    const id = (await ids(Chain.ledger))[3]!;
    const restore = await rewriteTransfer(id, 'reference', 'forged');
    await deposit(13n);
    await link();
    expect((await verify(Chain.ledger)).firstBreak).toMatchObject({ rowId: id, reason: 'hash' });
    await restore();
    expect((await verify(Chain.ledger)).ok).toBe(true);
  });
});

describe('signed checkpoints', () => {
  it('verify with the public key, and fail after the checkpoint or its row is changed', async () => {
    const { auditChain } = t.app.services;
    const [ledgerId, auditId] = await auditChain.checkpoint();
    const key = (await import('node:crypto')).createPublicKey(auditChain.publicKeyPem());
    expect(await auditChain.checkCheckpoints(key, ledgerId)).toEqual([
      expect.objectContaining({ id: ledgerId, chain: 'ledger', signature: true, row: true }),
    ]);
    const other = generateKeyPairSync('ed25519').publicKey;
    expect((await auditChain.checkCheckpoints(other, ledgerId))[0]!.signature).toBe(false);

    // A checkpoint rewritten to a forged head no longer matches its signature.
    const checkpoint = await t.db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .where('id', '=', auditId!)
      .executeTakeFirstOrThrow();
    const forged = checkpoint.payload.replace(checkpoint.row_hash, 'f'.repeat(64));
    await t.db
      .updateTable('audit_checkpoints')
      .set({ payload: forged, row_hash: 'f'.repeat(64) })
      .where('id', '=', auditId!)
      .execute();
    expect((await auditChain.checkCheckpoints(key, auditId))[0]).toMatchObject({
      signature: false,
    });
    await t.db
      .updateTable('audit_checkpoints')
      .set({ payload: checkpoint.payload, row_hash: checkpoint.row_hash })
      .where('id', '=', auditId!)
      .execute();

    // The whole chain rewritten after the checkpoint: the signed row no longer holds its hash.
    const rowId = checkpoint.row_id!;
    await t.db
      .updateTable('staff_audit_log')
      .set({ hash: 'e'.repeat(64) } as never)
      .where('id', '=', rowId)
      .execute();
    expect((await auditChain.checkCheckpoints(key, auditId))[0]).toMatchObject({
      signature: true,
      row: false,
    });
    await t.db
      .updateTable('staff_audit_log')
      .set({ hash: checkpoint.row_hash } as never)
      .where('id', '=', rowId)
      .execute();
    expect((await auditChain.checkCheckpoints(key, auditId))[0]).toMatchObject({
      signature: true,
      row: true,
    });
  });

  it('are written by the daily job', async () => {
    const before = await t.db.selectFrom('audit_checkpoints').select('id').execute();
    await t.app.services.recurring.scheduleNext(new Date());
    await t.app.services.jobs.runDue(new Date(Date.now() + 60_000));
    const after = await t.db.selectFrom('audit_checkpoints').select(['id', 'chain']).execute();
    expect(after.length).toBe(before.length + 2);
  });
});

describe('operator calls', () => {
  it('queue a verification run (audited) whose result the status reads', async () => {
    const risk = await staffWithToken(t, 'risk');
    const queued = expectValue(
      await operatorCall(t, 'POST', '/wps/operator/audit/verify', risk.headers, {}),
      auditVerifyValueSchema,
    );
    expect(await auditLines(t, 'audit.verify', `audit-run:${queued.id}`)).toEqual([
      expect.objectContaining({ staff_id: risk.id }),
    ]);
    const status = () =>
      operatorCall(t, 'GET', '/wps/operator/audit/verify', risk.headers).then((response) =>
        expectValue(response, auditChainStatusSchema),
      );
    expect((await status()).lastRun).toMatchObject({ id: queued.id, state: 'queued' });
    await t.app.services.jobs.runDue();
    const done = await status();
    expect(done.lastRun).toMatchObject({ id: queued.id, state: 'done' });
    expect(done.lastRun!.reports!.map((report) => [report.chain, report.ok])).toEqual([
      ['ledger', true],
      ['staff_audit', true],
    ]);
    expect(done.chains.map((chain) => chain.lastCheckpoint?.id ?? null)).not.toContain(null);
    expect(done.publicKey).toContain('BEGIN PUBLIC KEY');

    // A break is reported as the run's outcome, with the row it names.
    const id = (await ids(Chain.staffAudit))[0]!;
    const { ip } = await t.db
      .selectFrom('staff_audit_log')
      .select('ip')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('staff_audit_log')
      .set({ ip: '198.51.100.9' } as never)
      .where('id', '=', id)
      .execute();
    const again = expectValue(
      await operatorCall(t, 'POST', '/wps/operator/audit/verify', risk.headers, {}),
      auditVerifyValueSchema,
    );
    await t.app.services.jobs.runDue();
    const failed = await status();
    expect(failed.lastRun).toMatchObject({ id: again.id, state: 'failed' });
    expect(failed.lastRun!.reports![1]).toMatchObject({
      chain: 'staff_audit',
      ok: false,
      firstBreak: { rowId: id },
    });
    await t.db
      .updateTable('staff_audit_log')
      .set({ ip } as never)
      .where('id', '=', id)
      .execute();
    expect((await verify(Chain.staffAudit)).ok).toBe(true);
  });

  it('list the checkpoints with the public key', async () => {
    const risk = await staffWithToken(t, 'risk');
    const value = expectValue(
      await operatorCall(t, 'GET', '/wps/operator/audit/checkpoints', risk.headers),
      auditCheckpointsValueSchema,
    );
    expect(value.list.length).toBeGreaterThan(0);
    const [newest] = value.list;
    const key = (await import('node:crypto')).createPublicKey(value.publicKey);
    expect(
      (await import('node:crypto')).verify(
        null,
        Buffer.from(newest!.payload),
        key,
        Buffer.from(newest!.signature, 'base64'),
      ),
    ).toBe(true);
  });

  it('refuse roles without audit.verify', async () => {
    for (const role of ['viewer', 'finance', 'cs'] as const) {
      const staff = await staffWithToken(t, role);
      for (const [method, url] of [
        ['POST', '/wps/operator/audit/verify'],
        ['GET', '/wps/operator/audit/verify'],
        ['GET', '/wps/operator/audit/checkpoints'],
      ] as const) {
        expectError(
          await operatorCall(t, method, url, staff.headers, method === 'POST' ? {} : undefined),
          403,
          'STAFF_FORBIDDEN',
        );
      }
    }
    expectError(
      await operatorCall(t, 'GET', '/wps/operator/audit/verify'),
      401,
      'STAFF_NOT_LOGGED_IN',
    );
  });
});

describe('admin audit commands', () => {
  const admin = (...argv: string[]) =>
    runAdminCommand(argv, { db: t.db, config: t.config, services: t.app.services });

  it('verify prints each chain, and fails naming the first bad row', async () => {
    await link();
    expect(await admin('audit', 'verify')).toMatch(/ledger: ok, \d+ rows/);
    const id = (await ids(Chain.ledger))[1]!;
    const restore = await rewriteTransfer(id, 'memo', 'rewritten');
    const failure = await admin('audit', 'verify').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommandFailed);
    expect((failure as Error).message).toContain(`first bad row: ledger_transfers id ${id}`);
    await restore();
  });

  it('checkpoint-verify checks with a public key file', async () => {
    await admin('audit', 'checkpoint');
    const file = path.join(os.tmpdir(), `audit-public-${process.pid}.pem`);
    await writeFile(file, await admin('audit', 'public-key'));
    expect(await admin('audit', 'checkpoint-verify', '--public-key', file)).toMatch(
      /signature ok, row ok/,
    );
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' });
    await writeFile(file, other);
    await expect(admin('audit', 'checkpoint-verify', '--public-key', file)).rejects.toBeInstanceOf(
      CommandFailed,
    );
  });

  it('exits 1 from the shell when a chain is broken, and 0 when it is whole', async () => {
    const serverRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
    const env = {
      ...process.env,
      SQLITE_PATH: t.config.SQLITE_PATH,
      DATABASE_URL: t.config.DATABASE_URL ?? '',
      LOG_LEVEL: 'silent',
    };
    const run = (argv: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/cli/admin.ts', ...argv],
        {
          cwd: serverRoot,
          env,
        },
      );
    const id = (await ids(Chain.staffAudit))[0]!;
    const row = await t.db
      .selectFrom('staff_audit_log')
      .select('target')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('staff_audit_log')
      .set({ target: 'thing:forged' } as never)
      .where('id', '=', id)
      .execute();
    const failed = await run(['audit', 'verify']).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stdout: string }).stdout).toContain(`staff_audit_log id ${id}`);
    await t.db
      .updateTable('staff_audit_log')
      .set({ target: row.target } as never)
      .where('id', '=', id)
      .execute();
    const { stdout } = await run(['audit', 'verify']);
    expect(stdout).toContain('staff_audit: ok');
  }, 120_000);
});
