import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { Operator } from '../operators/operator-routes.js';
import type { AuditLog } from './audit-log.js';
import {
  AUDIT_VERIFY_JOB,
  auditCanonical,
  Chain,
  chainHash,
  CHAINS,
  GENESIS_HASH,
  ledgerCanonical,
  type AuditLineFields,
  type ChainName,
  type LedgerTransferFields,
} from './audit-chain.js';
import { AuditChainRepository } from './audit-chain.repository.js';
import type { LedgerChainer } from './ledger-chainer.js';

/** Rows read per page while verifying: memory stays flat whatever the log's length. */
const PAGE = 2000;

/** The first row of a chain that does not match, and why. */
export interface ChainBreak {
  /** The row whose stored hash differs, or the head's row when rows after the last are gone. */
  rowId: number;
  /** The row before it in the chain (null for the first). */
  previousRowId: number | null;
  expected: string;
  /** Null when the row is missing or has no hash. */
  stored: string | null;
  reason: 'hash' | 'head';
}

export interface ChainReport {
  chain: ChainName;
  ok: boolean;
  rows: number;
  headRowId: number | null;
  headHash: string;
  firstBreak: ChainBreak | null;
  /** Ledger transfers committed but not linked yet (the chainer links them within a second). */
  unlinked: number;
}

export interface CheckpointCheck {
  id: number;
  chain: string;
  rowId: number | null;
  signature: boolean;
  /** The row still holds the hash signed (a chain with no rows yet counts as holding it). */
  row: boolean;
}

/**
 * The Ed25519 key that signs checkpoints: AUDIT_SIGNING_KEY (PKCS#8, PEM or base64 of DER), or
 * one made for this process when unset (development: its checkpoints verify only with the public
 * key it printed).
 */
export function loadSigningKey(
  configured: string | undefined,
  notice?: (message: string) => void,
): KeyObject {
  if (!configured) {
    notice?.(
      'AUDIT_SIGNING_KEY is not set: audit checkpoints are signed with a key made for this process',
    );
    return generateKeyPairSync('ed25519').privateKey;
  }
  const key = configured.includes('-----BEGIN')
    ? createPrivateKey(configured)
    : createPrivateKey({ key: Buffer.from(configured, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('AUDIT_SIGNING_KEY is not Ed25519');
  return key;
}

/** A public key from PEM (SPKI) or base64 of its DER. */
export function parsePublicKey(text: string): KeyObject {
  const key = text.includes('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text.trim(), 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('Not an Ed25519 public key');
  return key;
}

/** The exact text a checkpoint signs. */
export function checkpointPayload(
  chain: ChainName,
  rowId: number | null,
  hash: string,
  at: string,
): string {
  return JSON.stringify({ chain, rowId, hash, at });
}

const canonicalOf = (chain: ChainName, row: unknown) =>
  chain === Chain.ledger
    ? ledgerCanonical(row as LedgerTransferFields)
    : auditCanonical(row as AuditLineFields);

/**
 * The chains of decision 055 checked and anchored: `verify` recomputes a chain from its first
 * row and names the first that does not match; `checkpoint` signs each chain's head, so a
 * rewrite of the whole chain after it is found too.
 */
export class AuditChainService {
  readonly repository: AuditChainRepository;
  private readonly publicKey: KeyObject;

  constructor(
    private readonly db: DB,
    private readonly signingKey: KeyObject,
    private readonly deps: { jobs: JobRunner; audit: AuditLog; ledgerChainer: LedgerChainer },
  ) {
    this.repository = new AuditChainRepository(db);
    this.publicKey = createPublicKey(signingKey);
  }

  /** The public key that checks the checkpoints, as PEM (SPKI). */
  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  /**
   * Recomputes the chain up to the head read at the start (rows linked meanwhile are the next
   * run's), a page at a time, in the chain's order. `onProgress` hears the rows checked so far.
   */
  async verify(chain: ChainName, onProgress?: (rows: number) => void): Promise<ChainReport> {
    const head = await this.repository.head(chain);
    const through = Number((chain === Chain.ledger ? head.last_seq : head.last_id) ?? 0);
    const unlinked = chain === Chain.ledger ? await this.repository.unlinked() : 0;
    let previous = GENESIS_HASH;
    let previousId: number | null = null;
    let place = 0;
    let rows = 0;
    const report = (firstBreak: ChainBreak | null): ChainReport => ({
      chain,
      ok: firstBreak === null,
      rows,
      headRowId: head.last_id,
      headHash: head.last_hash,
      firstBreak,
      unlinked,
    });
    for (;;) {
      const page = await this.repository.rows(chain, place, through, PAGE);
      for (const row of page) {
        const expected = chainHash(previous, canonicalOf(chain, row));
        if (row.hash !== expected) {
          return report({
            rowId: row.id,
            previousRowId: previousId,
            expected,
            stored: row.hash,
            reason: 'hash',
          });
        }
        previous = expected;
        previousId = row.id;
        place = Number(row.place);
        rows += 1;
      }
      onProgress?.(rows);
      if (page.length < PAGE) break;
    }
    if (previousId !== head.last_id || previous !== head.last_hash) {
      // Rows at the end are gone, or the head was moved: the head names what should be there.
      const stored =
        head.last_id === null ? previous : await this.repository.rowHash(chain, head.last_id);
      return report({
        rowId: head.last_id ?? 0,
        previousRowId: previousId,
        expected: head.last_hash,
        stored: stored ?? null,
        reason: 'head',
      });
    }
    return report(null);
  }

  async verifyAll(): Promise<ChainReport[]> {
    const reports: ChainReport[] = [];
    for (const chain of CHAINS) reports.push(await this.verify(chain));
    return reports;
  }

  /** Signs and stores each chain's head now (the daily job; the admin command on demand). */
  async checkpoint(now: Date = new Date()): Promise<number[]> {
    // Every transfer committed so far is linked first, so the signed head covers it.
    await this.deps.ledgerChainer.linkAll();
    const ids: number[] = [];
    const publicKey = this.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    for (const chain of CHAINS) {
      const head = await this.repository.head(chain);
      const at = nowIso(now);
      const payload = checkpointPayload(chain, head.last_id, head.last_hash, at);
      ids.push(
        await this.repository.insertCheckpoint({
          chain,
          row_id: head.last_id,
          row_hash: head.last_hash,
          payload,
          signature: sign(null, Buffer.from(payload, 'utf8'), this.signingKey).toString('base64'),
          public_key: publicKey,
          created_at: at,
        }),
      );
    }
    return ids;
  }

  /** The newest checkpoints first. */
  async checkpoints(limit = 50) {
    const rows = await this.repository.checkpoints(limit);
    return rows.map((row) => ({
      id: row.id,
      chain: row.chain,
      rowId: row.row_id,
      hash: row.row_hash,
      payload: row.payload,
      signature: row.signature,
      createdAt: toIsoString(row.created_at),
    }));
  }

  /**
   * Checks checkpoints with a public key only: the signature over the stored payload, the
   * payload against the columns, and that the chain's row still holds the hash signed.
   */
  async checkCheckpoints(publicKey: KeyObject, id?: number): Promise<CheckpointCheck[]> {
    const rows = await this.repository.checkpoints(id === undefined ? 1_000_000 : 1, id);
    const checks: CheckpointCheck[] = [];
    for (const row of rows) {
      const chain = row.chain as ChainName;
      const signed = verify(
        null,
        Buffer.from(row.payload, 'utf8'),
        publicKey,
        Buffer.from(row.signature, 'base64'),
      );
      const payload = JSON.parse(row.payload) as {
        chain: string;
        rowId: number | null;
        hash: string;
      };
      const sameAsColumns =
        payload.chain === row.chain &&
        payload.rowId === row.row_id &&
        payload.hash === row.row_hash;
      const stored =
        payload.rowId === null
          ? payload.hash === GENESIS_HASH
            ? payload.hash
            : null
          : await this.repository.rowHash(chain, payload.rowId);
      checks.push({
        id: row.id,
        chain: row.chain,
        rowId: row.row_id,
        signature: signed && sameAsColumns,
        row: stored === payload.hash,
      });
    }
    return checks;
  }

  /**
   * Queues a verification run for the job runner (a long log takes a while); `status` reads its
   * result. The run, its job and the audit line commit together.
   */
  requestVerification(operator: Operator): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const id = await this.repository.insertVerification(operator.staff.id, trx);
      await this.deps.jobs.schedule(
        { kind: AUDIT_VERIFY_JOB, runAt: new Date(), payload: { verificationId: id } },
        trx,
      );
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'audit.verify',
          target: `audit-run:${id}`,
          ip: operator.ip,
        },
        trx,
      );
      return id;
    });
  }

  /** The job: verifies both chains and stores the outcome on the run. */
  async runVerification(id: number): Promise<void> {
    const reports = await this.verifyAll();
    await this.repository.finishVerification(
      id,
      reports.every((report) => report.ok) ? 'done' : 'failed',
      JSON.stringify(reports),
      nowIso(),
    );
  }

  /** What the console shows: the last run, each chain's head and last checkpoint. */
  async status() {
    const last = await this.repository.lastVerification();
    const chains = [];
    for (const chain of CHAINS) {
      const head = await this.repository.head(chain);
      const checkpoint = await this.repository.lastCheckpoint(chain);
      chains.push({
        chain,
        headRowId: head.last_id,
        headHash: head.last_hash,
        lastCheckpoint: checkpoint
          ? {
              id: checkpoint.id,
              rowId: checkpoint.row_id,
              hash: checkpoint.row_hash,
              createdAt: toIsoString(checkpoint.created_at),
            }
          : null,
      });
    }
    return {
      chains,
      lastRun: last
        ? {
            id: last.id,
            state: last.state,
            requestedAt: toIsoString(last.created_at),
            finishedAt: last.finished_at ? toIsoString(last.finished_at) : null,
            reports: last.result ? (JSON.parse(last.result) as ChainReport[]) : null,
          }
        : null,
      publicKey: this.publicKeyPem(),
    };
  }
}
