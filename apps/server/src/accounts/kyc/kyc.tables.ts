import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../../db/columns.js';
import type {
  KycCaseState,
  KycDocumentKind,
  KycDocumentState,
  KycRejectionReason,
} from '@portal/shared/schemas/kyc';

type Created = ColumnType<Date | string, string | undefined, never>;

/** One uploaded file: never deleted, so the record shows what was reviewed. */
export interface KycDocumentsTable {
  id: Generated<number>;
  member_id: number;
  kind: KycDocumentKind;
  status: KycDocumentState;
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** The random file name under KYC_STORAGE_DIR. */
  storage_name: string;
  rejection_reason: KycRejectionReason | null;
  rejection_note: string | null;
  created_at: Created;
  decided_at: NullableTimestamp;
}

/** One submission of the four documents and its decision. */
export interface KycCasesTable {
  id: Generated<number>;
  member_id: number;
  status: KycCaseState;
  id_front_id: number;
  id_back_id: number;
  selfie_id: number;
  address_id: number;
  submitted_at: Created;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  birthday: string | null;
  rejection_reason: KycRejectionReason | null;
  rejection_note: string | null;
}

export interface KycTables {
  kyc_documents: KycDocumentsTable;
  kyc_cases: KycCasesTable;
}
