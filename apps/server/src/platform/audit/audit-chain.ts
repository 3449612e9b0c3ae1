import { createHash } from 'node:crypto';
import { toIsoString } from '../../db/time.js';

/**
 * The tamper-evident chains (decision 055): every row of a chained log carries
 * `hash = SHA-256(previous hash || canonical form of the row)`, so changing, removing or
 * reordering any row breaks every hash after it.
 */
export const Chain = { ledger: 'ledger', staffAudit: 'staff_audit' } as const;
export type ChainName = (typeof Chain)[keyof typeof Chain];
export const CHAINS: readonly ChainName[] = [Chain.ledger, Chain.staffAudit];

/** The job kind of a verification run asked from the console. */
export const AUDIT_VERIFY_JOB = 'audit.verify';

/** The previous hash of a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

type Field = string | number | bigint | null;

/**
 * One field: `~` for null, otherwise `<length in UTF-8 bytes>:<text>`; integers (money in minor
 * units included) in base 10, times as ISO 8601 UTC with milliseconds. The length prefix makes
 * the concatenation unambiguous whatever the text holds.
 */
export function canonicalField(value: Field): string {
  if (value === null) return '~';
  const text = typeof value === 'string' ? value : value.toString();
  return `${Buffer.byteLength(text, 'utf8')}:${text}`;
}

const canonical = (fields: Field[]) => fields.map(canonicalField).join('');

/** The next hash: SHA-256 of the UTF-8 bytes of the previous hash (hex) and the canonical form. */
export function chainHash(previous: string, canonicalForm: string): string {
  return createHash('sha256')
    .update(previous + canonicalForm, 'utf8')
    .digest('hex');
}

export interface LedgerTransferFields {
  idempotency_key: string;
  request_hash: string;
  kind: string;
  from_account_id: number;
  to_account_id: number;
  amount: bigint | number | string;
  currency: string;
  reference: string;
  memo: string;
  created_at: Date | string;
}

/** A ledger transfer's canonical form (the row id is not part of it: its place in the chain is). */
export function ledgerCanonical(row: LedgerTransferFields): string {
  return canonical([
    Chain.ledger,
    row.idempotency_key,
    row.request_hash,
    row.kind,
    row.from_account_id,
    row.to_account_id,
    BigInt(row.amount),
    row.currency,
    row.reference,
    row.memo,
    toIsoString(row.created_at),
  ]);
}

export interface AuditLineFields {
  staff_id: number | null;
  action: string;
  target: string;
  details: string;
  ip: string | null;
  created_at: Date | string;
}

/** An audit line's canonical form; `details` as the JSON text stored. */
export function auditCanonical(row: AuditLineFields): string {
  return canonical([
    Chain.staffAudit,
    row.staff_id,
    row.action,
    row.target,
    row.details,
    row.ip,
    toIsoString(row.created_at),
  ]);
}
