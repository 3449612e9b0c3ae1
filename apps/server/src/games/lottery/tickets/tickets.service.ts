import type { z } from 'zod';
import type { TicketView, ticketsQuerySchema } from '@portal/shared/schemas/lottery';
import type { AuditLog } from '../../../platform/audit/audit-log.js';
import type {
  PlaceTicketInput,
  TicketMember,
  TicketPlacementService,
} from './ticket-placement.service.js';
import type { SettlementRun, TicketSettlementService } from './ticket-settlement.service.js';
import { ticketView } from './ticket-view.js';
import type { TicketsRepository } from './tickets.repository.js';
import type { Operator } from '../../../platform/operators/operator-routes.js';

export interface TicketsServiceDeps {
  repository: TicketsRepository;
  placement: TicketPlacementService;
  settlement: TicketSettlementService;
  audit: Pick<AuditLog, 'record'>;
}

type TicketsQuery = z.output<typeof ticketsQuerySchema>;

/** The member's and the operator's ticket calls. */
export class TicketsService {
  constructor(private readonly deps: TicketsServiceDeps) {}

  place(member: TicketMember, input: PlaceTicketInput, language: string): Promise<TicketView> {
    return this.deps.placement.place(member, input, language);
  }

  /** GET /lotto/lgw/tickets: the member's own tickets, newest first. */
  async list(memberId: number, query: TicketsQuery) {
    const { rows, total } = await this.deps.repository.list({ memberId, ...query });
    return {
      list: rows.map((row) => ticketView(row, row.numero)),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  /** POST /wps/operator/lottery/settle: one settlement run now, audited with what it did. */
  async settleNow(actor: Operator): Promise<SettlementRun> {
    const run = await this.deps.settlement.run();
    await this.deps.audit.record({
      staff: actor.staff,
      action: 'lottery.settle',
      target: 'lottery',
      details: { ...run },
      ip: actor.ip,
    });
    return run;
  }
}
