import { majorNumber } from '@portal/shared/money';
import type { KycDocument, KycState, MemberKyc } from '@portal/shared/schemas/kyc';
import { toIsoString } from '../../db/time.js';
import type { KycSetting } from '../../platform/settings/settings.definitions.js';
import type { KycCaseRow, KycDocumentRow } from './kyc.repository.js';

export const toKycDocument = (row: KycDocumentRow): KycDocument => ({
  id: row.id,
  kind: row.kind,
  state: row.status,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  uploadedAt: toIsoString(row.created_at),
  rejectionReason: row.rejection_reason,
  rejectionNote: row.rejection_note,
});

/** The member's state is their newest case's; no case yet is `unverified`. */
export const kycStateOf = (latest: Pick<KycCaseRow, 'status'> | undefined): KycState =>
  latest?.status ?? 'unverified';

export function toMemberKyc(
  latest: KycCaseRow | undefined,
  documents: KycDocumentRow[],
  setting: KycSetting,
): MemberKyc {
  const rejected = latest?.status === 'rejected';
  return {
    state: kycStateOf(latest),
    documents: documents.map(toKycDocument),
    rejectionReason: rejected ? latest.rejection_reason : null,
    rejectionNote: rejected ? latest.rejection_note : null,
    withdrawalThreshold: majorNumber(setting.withdrawalThresholdMinor),
    lifetimeThreshold: majorNumber(setting.lifetimeThresholdMinor),
    maxFileBytes: setting.maxFileBytes,
  };
}
