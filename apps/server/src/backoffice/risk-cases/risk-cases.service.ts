import { can } from '@portal/shared/staff-roles';
import { majorNumber } from '@portal/shared/money';
import type {
  CloseRiskCasePayload,
  RiskCase,
  RiskCasesQuery,
  RiskCaseSummary,
  RiskRule,
} from '@portal/shared/schemas/risk-cases';
import type { DB } from '../../db/database.js';
import { minor } from '../../db/minor.js';
import { nowIso, toIsoString } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { queueFilter } from '../../cashier/queue-filter.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { ListPage } from '../members/list-reply.js';
import type { CaseFilter, RiskCasesRepository } from './risk-cases.repository.js';

type SummaryRow = NonNullable<Awaited<ReturnType<RiskCasesRepository['find']>>>;

const iso = (value: Date | string | null) => (value === null ? null : toIsoString(value));

function toSummary(row: SummaryRow): RiskCaseSummary {
  return {
    id: row.id,
    rule: row.rule as RiskRule,
    state: row.state,
    memberId: row.member_id,
    memberAccount: row.member_account,
    memberCount: Number(row.member_count),
    eventCount: row.event_count,
    assignee: row.assignee_name,
    openedAt: toIsoString(row.opened_at),
    lastEventAt: toIsoString(row.last_event_at),
    outcome: row.outcome,
    closedAt: iso(row.closed_at),
  };
}

/**
 * The risk desk's cases (decision 054): the queue, one case with its events, members and notes,
 * and the desk's actions, each written with its audit line in one transaction. Nothing here is
 * ever shown to a member.
 */
export class RiskCasesService {
  constructor(
    private readonly deps: {
      db: DB;
      repository: RiskCasesRepository;
      audit: Pick<AuditLog, 'record'>;
    },
  ) {}

  async listPage(
    query: RiskCasesQuery,
    page: number,
    pageSize: number,
  ): Promise<ListPage<RiskCaseSummary>> {
    const dates = queueFilter({ from: query.from, to: query.to });
    const filter: CaseFilter = {};
    if (query.state) filter.state = query.state;
    if (query.live === 'true') filter.live = true;
    if (query.rule) filter.rule = query.rule;
    if (query.member) filter.memberKey = query.member.toLowerCase();
    if (query.memberId) filter.memberId = query.memberId;
    if (dates.createdFrom) filter.openedFrom = dates.createdFrom;
    if (dates.createdBefore) filter.openedBefore = dates.createdBefore;
    const { rows, total } = await this.deps.repository.page(filter, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { rows: rows.map(toSummary), total };
  }

  async get(id: number): Promise<RiskCase> {
    const { repository } = this.deps;
    const row = await repository.find(id);
    if (!row) throw new AppError('RISK_CASE_NOT_FOUND');
    const [members, events, notes] = await Promise.all([
      repository.members(id),
      repository.events(id),
      repository.notes(id),
    ]);
    return {
      ...toSummary(row),
      assigneeId: row.assignee_id,
      outcomeReference: row.outcome_reference,
      closingNote: row.closing_note,
      closedBy: row.closed_by_name,
      members: members.map((member) => ({
        id: member.id,
        account: member.account,
        payeeName: member.payee_name,
        status: member.status,
        currency: member.currency,
        registeredAt: toIsoString(member.created_at),
      })),
      events: events.map((event) => ({
        id: event.id,
        type: event.event_type,
        memberId: event.member_id,
        memberAccount: event.member_account,
        amount: event.amount === null ? null : majorNumber(minor(event.amount)),
        currency: event.currency,
        reference: event.reference,
        detail: JSON.parse(event.detail) as Record<string, number | string>,
        occurredAt: toIsoString(event.occurred_at),
      })),
      notes: notes.map((note) => ({
        id: note.id,
        staff: note.staff_name,
        body: note.body,
        createdAt: toIsoString(note.created_at),
      })),
    };
  }

  private async live(id: number) {
    const row = await this.deps.repository.find(id);
    if (!row) throw new AppError('RISK_CASE_NOT_FOUND');
    if (row.state === 'closed') throw new AppError('RISK_CASE_CLOSED');
    return row;
  }

  /** To a staff member who may handle cases (oneself unless named); the case goes in review. */
  async assign(id: number, staffId: number | undefined, operator: Operator): Promise<RiskCase> {
    await this.live(id);
    const { db, repository, audit } = this.deps;
    const assignee = await repository.staff(staffId ?? operator.staff.id);
    if (!assignee || assignee.status !== 'active' || !can(assignee.role, 'aml.manage')) {
      throw new AppError('RISK_ASSIGNEE_INVALID');
    }
    await inTransaction(db, async (trx) => {
      if (!(await repository.assign(id, assignee.id, nowIso(), trx))) {
        throw new AppError('RISK_CASE_CLOSED');
      }
      await audit.record(
        {
          staff: operator.staff,
          action: 'risk.case.assign',
          target: `risk-case:${id}`,
          details: { assignee: assignee.username },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.get(id);
  }

  /** Appends a note; a closed case keeps what it had when it was closed. */
  async addNote(id: number, body: string, operator: Operator): Promise<RiskCase> {
    await this.live(id);
    await inTransaction(this.deps.db, async (trx) => {
      await this.deps.repository.addNote(id, operator.staff.id, body, nowIso(), trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'risk.case.note',
          target: `risk-case:${id}`,
          details: { length: body.length },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.get(id);
  }

  async close(id: number, payload: CloseRiskCasePayload, operator: Operator): Promise<RiskCase> {
    await this.live(id);
    await inTransaction(this.deps.db, async (trx) => {
      const closed = await this.deps.repository.close(
        id,
        {
          outcome: payload.outcome,
          reference: payload.reference ?? null,
          note: payload.note,
          staffId: operator.staff.id,
          at: nowIso(),
        },
        trx,
      );
      if (!closed) throw new AppError('RISK_CASE_CLOSED');
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'risk.case.close',
          target: `risk-case:${id}`,
          details: { outcome: payload.outcome, reference: payload.reference ?? null },
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.get(id);
  }
}
