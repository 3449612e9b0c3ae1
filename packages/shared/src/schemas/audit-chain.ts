import { z } from 'zod';

/** The tamper-evident chains of the audit log and the ledger (decision 055). */
export const AUDIT_CHAINS = ['ledger', 'staff_audit'] as const;

export const chainBreakSchema = z.object({
  /** The first row that does not match (or the head's row when rows at the end are gone). */
  rowId: z.number().int(),
  previousRowId: z.number().int().nullable(),
  expected: z.string(),
  stored: z.string().nullable(),
  reason: z.enum(['hash', 'head']),
});

export const chainReportSchema = z.object({
  chain: z.enum(AUDIT_CHAINS),
  ok: z.boolean(),
  rows: z.number().int(),
  headRowId: z.number().int().nullable(),
  headHash: z.string(),
  firstBreak: chainBreakSchema.nullable(),
  /** Ledger transfers committed but not linked into the chain yet (linked within a second). */
  unlinked: z.number().int().default(0),
});
export type ChainReportValue = z.infer<typeof chainReportSchema>;

/** GET /wps/operator/audit/verify: each chain's head and last checkpoint, the last run. */
export const auditChainStatusSchema = z.object({
  chains: z.array(
    z.object({
      chain: z.enum(AUDIT_CHAINS),
      headRowId: z.number().int().nullable(),
      headHash: z.string(),
      lastCheckpoint: z
        .object({
          id: z.number().int(),
          rowId: z.number().int().nullable(),
          hash: z.string(),
          createdAt: z.string(),
        })
        .nullable(),
    }),
  ),
  lastRun: z
    .object({
      id: z.number().int(),
      /** queued: waiting for the job runner; done: every chain whole; failed: a break found. */
      state: z.enum(['queued', 'done', 'failed']),
      requestedAt: z.string(),
      finishedAt: z.string().nullable(),
      reports: z.array(chainReportSchema).nullable(),
    })
    .nullable(),
  /** The Ed25519 public key (SPKI PEM) that checks the checkpoints. */
  publicKey: z.string(),
});
export type AuditChainStatusValue = z.infer<typeof auditChainStatusSchema>;

/** POST /wps/operator/audit/verify: the run queued. */
export const auditVerifyValueSchema = z.object({ id: z.number().int() });

/** GET /wps/operator/audit/checkpoints: the newest signed heads and the key that checks them. */
export const auditCheckpointsValueSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      chain: z.string(),
      rowId: z.number().int().nullable(),
      hash: z.string(),
      /** The exact text signed. */
      payload: z.string(),
      /** Base64 of the Ed25519 signature. */
      signature: z.string(),
      createdAt: z.string(),
    }),
  ),
  publicKey: z.string(),
});
export type AuditCheckpointsValue = z.infer<typeof auditCheckpointsValueSchema>;
