import type { DB } from '../../db/database.js';
import { BonusService, type BetForTurnover } from '../bonuses/bonus.service.js';
import { BonusesView } from '../bonuses/bonuses-view.js';
import { BONUS_ENGINE_CONSUMER } from '../bonuses/deposit-bonus.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import type { EventOutbox } from '../../platform/events/event-outbox.js';
import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import type { RecurringJob } from '../../platform/jobs/recurring.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import type { NoticesService } from '../../platform/notices/notices.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { PromotionsOperatorService } from './promotions-operator.service.js';
import { PromotionsService, type PromotionPlayGate } from './promotions.service.js';

export interface PromotionServiceDeps {
  db: DB;
  ledger: LedgerService;
  outbox: EventOutbox;
  notices: NoticesService;
  audit: AuditLog;
  events: EventDispatcher;
  playGate?: PromotionPlayGate;
}

const MINUTE = 60_000;

/**
 * Promotions and bonuses, with this two event consumers (ARCHITECTURE section 10):
 * the bonus engine gives a joined deposit match when the deposit is credited, and the turnover
 * counter counts settled bets towards running bonuses and releases the met ones. Its recurring
 * work: expiring bonuses and paying yesterday's cashback.
 */
export function createPromotionServices({
  db,
  ledger,
  outbox,
  notices,
  audit,
  events,
  playGate,
}: PromotionServiceDeps) {
  const bonuses = new BonusService({ db, ledger, outbox, notices });
  const promotions = new PromotionsService({ db, bonuses, playGate });
  const promotionsOperator = new PromotionsOperatorService({
    db,
    bonuses,
    promotions,
    notices,
    audit,
  });
  const bonusesView = new BonusesView(db);

  events.register({
    name: BONUS_ENGINE_CONSUMER,
    types: ['deposit.credited'],
    handle: async (event, trx) => {
      const deposit = domainEvents['deposit.credited'].payload.parse(event.payload);
      await promotions.onDepositCredited(
        {
          orderNo: deposit.orderNo,
          memberId: deposit.memberId,
          amount: minor(deposit.amount),
          currency: deposit.currency,
          at: new Date(deposit.creditedAt),
        },
        trx,
      );
    },
  });
  const settledBet = (event: DomainEvent): BetForTurnover => {
    const bet = domainEvents['bet.settled'].payload.parse(event.payload);
    return {
      memberId: bet.memberId,
      categoryCode: bet.categoryCode,
      validTurnover: minor(bet.validTurnover),
      settledAt: bet.settledAt,
    };
  };
  events.register({
    name: 'turnover-counter',
    types: ['bet.settled'],
    handle: (event, trx, { now }) => bonuses.countBets([settledBet(event)], now, trx),
    handleBatch: (batch, trx, now) => bonuses.countBets(batch.map(settledBet), now, trx),
  });

  const recurringJobs: RecurringJob[] = [
    {
      kind: 'bonuses.expire',
      everyMs: 5 * MINUTE,
      run: async ({ now }) => {
        while ((await bonuses.expireDue(now)) > 0) {
          // A batch at a time until none is due.
        }
      },
    },
    {
      // Slots start at 00:00 UTC, 08:00 in the site's GMT+8: the previous site day is over.
      kind: 'promotions.cashback',
      everyMs: 24 * 60 * MINUTE,
      run: ({ now }) => promotionsOperator.runDailyCashback(now),
    },
  ];
  return { bonuses, promotions, promotionsOperator, bonusesView, recurringJobs };
}
