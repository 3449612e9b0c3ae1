import { TRIAL_ACCOUNT_TYPE } from '@portal/shared/constants/limits';
import type { DB } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Trx } from '../../db/transaction.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { EventDispatcher } from '../../platform/events/event-dispatcher.js';
import { domainEvents, type DomainEvent } from '../../platform/events/event-types.js';
import { minor } from '../../db/minor.js';
import type { LedgerService } from '../../platform/ledger/ledger.service.js';
import { TransferKind } from '../../platform/ledger/ledger.types.js';
import type { PaymentPasswordCheck } from '../../platform/members/payment-password.js';
import type { RewardTicketsService } from '../rewards/reward-tickets.service.js';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { accruePoints, NO_FRACTION, type PointFraction } from './points-math.js';
import { PointsLedger, type PointsMove } from './points-ledger.js';
import { PointsOperatorService } from './points-operator.service.js';
import { PointsRedeemService } from './points-redeem.service.js';
import { PointsCatalogueRepository } from './points-catalogue.repository.js';
import { PointsOrdersRepository } from './points-orders.repository.js';
import { carryKey, PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

export interface PointServiceDeps {
  db: DB;
  ledger: LedgerService;
  bonuses: Pick<BonusService, 'issue'>;
  paymentPassword: Pick<PaymentPasswordCheck, 'verify'>;
  tickets: Pick<RewardTicketsService, 'grant'>;
  audit: AuditLog;
  events: EventDispatcher;
}

/** The ledger reference of an earning: the settled round (the column holds 128 characters). */
const roundReference = (provider: string, roundId: string) =>
  `${provider}:${roundId}`.slice(0, 128);

/**
 * Points earned from a batch of bet.settled events, in the consumer's transaction: each bet adds
 * to the fraction of a point the member carries in its game category, one ledger transfer per
 * event that completes whole points (all of the batch's in one statement on PostgreSQL), keyed `points-earner:<event id>` (the dispatcher's
 * idempotency key), and the carries written with them; at the rates in force when the event is
 * handled. Trial accounts earn nothing.
 */
export async function earnPoints(
  deps: { repository: PointsRepository; points: PointsLedger },
  events: readonly DomainEvent[],
  trx: Trx,
  keyOf: (event: DomainEvent) => string,
): Promise<void> {
  const bets = events.map((event) => ({
    event,
    bet: domainEvents['bet.settled'].payload.parse(event.payload),
  }));
  const rates = await deps.repository.rates(trx);
  if (rates.size === 0) return;
  const members = [...new Set(bets.map(({ bet }) => bet.memberId))];
  const trial = await deps.repository.trialMembers(trx, members, TRIAL_ACCOUNT_TYPE);
  const earning = members.filter((member) => !trial.has(member));
  const carries = await deps.repository.carries(trx, earning);
  const changed = new Map<string, PointFraction>();
  const earned: PointsMove[] = [];
  for (const { event, bet } of bets) {
    if (trial.has(bet.memberId)) continue;
    const rate = rates.get(bet.categoryCode);
    if (!rate) continue;
    const key = carryKey(bet.memberId, bet.categoryCode);
    const { points, carry } = accruePoints(
      carries.get(key) ?? NO_FRACTION,
      minor(bet.validTurnover),
      rate,
    );
    carries.set(key, carry);
    changed.set(key, carry);
    if (points === 0n) continue;
    earned.push({
      memberId: bet.memberId,
      points,
      key: keyOf(event),
      kind: TransferKind.pointsEarn,
      reference: roundReference(bet.provider, bet.roundId),
      memo: bet.categoryCode,
    });
  }
  await deps.points.giveMany(earned, trx);
  await deps.repository.saveCarries(trx, changed, nowIso());
}

/**
 * The points mall (decision 027) and its event consumer, `points-earner`, which turns settled
 * bets into points (ARCHITECTURE sections 10 and 12).
 */
export function createPointServices({
  db,
  ledger,
  bonuses,
  paymentPassword,
  tickets,
  audit,
  events,
}: PointServiceDeps) {
  const repository = new PointsRepository(db);
  const catalogue = new PointsCatalogueRepository(db);
  const orders = new PointsOrdersRepository(db);
  const points = new PointsLedger(ledger);
  const pointsService = new PointsService({
    db,
    repository,
    catalogue,
    orders,
    points,
    ledger,
    paymentPassword,
  });
  const pointsRedeem = new PointsRedeemService({
    db,
    repository,
    catalogue,
    orders,
    points,
    ledger,
    bonuses,
    paymentPassword,
    tickets,
  });
  const pointsOperator = new PointsOperatorService({
    db,
    repository,
    catalogue,
    orders,
    points,
    audit,
  });
  const name = 'points-earner';
  events.register({
    name,
    types: ['bet.settled'],
    handle: (event, trx, context) =>
      earnPoints({ repository, points }, [event], trx, () => context.idempotencyKey),
    handleBatch: (batch, trx) =>
      earnPoints({ repository, points }, batch, trx, (event) => `${name}:${event.id}`),
  });
  return { points: pointsService, pointsRedeem, pointsOperator, pointsLedger: points };
}
