import { sql, type Selectable, type SqlBool } from 'kysely';
import type {
  KycCaseState,
  KycDocumentKind,
  KycDocumentState,
  KycRejectionReason,
} from '@portal/shared/schemas/kyc';
import type { DB } from '../../db/database.js';
import { prefixPattern } from '../../db/like-pattern.js';
import { minor } from '../../db/minor.js';
import type { Executor } from '../../db/transaction.js';
import type { KycCasesTable, KycDocumentsTable } from './kyc.tables.js';

export type KycDocumentRow = Selectable<KycDocumentsTable>;
export type KycCaseRow = Selectable<KycCasesTable>;

/** A case as the queue lists it: with the member's and the reviewer's usernames. */
export interface KycCaseView extends KycCaseRow {
  username: string;
  decided_by_name: string | null;
}

export interface KycQueueFilter {
  state?: KycCaseState;
  usernamePrefix?: string;
}

/** A withdrawal counts toward the lifetime total unless it was rejected or refunded. */
const NOT_COUNTED = ['rejected', 'refunded'] as const;

/**
 * Identity documents and their review. A decision is one conditional update
 * `where status = 'pending'`, so of two reviewers deciding at once exactly one applies; the
 * partial unique index keeps one pending case per member.
 */
export class KycRepository {
  constructor(private readonly db: DB) {}

  async insertDocument(
    document: {
      memberId: number;
      kind: KycDocumentKind;
      contentType: string;
      sizeBytes: number;
      sha256: string;
      storageName: string;
      at: string;
    },
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .insertInto('kyc_documents')
      .values({
        member_id: document.memberId,
        kind: document.kind,
        status: 'uploaded',
        content_type: document.contentType,
        size_bytes: document.sizeBytes,
        sha256: document.sha256,
        storage_name: document.storageName,
        created_at: document.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The newest document of each kind the member uploaded. */
  async currentDocuments(
    memberId: number,
    executor: Executor = this.db,
  ): Promise<KycDocumentRow[]> {
    return executor
      .selectFrom('kyc_documents')
      .selectAll()
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('kyc_documents')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('member_id', '=', memberId)
          .groupBy('kind'),
      )
      .orderBy('id')
      .execute();
  }

  async documentsByIds(ids: number[], executor: Executor = this.db): Promise<KycDocumentRow[]> {
    if (ids.length === 0) return [];
    return executor
      .selectFrom('kyc_documents')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  }

  async findDocument(id: number): Promise<KycDocumentRow | undefined> {
    return this.db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async latestCase(
    memberId: number,
    executor: Executor = this.db,
  ): Promise<KycCaseRow | undefined> {
    return executor
      .selectFrom('kyc_cases')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertCase(
    memberId: number,
    documents: Record<KycDocumentKind, number>,
    at: string,
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('kyc_cases')
      .values({
        member_id: memberId,
        status: 'pending',
        id_front_id: documents.id_front,
        id_back_id: documents.id_back,
        selfie_id: documents.selfie,
        address_id: documents.address,
        submitted_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setDocumentStates(
    ids: number[],
    state: KycDocumentState,
    change: { at?: string; reason?: KycRejectionReason | null; note?: string | null },
    executor: Executor,
  ): Promise<void> {
    if (ids.length === 0) return;
    await executor
      .updateTable('kyc_documents')
      .set({
        status: state,
        ...(change.at === undefined ? {} : { decided_at: change.at }),
        rejection_reason: change.reason ?? null,
        rejection_note: change.note ?? null,
      })
      .where('id', 'in', ids)
      .execute();
  }

  async findCase(id: number, executor: Executor = this.db): Promise<KycCaseView | undefined> {
    return executor
      .selectFrom('kyc_cases as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .leftJoin('staff as s', 's.id', 'c.decided_by')
      .selectAll('c')
      .select(['m.account as username', 's.username as decided_by_name'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  /** Decides a pending case; false when it was no longer pending. */
  async decideCase(
    id: number,
    decision: {
      state: Exclude<KycCaseState, 'pending'>;
      staffId: number;
      at: string;
      birthday: string | null;
      reason: KycRejectionReason | null;
      note: string | null;
    },
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('kyc_cases')
      .set({
        status: decision.state,
        decided_by: decision.staffId,
        decided_at: decision.at,
        birthday: decision.birthday,
        rejection_reason: decision.reason,
        rejection_note: decision.note,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async queue(
    filter: KycQueueFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: KycCaseView[]; total: number }> {
    let query = this.db
      .selectFrom('kyc_cases as c')
      .innerJoin('members as m', 'm.id', 'c.member_id');
    if (filter.state) query = query.where('c.status', '=', filter.state);
    if (filter.usernamePrefix) {
      const pattern = prefixPattern(filter.usernamePrefix.toLowerCase());
      query = query.where(sql<SqlBool>`m.account_key like ${pattern} escape '\\'`);
    }
    const [rows, count] = await Promise.all([
      query
        .leftJoin('staff as s', 's.id', 'c.decided_by')
        .selectAll('c')
        .select(['m.account as username', 's.username as decided_by_name'])
        // Pending first, then oldest first.
        .orderBy(sql`case when c.status = 'pending' then 0 else 1 end`)
        .orderBy('c.submitted_at')
        .orderBy('c.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The member's profile as the case screen shows it. */
  async memberProfile(memberId: number) {
    return this.db
      .selectFrom('members')
      .select([
        'id',
        'account',
        'payee_name',
        'birthday',
        'email',
        'mobile_num',
        'currency',
        'created_at',
        'register_ip',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  /**
   * The member's withdrawals in total, in minor units: every order but the rejected and the
   * refunded ones (the money of those came back).
   */
  async withdrawalsTotal(memberId: number, executor: Executor = this.db): Promise<bigint> {
    const row = await executor
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
      .where('member_id', '=', memberId)
      .where('status', 'not in', NOT_COUNTED)
      .executeTakeFirstOrThrow();
    return row.total === null ? 0n : minor(row.total);
  }

  /** The newest case state of each member (the member page's line). */
  async latestStates(memberIds: number[]): Promise<Map<number, KycCaseState>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('kyc_cases')
      .select(['member_id', 'status'])
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('kyc_cases')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('member_id', 'in', memberIds)
          .groupBy('member_id'),
      )
      .execute();
    return new Map(rows.map((row) => [row.member_id, row.status]));
  }
}
