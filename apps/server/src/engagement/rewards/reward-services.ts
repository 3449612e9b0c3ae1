import type { DB } from '../../db/database.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import { domainEvents } from '../../platform/events/event-types.js';
import type { RecurringJob } from '../../platform/jobs/recurring.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { RewardTicketsService } from './reward-tickets.service.js';
import { RewardsOperatorService } from './rewards-operator.service.js';

export interface RewardServiceDeps {
  db: DB;
  ledger: LedgerService;
  bonuses: BonusService;
  audit: AuditLog;
  events: EventDispatcher;
}

/**
 * The reward centre with its event consumer (ARCHITECTURE section 10): the ticket granter gives
 * tickets by the operator's rules on credited deposits and on the first sign-in of a site day.
 * Its recurring work: expiring tickets left unopened.
 */
export function createRewardServices({ db, ledger, bonuses, audit, events }: RewardServiceDeps) {
  const rewardTickets = new RewardTicketsService({ db, ledger, bonuses });
  const rewardsOperator = new RewardsOperatorService({ db, tickets: rewardTickets, audit });

  events.register({
    name: 'ticket-granter',
    types: ['deposit.credited', 'member.logged_in'],
    handle: async (event, trx) => {
      if (event.type === 'deposit.credited') {
        const deposit = domainEvents['deposit.credited'].payload.parse(event.payload);
        await rewardTickets.onDepositCredited(
          {
            memberId: deposit.memberId,
            orderNo: deposit.orderNo,
            amount: minor(deposit.amount),
            creditedAt: new Date(deposit.creditedAt),
          },
          trx,
        );
      } else {
        const login = domainEvents['member.logged_in'].payload.parse(event.payload);
        // Trial accounts play with play money: no tickets.
        if (login.loginType === 'freeplay') return;
        await rewardTickets.onLoggedIn(
          { memberId: login.memberId, at: new Date(login.loggedInAt) },
          trx,
        );
      }
    },
  });

  const recurringJobs: RecurringJob[] = [
    {
      kind: 'rewards.expire',
      everyMs: 5 * 60_000,
      run: async ({ now }) => {
        while ((await rewardTickets.expireDue(now)) > 0) {
          // A batch at a time until none is due.
        }
      },
    },
  ];
  return { rewardTickets, rewardsOperator, recurringJobs };
}
