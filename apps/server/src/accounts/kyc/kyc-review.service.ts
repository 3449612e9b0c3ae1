import { majorNumber } from '@portal/shared/money';
import type {
  KycCase,
  KycCaseRow as KycCaseRowValue,
  KycQueuePage,
  KycQueueQuery,
  KycRejectPayload,
  KycSettings,
} from '@portal/shared/schemas/kyc';
import type { DB } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { parseAmount } from '../../lib/amount.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields } from '../../lib/changed-fields.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { MembersRepository } from '../../platform/members/members.repository.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { KycSetting } from '../../platform/settings/settings.definitions.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import { isOfAge } from './age-rule.js';
import type { DocumentStore } from './document-store.js';
import type { KycCaseView, KycRepository } from './kyc.repository.js';
import { kycStateOf, toKycDocument } from './kyc-view.js';

export interface KycReviewDeps {
  db: DB;
  repository: KycRepository;
  store: DocumentStore;
  settings: Pick<SettingsService, 'get' | 'getMany' | 'set'>;
  audit: Pick<AuditLog, 'record'>;
  members: Pick<MembersRepository, 'setBirthday'>;
}

const DEFAULT_PAGE_SIZE = 20;

const documentIdsOf = (row: KycCaseView) => [
  row.id_front_id,
  row.id_back_id,
  row.selfie_id,
  row.address_id,
];

const toCaseRow = (row: KycCaseView): KycCaseRowValue => ({
  id: row.id,
  memberId: row.member_id,
  username: row.username,
  state: row.status,
  submittedAt: toIsoString(row.submitted_at),
  decidedAt: row.decided_at === null ? null : toIsoString(row.decided_at),
  decidedBy: row.decided_by_name,
  rejectionReason: row.rejection_reason,
});

const toSettings = (setting: KycSetting): KycSettings => ({
  minimumAge: setting.minimumAge,
  withdrawalThreshold: majorNumber(setting.withdrawalThresholdMinor),
  lifetimeThreshold: majorNumber(setting.lifetimeThresholdMinor),
  maxFileBytes: setting.maxFileBytes,
});

/** Today as yyyy-MM-dd in UTC: the day the age rule is checked on. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The reviewer's side (kyc.review): the queue, one case with the member's profile, the files
 * (each view audited), and the decision, audited in its own transaction. A decision is refused
 * once another reviewer has made one.
 */
export class KycReviewService {
  constructor(private readonly deps: KycReviewDeps) {}

  async queue(query: KycQueueQuery): Promise<KycQueuePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { rows, total } = await this.deps.repository.queue(
      { state: query.state, usernamePrefix: query.username },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return { list: rows.map(toCaseRow), page, pageSize, total };
  }

  async case(id: number): Promise<KycCase> {
    const { repository } = this.deps;
    const row = await repository.findCase(id);
    if (!row) throw new AppError('NOT_FOUND');
    const [documents, profile, withdrawals, minimumAge] = await Promise.all([
      repository.documentsByIds(documentIdsOf(row)),
      repository.memberProfile(row.member_id),
      repository.withdrawalsTotal(row.member_id),
      this.minimumAge(),
    ]);
    if (!profile) throw new AppError('NOT_FOUND');
    return {
      ...toCaseRow(row),
      rejectionNote: row.rejection_note,
      birthday: row.birthday,
      documents: documents.map(toKycDocument),
      member: {
        realName: profile.payee_name,
        birthday: profile.birthday,
        email: profile.email,
        mobile: profile.mobile_num,
        currency: profile.currency,
        registeredAt: toIsoString(profile.created_at),
        registerIp: profile.register_ip,
        withdrawalsTotal: majorNumber(withdrawals),
      },
      minimumAge,
    };
  }

  /**
   * The age the check asks: the site's minimum (spec section 5, 18 or 21 on the site screen),
   * or the identity checks' own when that is higher.
   */
  private async minimumAge(): Promise<number> {
    const { kyc, site } = await this.deps.settings.getMany(['kyc', 'site']);
    return Math.max(kyc.minimumAge, site.minimumAge);
  }

  /** A document's bytes, for `kyc.review` staff only; who viewed which document is audited. */
  async file(operator: Operator, documentId: number) {
    const { repository, store, audit, db } = this.deps;
    const document = await repository.findDocument(documentId);
    if (!document) throw new AppError('NOT_FOUND');
    const data = await store.read(document.storage_name);
    await inTransaction(db, (trx) =>
      audit.record(
        {
          staff: operator.staff,
          action: 'kyc.document.view',
          target: `member:${document.member_id}`,
          details: { documentId, kind: document.kind, sha256: document.sha256 },
          ip: operator.ip,
        },
        trx,
      ),
    );
    return { contentType: document.content_type, data };
  }

  /** Verifies a pending case: the birthday read from the document must meet the age rule. */
  async verify(operator: Operator, id: number, birthday: string): Promise<KycCase> {
    const minimumAge = await this.minimumAge();
    if (!isOfAge(birthday, minimumAge, today())) {
      throw new AppError('KYC_UNDER_AGE', { age: minimumAge }, [
        { path: 'birthday', reason: 'under_age' },
      ]);
    }
    await this.decide(id, async (row, trx, at) => {
      const { repository, audit } = this.deps;
      await this.settle(row, trx, {
        state: 'verified',
        staffId: operator.staff.id,
        at,
        birthday,
        reason: null,
        note: null,
      });
      await repository.setDocumentStates(documentIdsOf(row), 'accepted', { at }, trx);
      await this.deps.members.setBirthday(row.member_id, birthday, at, trx);
      await audit.record(
        {
          staff: operator.staff,
          action: 'kyc.verify',
          target: `member:${row.member_id}`,
          details: { caseId: id, birthday, minimumAge },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.case(id);
  }

  /** Rejects a pending case: the listed documents are rejected, the others accepted. */
  async reject(operator: Operator, id: number, payload: KycRejectPayload): Promise<KycCase> {
    const note = payload.note ? payload.note : null;
    await this.decide(id, async (row, trx, at) => {
      const { repository, audit } = this.deps;
      const ids = documentIdsOf(row);
      const rejected = [...new Set(payload.documentIds)];
      if (rejected.some((documentId) => !ids.includes(documentId))) {
        throw new AppError('VALIDATION_FAILED', {}, [
          { path: 'documentIds', reason: 'not_in_case' },
        ]);
      }
      await this.settle(row, trx, {
        state: 'rejected',
        staffId: operator.staff.id,
        at,
        birthday: payload.birthday ?? null,
        reason: payload.reason,
        note,
      });
      await repository.setDocumentStates(
        rejected,
        'rejected',
        { at, reason: payload.reason, note },
        trx,
      );
      await repository.setDocumentStates(
        ids.filter((documentId) => !rejected.includes(documentId)),
        'accepted',
        { at },
        trx,
      );
      if (payload.birthday) {
        await this.deps.members.setBirthday(row.member_id, payload.birthday, at, trx);
      }
      await audit.record(
        {
          staff: operator.staff,
          action: 'kyc.reject',
          target: `member:${row.member_id}`,
          details: { caseId: id, reason: payload.reason, note, documentIds: rejected },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.case(id);
  }

  private async decide(
    id: number,
    work: (row: KycCaseView, trx: Trx, at: string) => Promise<void>,
  ): Promise<void> {
    const { db, repository } = this.deps;
    await inTransaction(db, async (trx) => {
      const row = await repository.findCase(id, trx);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('KYC_CASE_DECIDED');
      await work(row, trx, nowIso());
    });
  }

  private async settle(
    row: KycCaseView,
    trx: Trx,
    decision: Parameters<KycRepository['decideCase']>[1],
  ): Promise<void> {
    // Conditional on `pending`: of two reviewers deciding at once, one applies.
    if (!(await this.deps.repository.decideCase(row.id, decision, trx))) {
      throw new AppError('KYC_CASE_DECIDED');
    }
  }

  /** The member page's line: the member's identity check state and recorded birthday. */
  async memberState(memberId: number) {
    const { repository } = this.deps;
    const [latest, profile] = await Promise.all([
      repository.latestCase(memberId),
      repository.memberProfile(memberId),
    ]);
    if (!profile) throw new AppError('NOT_FOUND');
    return { state: kycStateOf(latest), birthday: profile.birthday };
  }

  async settings(): Promise<KycSettings> {
    return toSettings(await this.deps.settings.get('kyc'));
  }

  async setSettings(operator: Operator, value: KycSettings): Promise<KycSettings> {
    const { db, settings, audit } = this.deps;
    const next: KycSetting = {
      minimumAge: value.minimumAge,
      withdrawalThresholdMinor: Number(
        parseAmount(value.withdrawalThreshold, 'withdrawalThreshold'),
      ),
      lifetimeThresholdMinor: Number(parseAmount(value.lifetimeThreshold, 'lifetimeThreshold')),
      maxFileBytes: value.maxFileBytes,
    };
    await inTransaction(db, async (trx) => {
      const before = await settings.get('kyc', trx);
      await settings.set('kyc', next, trx);
      await audit.record(
        {
          staff: operator.staff,
          action: 'kyc.settings',
          target: 'setting:kyc',
          details: { changes: changedFields({ ...before }, { ...next }) },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.settings();
  }
}
