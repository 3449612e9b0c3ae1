import {
  KYC_DOCUMENT_KINDS,
  kycAcceptedTypes,
  type KycDocumentKind,
  type MemberKyc,
} from '@portal/shared/schemas/kyc';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { parseUploadDataUrl, type UploadFileType } from '../../lib/image-upload.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { DocumentStore } from './document-store.js';
import type { KycRepository } from './kyc.repository.js';
import { toMemberKyc } from './kyc-view.js';

export interface KycDeps {
  db: DB;
  repository: KycRepository;
  store: DocumentStore;
  settings: Pick<SettingsService, 'get'>;
}

/** PostgreSQL names the partial index; SQLite names the column. */
const isSecondPending = (error: unknown) =>
  isUniqueViolation(error, 'kyc_cases_one_pending') ||
  isUniqueViolation(error, 'kyc_cases.member_id');

/**
 * The member's side of identity checks: the four documents, each checked by its bytes and size,
 * then one submission for review. While a case is pending or once verified, nothing changes;
 * after a rejection the member replaces what was rejected and submits again.
 */
export class KycService {
  constructor(private readonly deps: KycDeps) {}

  async view(memberId: number): Promise<MemberKyc> {
    const { repository, settings } = this.deps;
    const [latest, documents, setting] = await Promise.all([
      repository.latestCase(memberId),
      repository.currentDocuments(memberId),
      settings.get('kyc'),
    ]);
    return toMemberKyc(latest, documents, setting);
  }

  private async assertOpen(
    memberId: number,
    executor?: Parameters<KycRepository['latestCase']>[1],
  ) {
    const latest = await this.deps.repository.latestCase(memberId, executor);
    if (latest?.status === 'pending' || latest?.status === 'verified') {
      throw new AppError('KYC_LOCKED');
    }
  }

  async upload(memberId: number, kind: KycDocumentKind, dataUrl: string): Promise<MemberKyc> {
    const { repository, store, settings } = this.deps;
    await this.assertOpen(memberId);
    const { maxFileBytes } = await settings.get('kyc');
    const file = parseUploadDataUrl(dataUrl, {
      path: 'file',
      maxBytes: maxFileBytes,
      types: kycAcceptedTypes(kind) as readonly UploadFileType[],
      code: 'KYC_FILE_INVALID',
    });
    const stored = await store.save(file.data);
    await repository.insertDocument({
      memberId,
      kind,
      contentType: file.contentType,
      sizeBytes: file.data.length,
      sha256: stored.sha256,
      storageName: stored.storageName,
      at: nowIso(),
    });
    return this.view(memberId);
  }

  /** Submits the current four documents for review: a new pending case. */
  async submit(memberId: number): Promise<MemberKyc> {
    const { db, repository } = this.deps;
    try {
      await inTransaction(db, async (trx) => {
        await this.assertOpen(memberId, trx);
        const documents = await repository.currentDocuments(memberId, trx);
        const byKind = new Map(documents.map((document) => [document.kind, document]));
        const ids = {} as Record<KycDocumentKind, number>;
        for (const kind of KYC_DOCUMENT_KINDS) {
          const document = byKind.get(kind);
          if (!document || document.status === 'rejected') {
            throw new AppError('KYC_INCOMPLETE', {}, [{ path: kind, reason: 'missing' }]);
          }
          ids[kind] = document.id;
        }
        await repository.insertCase(memberId, ids, nowIso(), trx);
        const fresh = documents.filter((document) => document.status === 'uploaded');
        await repository.setDocumentStates(
          fresh.map((document) => document.id),
          'pending',
          {},
          trx,
        );
      });
    } catch (error) {
      // Two submissions at once: the other one made the pending case.
      if (isSecondPending(error)) throw new AppError('KYC_LOCKED');
      throw error;
    }
    return this.view(memberId);
  }
}
