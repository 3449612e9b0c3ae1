import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../db/database.js';
import type { Platform } from '../platform/platform.js';
import { createMissionServices } from './missions/mission-services.js';
import { missionsOperatorRoutes } from './missions/missions-operator.routes.js';
import { missionsRoutes } from './missions/missions.routes.js';
import { pointsOperatorRoutes } from './points/points-operator.routes.js';
import { createPointServices } from './points/points-services.js';
import { pointsRoutes } from './points/points.routes.js';
import { createPromotionServices } from './promotions/promotion-services.js';
import { promotionsOperatorRoutes } from './promotions/promotions-operator.routes.js';
import { promotionsRoutes } from './promotions/promotions.routes.js';
import { referralOperatorRoutes } from './referral/referral-operator.routes.js';
import { ReferralRepository } from './referral/referral.repository.js';
import { referralRoutes } from './referral/referral.routes.js';
import { ReferralService } from './referral/referral.service.js';
import { createReferralServices } from './referral/referral-services.js';
import { createRewardServices } from './rewards/reward-services.js';
import { rewardsOperatorRoutes, rewardsRoutes } from './rewards/rewards.routes.js';
import type { PromotionPlayGate } from './promotions/promotions.service.js';

export interface EngagementDeps {
  db: DB;
  platform: Pick<
    Platform,
    'ledger' | 'outbox' | 'notices' | 'audit' | 'events' | 'jobs' | 'members' | 'paymentPassword'
  >;
  /** A member's safer-play break refuses joining and claiming (accounts area's play gate). */
  playGate?: PromotionPlayGate;
}

/**
 * What brings members back: promotions and bonuses (with the turnover they ask), the reward
 * centre, the points mall, missions and invite friends. Each follows the domain events it needs.
 */
export function buildEngagementArea({ db, platform, playGate }: EngagementDeps) {
  const { ledger, outbox, notices, audit, events, jobs, members } = platform;
  // The bonus engine and the turnover counter consume the events first.
  const promotions = createPromotionServices({
    db,
    ledger,
    outbox,
    notices,
    audit,
    events,
    playGate,
  });
  const { bonuses } = promotions;
  // The reward centre: the ticket granter consumes deposits and sign-ins.
  const rewards = createRewardServices({ db, ledger, bonuses, audit, events });
  const tickets = rewards.rewardTickets;
  // Points mall (decision 027): the points-earner consumes settled bets.
  const points = createPointServices({
    db,
    ledger,
    bonuses,
    paymentPassword: platform.paymentPassword,
    tickets,
    audit,
    events,
  });
  // Missions (decision 030): the mission tracker consumes deposits, bets and sign-ins.
  const missions = createMissionServices({ db, ledger, bonuses, tickets, audit, events });
  // Invite friends (decision 028): registration asks the member's side about codes.
  const referralRepository = new ReferralRepository(db);
  const referral = new ReferralService(referralRepository);
  const referralServices = createReferralServices({
    db,
    repository: referralRepository,
    ledger,
    bonuses,
    notices,
    members,
    audit,
    events,
    jobs,
  });
  const services = {
    bonuses,
    promotions: promotions.promotions,
    promotionsOperator: promotions.promotionsOperator,
    bonusesView: promotions.bonusesView,
    rewardTickets: tickets,
    rewardsOperator: rewards.rewardsOperator,
    ...points,
    ...missions,
    referral,
    ...referralServices,
  };
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(promotionsRoutes, {
      promotions: services.promotions,
      bonuses,
      view: services.bonusesView,
    });
    await app.register(promotionsOperatorRoutes, {
      service: services.promotionsOperator,
      view: services.bonusesView,
    });
    await app.register(referralRoutes, { service: referral });
    await app.register(referralOperatorRoutes, {
      service: services.referralOperator,
      jobs: services.referralJobs,
    });
    await app.register(pointsRoutes, { service: services.points, redeem: services.pointsRedeem });
    await app.register(pointsOperatorRoutes, { service: services.pointsOperator });
    await app.register(rewardsRoutes, { tickets });
    await app.register(rewardsOperatorRoutes, { service: services.rewardsOperator });
    await app.register(missionsRoutes, { service: services.missions });
    await app.register(missionsOperatorRoutes, { service: services.missionsOperator });
  };
  return {
    services,
    routes,
    recurringJobs: [...promotions.recurringJobs, ...rewards.recurringJobs],
  };
}
