import { fromMinor, toMinor } from '@portal/shared/money';
import type {
  PrizeTable,
  RewardTicketKind,
  TicketGrantRules,
} from '@portal/shared/schemas/rewards';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { lookupKey } from '../../platform/members/members.repository.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { Operator } from '../../platform/operators/operator-routes.js';
import type { RewardTicketsService, StoredPrize } from './reward-tickets.service.js';
import { RewardsRepository } from './rewards.repository.js';

export interface RewardsOperatorDeps {
  db: DB;
  tickets: RewardTicketsService;
  audit: AuditLog;
  now?: () => Date;
}

/**
 * Operator calls of the reward centre: the prize table of each ticket kind (tickets granted
 * afterwards carry the new table; granted ones keep theirs), the rules that grant tickets on
 * events, and tickets granted by hand. Every change is audited in its own transaction.
 */
export class RewardsOperatorService {
  private readonly now: () => Date;
  private readonly repository: RewardsRepository;

  constructor(private readonly deps: RewardsOperatorDeps) {
    this.now = deps.now ?? (() => new Date());
    this.repository = new RewardsRepository(deps.db);
  }

  /** The kind's prize table; PRIZE_TABLE_MISSING when it has none. */
  async prizeTable(kind: RewardTicketKind): Promise<PrizeTable> {
    const row = await this.repository.prizeTable(kind);
    if (!row) throw new AppError('PRIZE_TABLE_MISSING');
    const prizes = JSON.parse(row.prizes) as StoredPrize[];
    return {
      expiryDays: row.expiry_days,
      bonusExpiryDays: row.bonus_expiry_days,
      prizes: prizes.map((prize) => ({
        ...prize,
        amount: prize.amount === null ? null : Number(fromMinor(BigInt(prize.amount))),
      })),
    };
  }

  async setPrizeTable(operator: Operator, kind: RewardTicketKind, table: PrizeTable) {
    const prizes: StoredPrize[] = table.prizes.map((prize) => ({
      type: prize.type,
      labels: prize.labels,
      amount: prize.amount === null ? null : toMinor(prize.amount).toString(),
      turnoverMultiple: prize.turnoverMultiple,
      points: prize.points,
      ticketKind: prize.ticketKind,
      weight: prize.weight,
    }));
    const values = {
      expiry_days: table.expiryDays,
      bonus_expiry_days: table.bonusExpiryDays,
      prizes: JSON.stringify(prizes),
      updated_at: nowIso(this.now()),
    };
    await inTransaction(this.deps.db, async (trx) => {
      await this.repository.savePrizeTable(kind, values, trx);
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'rewards.prize_table.set',
          target: `ticket_kind:${kind}`,
          details: table,
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.prizeTable(kind);
  }

  async grantRules(): Promise<TicketGrantRules> {
    const rows = await this.repository.grantRules();
    return {
      rules: rows.map((row) => ({
        trigger: row.trigger,
        minAmount: Number(fromMinor(BigInt(row.min_amount))),
        kind: row.kind as RewardTicketKind,
        count: row.count,
        active: row.active === 1,
      })),
    };
  }

  /** Replaces the whole list of grant rules. */
  async setGrantRules(operator: Operator, input: TicketGrantRules): Promise<TicketGrantRules> {
    await inTransaction(this.deps.db, async (trx) => {
      await this.repository.replaceGrantRules(
        input.rules.map((rule, i) => ({
          trigger: rule.trigger,
          min_amount: rule.trigger === 'deposit_over' ? toMinor(rule.minAmount) : 0n,
          kind: rule.kind,
          count: rule.count,
          active: rule.active ? 1 : 0,
          sort_order: i,
        })),
        trx,
      );
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'rewards.grant_rules.set',
          target: 'ticket_grant_rules',
          details: input,
          ip: operator.ip,
        },
        trx,
      );
    });
    return this.grantRules();
  }

  /** Tickets given by hand to a member; MEMBER_NOT_FOUND, PRIZE_TABLE_MISSING. */
  async grant(
    operator: Operator,
    input: { username: string; kind: RewardTicketKind; count: number; reason: string },
  ) {
    const member = await this.repository.memberByAccount(lookupKey(input.username));
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const now = this.now();
    const ticketNos = await inTransaction(this.deps.db, async (trx) => {
      const granted = await this.deps.tickets.grant(
        {
          memberId: member.id,
          kind: input.kind,
          source: 'operator',
          grantKey: `operator:${operator.staff.id}:${now.getTime()}:${member.id}`,
          count: input.count,
          grantedBy: operator.staff.id,
          now,
        },
        trx,
      );
      await this.deps.audit.record(
        {
          staff: operator.staff,
          action: 'rewards.tickets.grant',
          target: `member:${member.id}`,
          details: { ...input, username: member.account, ticketNos: granted },
          ip: operator.ip,
        },
        trx,
      );
      return granted;
    });
    return { username: member.account, ticketNos };
  }
}
