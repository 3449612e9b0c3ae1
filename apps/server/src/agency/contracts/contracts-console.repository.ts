import { sql } from 'kysely';
import type { ContractKind } from '@portal/shared/contracts/terms';
import type { DB } from '../../db/database.js';
import type { ContractRow, RequestRow } from './contracts.repository.js';

/** The kind a schedule settles (`dividend:weekly` → dividend): the settlements' index leads with it. */
const kindOf = (schedule: string) => schedule.split(':')[0]!;

/** Requests and contracts listed for one agent: the newest this many of each. */
const AGENT_LIMIT = 200;

/**
 * Reads of the console's contract screens: every contract and request an agent is party to,
 * the settlement runs (one per schedule and period) and the settlements of one run with the
 * ledger transfer that paid each.
 */
export class ContractsConsoleRepository {
  constructor(private readonly db: DB) {}

  async ofAgent(agentId: number): Promise<{ contracts: ContractRow[]; requests: RequestRow[] }> {
    const [contracts, requests] = await Promise.all([
      this.db
        .selectFrom('contracts')
        .selectAll()
        .where((eb) => eb.or([eb('holder_id', '=', agentId), eb('grantor_id', '=', agentId)]))
        .orderBy(sql`case when state = 'active' then 0 else 1 end`)
        .orderBy('id', 'desc')
        .limit(AGENT_LIMIT)
        .execute(),
      this.db
        .selectFrom('contract_requests')
        .selectAll()
        .where((eb) => eb.or([eb('holder_id', '=', agentId), eb('grantor_id', '=', agentId)]))
        .orderBy('id', 'desc')
        .limit(AGENT_LIMIT)
        .execute(),
    ]);
    return { contracts, requests };
  }

  private runs(filter: { kind?: ContractKind; from: string; to: string }) {
    return this.db
      .selectFrom('contract_settlements')
      .$if(filter.kind !== undefined, (q) => q.where('kind', '=', filter.kind!))
      .where('period_start', '>=', filter.from)
      .where('period_start', '<', filter.to);
  }

  /** A page of runs (schedule and period) that started in [from, to), newest first. */
  async runPage(filter: {
    kind?: ContractKind;
    schedule?: string;
    periodStart?: string;
    from: string;
    to: string;
    limit: number;
    offset: number;
  }) {
    const base = this.runs(filter)
      .$if(filter.schedule !== undefined, (q) =>
        q.where('kind', '=', kindOf(filter.schedule!)).where('schedule', '=', filter.schedule!),
      )
      .$if(filter.periodStart !== undefined, (q) =>
        q.where('period_start', '=', filter.periodStart!),
      );
    const grouped = base
      .select([
        'kind',
        'schedule',
        'period_start',
        'period_end',
        sql<string | Date>`max(created_at)`.as('settled_at'),
        sql<string | number>`count(*)`.as('settlements'),
        sql<string | number>`count(case when amount > 0 then 1 end)`.as('paid'),
        sql<string>`sum(gross)`.as('gross'),
        sql<string>`sum(amount)`.as('amount'),
      ])
      .groupBy(['kind', 'schedule', 'period_start', 'period_end']);
    const [total, rows] = await Promise.all([
      this.db
        .selectFrom(grouped.as('runs'))
        .select(sql<string | number>`count(*)`.as('count'))
        .executeTakeFirstOrThrow(),
      grouped
        .orderBy('period_start', 'desc')
        .orderBy('schedule')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return { total: Number(total.count), rows };
  }

  /** A page of one run's settlements, largest amount first, with holder and transfer. */
  async runSettlements(filter: {
    schedule: string;
    periodStart: string;
    limit: number;
    offset: number;
  }) {
    const base = this.db
      .selectFrom('contract_settlements as s')
      .where('s.kind', '=', kindOf(filter.schedule))
      .where('s.schedule', '=', filter.schedule)
      .where('s.period_start', '=', filter.periodStart);
    const [total, rows] = await Promise.all([
      base.select(sql<string | number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
      base
        .innerJoin('members as m', 'm.id', 's.holder_id')
        .leftJoin('ledger_transfers as lt', 'lt.id', 's.transfer_id')
        .selectAll('s')
        .select([
          'm.account',
          'm.currency',
          'lt.amount as transfer_amount',
          'lt.kind as transfer_kind',
          'lt.created_at as transfer_at',
        ])
        .orderBy('s.amount', 'desc')
        .orderBy('s.id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
    ]);
    return { total: Number(total.count), rows };
  }
}
