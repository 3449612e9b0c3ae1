import { z } from 'zod';
import { operatorListQuery, operatorPageSchema } from './operator-list.js';

/**
 * Identity checks (decision 053): the member uploads four documents, a risk analyst verifies
 * them (entering the birthday the document shows) or rejects them with a reason the member
 * reads. A withdrawal above the site's thresholds waits for a verified member.
 */

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'selfie', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The member's state: no submission yet, waiting for review, verified, or rejected. */
export const KYC_STATES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** A document: uploaded but not yet submitted, under review, accepted or rejected. */
export const KYC_DOCUMENT_STATES = ['uploaded', 'pending', 'accepted', 'rejected'] as const;
export type KycDocumentState = (typeof KYC_DOCUMENT_STATES)[number];

/** Why a reviewer rejected a document; the member reads each in their language. */
export const KYC_REJECTION_REASONS = [
  'unreadable',
  'expired',
  'name_mismatch',
  'selfie_mismatch',
  'address_not_accepted',
  'under_age',
  'other',
] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

/** The image types of every document; the proof of address may also be a PDF. */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const KYC_ADDRESS_TYPES = [...KYC_IMAGE_TYPES, 'application/pdf'] as const;
export const kycAcceptedTypes = (kind: KycDocumentKind): readonly string[] =>
  kind === 'address' ? KYC_ADDRESS_TYPES : KYC_IMAGE_TYPES;

/** The largest file size a site may allow (the setting is at most this). */
export const KYC_FILE_MAX_BYTES_LIMIT = 20 * 1024 * 1024;
export const KYC_NOTE_MAX = 500;

export const kycDocumentKindParamsSchema = z.strictObject({ kind: z.enum(KYC_DOCUMENT_KINDS) });

/** POST /wps/member/kyc/documents/:kind: the file as a base64 data URL. */
export const kycUploadPayloadSchema = z.strictObject({
  file: z.string().min(1),
});

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  state: z.enum(KYC_DOCUMENT_STATES),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  rejectionReason: z.enum(KYC_REJECTION_REASONS).nullable(),
  rejectionNote: z.string().nullable(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** GET /wps/member/kyc. */
export const memberKycSchema = z.object({
  state: z.enum(KYC_STATES),
  /** The current document of each kind the member has uploaded. */
  documents: z.array(kycDocumentSchema),
  rejectionReason: z.enum(KYC_REJECTION_REASONS).nullable(),
  rejectionNote: z.string().nullable(),
  /** A withdrawal above this needs a verified member. */
  withdrawalThreshold: z.number(),
  /** Once the member's withdrawals in total pass this, a verified member. */
  lifetimeThreshold: z.number(),
  maxFileBytes: z.number().int(),
});
export type MemberKyc = z.infer<typeof memberKycSchema>;

/** The `value` of a KYC_REQUIRED refusal. */
export const kycRequiredValueSchema = z.object({
  reason: z.enum(['amount', 'lifetime']),
  threshold: z.number(),
  state: z.enum(KYC_STATES),
});
export type KycRequiredValue = z.infer<typeof kycRequiredValueSchema>;

/** The site's KYC settings as the console edits them (amounts in major units). */
export const kycSettingsSchema = z.strictObject({
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  withdrawalThreshold: z.number().min(0).max(1_000_000_000),
  lifetimeThreshold: z.number().min(0).max(1_000_000_000),
  maxFileBytes: z
    .number()
    .int()
    .min(64 * 1024)
    .max(KYC_FILE_MAX_BYTES_LIMIT),
});
export type KycSettings = z.infer<typeof kycSettingsSchema>;

// Operator calls

export const kycCaseIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });
export const kycDocumentIdParamsSchema = z.strictObject({ id: z.coerce.number().int().min(1) });

export const KYC_CASE_STATES = ['pending', 'verified', 'rejected'] as const;
export type KycCaseState = (typeof KYC_CASE_STATES)[number];

/** GET /wps/operator/kyc/cases: pending first, oldest first. */
export const kycQueueQuerySchema = z.strictObject({
  ...operatorListQuery,
  state: z.enum(KYC_CASE_STATES).optional(),
  /** Prefix of the member's username. */
  username: z.string().trim().min(1).max(64).optional(),
});
export type KycQueueQuery = z.infer<typeof kycQueueQuerySchema>;

export const kycCaseRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  state: z.enum(KYC_CASE_STATES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.enum(KYC_REJECTION_REASONS).nullable(),
});
export type KycCaseRow = z.infer<typeof kycCaseRowSchema>;
export const kycQueuePageSchema = operatorPageSchema(kycCaseRowSchema);
export type KycQueuePage = z.infer<typeof kycQueuePageSchema>;

/** GET /wps/operator/kyc/cases/:id: the case with the member's profile. */
export const kycCaseSchema = kycCaseRowSchema.extend({
  rejectionNote: z.string().nullable(),
  birthday: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  member: z.object({
    realName: z.string().nullable(),
    birthday: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    currency: z.string(),
    registeredAt: z.string(),
    registerIp: z.string().nullable(),
    /** Every withdrawal that was not rejected or refunded, in major units. */
    withdrawalsTotal: z.number(),
  }),
  minimumAge: z.number().int(),
});
export type KycCase = z.infer<typeof kycCaseSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a date');

/** POST /wps/operator/kyc/cases/:id/verify: the birthday read from the document. */
export const kycVerifyPayloadSchema = z.strictObject({ birthday: isoDay });
export type KycVerifyPayload = z.infer<typeof kycVerifyPayloadSchema>;

/** POST /wps/operator/kyc/cases/:id/reject: the documents rejected; the others are accepted. */
export const kycRejectPayloadSchema = z.strictObject({
  reason: z.enum(KYC_REJECTION_REASONS),
  note: z.string().trim().max(KYC_NOTE_MAX).optional(),
  documentIds: z.array(z.number().int().min(1)).min(1).max(4),
  /** The birthday read from the document, when it is the reason (under age). */
  birthday: isoDay.optional(),
});
export type KycRejectPayload = z.infer<typeof kycRejectPayloadSchema>;

/** The one line of the member page (members.read). */
export const memberKycStateSchema = z.object({
  state: z.enum(KYC_STATES),
  birthday: z.string().nullable(),
});
