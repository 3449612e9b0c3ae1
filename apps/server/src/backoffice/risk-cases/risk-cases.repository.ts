import { sql } from 'kysely';
import type { RiskRule } from '@portal/shared/schemas/risk-cases';
import type { DB } from '../../db/database.js';
import type { Executor } from '../../db/transaction.js';
import type { RiskCaseOutcome, RiskCaseState } from './risk-cases.tables.js';

/** A domain event as a case keeps it: events are pruned, the case is kept. */
export interface CaseEvent {
  eventId: number;
  type: string;
  memberId: number;
  amount: bigint | null;
  currency: string | null;
  reference: string | null;
  detail: Record<string, number | string>;
  occurredAt: string;
}

export interface CaseFilter {
  state?: RiskCaseState;
  live?: boolean;
  rule?: RiskRule;
  /** The lower-cased account of a member the case is about. */
  memberKey?: string;
  memberId?: number;
  openedFrom?: string;
  openedBefore?: string;
}

/**
 * Money-pattern cases: one live (not closed) case per member and rule, the members it is about,
 * the events that raised it (once per rule and event), staff notes (append-only) and the rules'
 * thresholds. A state change is one conditional update, so two staff members never both close.
 */
export class RiskCasesRepository {
  constructor(private readonly db: DB) {}

  // ---- Rules ---------------------------------------------------------------------------------
  async rules(executor: Executor = this.db) {
    return executor
      .selectFrom('risk_rules as r')
      .leftJoin('staff as s', 's.id', 'r.updated_by')
      .select(['r.rule', 'r.enabled', 'r.params', 'r.updated_at', 's.username as updated_by_name'])
      .execute();
  }

  async saveRule(
    rule: RiskRule,
    values: { enabled: boolean; params: string; staffId: number; at: string },
    executor: Executor,
  ): Promise<void> {
    const row = {
      enabled: values.enabled ? 1 : 0,
      params: values.params,
      updated_by: values.staffId,
      updated_at: values.at,
    };
    await executor
      .insertInto('risk_rules')
      .values({ rule, ...row })
      .onConflict((conflict) => conflict.column('rule').doUpdateSet(row))
      .execute();
  }

  // ---- Opening and growing cases (the consumer) ---------------------------------------------
  /** Whether the rule already acted on this event (a consumer may be handed an event twice). */
  async recorded(rule: RiskRule, eventId: number, executor: Executor): Promise<boolean> {
    const row = await executor
      .selectFrom('risk_case_events')
      .select('id')
      .where('rule', '=', rule)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The live case of the rule about any of these members, and the members it lists. */
  async liveCase(
    rule: RiskRule,
    memberIds: readonly number[],
    executor: Executor,
  ): Promise<{ id: number; members: Set<number> } | undefined> {
    const row = await executor
      .selectFrom('risk_cases as c')
      .innerJoin('risk_case_members as m', 'm.case_id', 'c.id')
      .select('c.id')
      .where('c.rule', '=', rule)
      .where('c.state', '<>', 'closed')
      .where('m.member_id', 'in', memberIds)
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const members = await executor
      .selectFrom('risk_case_members')
      .select('member_id')
      .where('case_id', '=', row.id)
      .execute();
    return { id: row.id, members: new Set(members.map((member) => member.member_id)) };
  }

  async open(rule: RiskRule, memberId: number, at: string, executor: Executor): Promise<number> {
    const row = await executor
      .insertInto('risk_cases')
      .values({
        rule,
        member_id: memberId,
        state: 'open',
        opened_at: at,
        last_event_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async addMembers(caseId: number, memberIds: readonly number[], executor: Executor) {
    if (memberIds.length === 0) return;
    await executor
      .insertInto('risk_case_members')
      .values(memberIds.map((memberId) => ({ case_id: caseId, member_id: memberId })))
      .onConflict((conflict) => conflict.columns(['case_id', 'member_id']).doNothing())
      .execute();
  }

  async addEvent(caseId: number, rule: RiskRule, event: CaseEvent, executor: Executor) {
    await executor
      .insertInto('risk_case_events')
      .values({
        case_id: caseId,
        rule,
        event_id: event.eventId,
        event_type: event.type,
        member_id: event.memberId,
        amount: event.amount,
        currency: event.currency,
        reference: event.reference,
        detail: JSON.stringify(event.detail),
        occurred_at: event.occurredAt,
      })
      .execute();
    await executor
      .updateTable('risk_cases')
      .set((eb) => ({
        event_count: eb('event_count', '+', 1),
        last_event_at: event.occurredAt,
      }))
      .where('id', '=', caseId)
      .execute();
  }

  // ---- The desk ------------------------------------------------------------------------------
  private summaries(executor: Executor) {
    return executor
      .selectFrom('risk_cases as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .leftJoin('staff as a', 'a.id', 'c.assignee_id')
      .leftJoin('staff as x', 'x.id', 'c.closed_by')
      .selectAll('c')
      .select([
        'm.account as member_account',
        'a.username as assignee_name',
        'x.username as closed_by_name',
        sql<
          number | string
        >`(select count(*) from risk_case_members cm where cm.case_id = c.id)`.as('member_count'),
      ]);
  }

  async page(filter: CaseFilter, paging: { limit: number; offset: number }) {
    let query = this.db.selectFrom('risk_cases as c');
    if (filter.state) query = query.where('c.state', '=', filter.state);
    if (filter.live) query = query.where('c.state', '<>', 'closed');
    if (filter.rule) query = query.where('c.rule', '=', filter.rule);
    if (filter.openedFrom) query = query.where('c.opened_at', '>=', filter.openedFrom);
    if (filter.openedBefore) query = query.where('c.opened_at', '<', filter.openedBefore);
    if (filter.memberId !== undefined || filter.memberKey !== undefined) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('risk_case_members as cm')
            .innerJoin('members as mm', 'mm.id', 'cm.member_id')
            .select('cm.case_id')
            .whereRef('cm.case_id', '=', 'c.id')
            .$if(filter.memberId !== undefined, (q) => q.where('mm.id', '=', filter.memberId!))
            .$if(filter.memberKey !== undefined, (q) =>
              q.where('mm.account_key', '=', filter.memberKey!),
            ),
        ),
      );
    }
    const ids = query.select('c.id');
    const [rows, count] = await Promise.all([
      this.summaries(this.db)
        .where('c.id', 'in', ids.orderBy('c.id', 'desc').limit(paging.limit).offset(paging.offset))
        .orderBy('c.id', 'desc')
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  }

  async find(id: number, executor: Executor = this.db) {
    return this.summaries(executor).where('c.id', '=', id).executeTakeFirst();
  }

  async members(caseId: number) {
    return this.db
      .selectFrom('risk_case_members as cm')
      .innerJoin('members as m', 'm.id', 'cm.member_id')
      .select(['m.id', 'm.account', 'm.payee_name', 'm.status', 'm.currency', 'm.created_at'])
      .where('cm.case_id', '=', caseId)
      .orderBy('m.id')
      .execute();
  }

  async events(caseId: number) {
    return this.db
      .selectFrom('risk_case_events as e')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .selectAll('e')
      .select('m.account as member_account')
      .where('e.case_id', '=', caseId)
      .orderBy('e.id')
      .execute();
  }

  async notes(caseId: number) {
    return this.db
      .selectFrom('risk_case_notes as n')
      .leftJoin('staff as s', 's.id', 'n.staff_id')
      .select(['n.id', 'n.body', 'n.created_at', 's.username as staff_name'])
      .where('n.case_id', '=', caseId)
      .orderBy('n.id')
      .execute();
  }

  async addNote(caseId: number, staffId: number, body: string, at: string, executor: Executor) {
    await executor
      .insertInto('risk_case_notes')
      .values({ case_id: caseId, staff_id: staffId, body, created_at: at })
      .execute();
    await executor
      .updateTable('risk_cases')
      .set({ updated_at: at })
      .where('id', '=', caseId)
      .execute();
  }

  /** Assigns a live case (open becomes in review); false when it is closed. */
  async assign(caseId: number, staffId: number, at: string, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('risk_cases')
      .set({ assignee_id: staffId, state: 'in_review', updated_at: at })
      .where('id', '=', caseId)
      .where('state', '<>', 'closed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes a live case with its outcome; false when it was already closed. */
  async close(
    caseId: number,
    values: {
      outcome: RiskCaseOutcome;
      reference: string | null;
      note: string;
      staffId: number;
      at: string;
    },
    executor: Executor,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('risk_cases')
      .set({
        state: 'closed',
        outcome: values.outcome,
        outcome_reference: values.reference,
        closing_note: values.note,
        closed_by: values.staffId,
        closed_at: values.at,
        updated_at: values.at,
      })
      .where('id', '=', caseId)
      .where('state', '<>', 'closed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A staff member cases can be assigned to: active, with their role. */
  async staff(staffId: number) {
    return this.db
      .selectFrom('staff')
      .select(['id', 'username', 'role', 'status'])
      .where('id', '=', staffId)
      .executeTakeFirst();
  }

  /** Live cases, for the dashboard's queues. */
  async liveCount(): Promise<number> {
    const row = await this.db
      .selectFrom('risk_cases')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('state', '<>', 'closed')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
