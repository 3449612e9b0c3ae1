import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  applicationParamsSchema,
  applicationsQuerySchema,
  approveApplicationPayloadSchema,
  bonusIdParamsSchema,
  cancelBonusPayloadSchema,
  cashbackRunPayloadSchema,
  cashbackRunValueSchema,
  grantBonusPayloadSchema,
  operatorApplicationSchema,
  operatorApplicationsValueSchema,
  operatorBonusSchema,
  operatorBonusesQuerySchema,
  operatorBonusesValueSchema,
  operatorPromotionSchema,
  operatorPromotionsValueSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
  rafflePrizePayloadSchema,
  rafflePrizeValueSchema,
  rejectApplicationPayloadSchema,
} from '@portal/shared/schemas/promotions';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentStaff } from '../../plugins/app/authenticate.js';
import type { BonusesView } from '../bonuses/bonuses-view.js';
import type { Operator, PromotionsOperatorService } from './promotions-operator.service.js';

const tags = ['operator'];
/** Decision 016: admins run promotions; finance also decides money (applications, bonuses). */
const adminOnly = { staff: [] } as const;
const money = { staff: ['finance'] } as const;
const readers = { staff: ['finance', 'viewer'] } as const;

const operator = (request: FastifyRequest): Operator => ({
  staff: currentStaff(request),
  ip: request.ip,
});

/** Operator calls of promotions and bonuses; every change is audited. */
export const promotionsOperatorRoutes: FastifyPluginAsyncZod<{
  service: PromotionsOperatorService;
  view: BonusesView;
}> = async (app, { service, view }) => {
  app.get(
    '/wps/operator/promotions',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Every promotion (drafts and archived too), in display order',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorPromotionsValueSchema),
      },
    },
    async () => ok(await service.list()),
  );

  app.get(
    '/wps/operator/promotions/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One promotion with its content in every language',
        params: promotionIdParamsSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.view(request.params.id)),
  );

  app.post(
    '/wps/operator/promotions',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Create a promotion: kind and terms, schedule, eligibility, bonus rules, content',
        body: promotionInputSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.create(operator(request), request.body)),
  );

  app.put(
    '/wps/operator/promotions/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Replace a promotion (its kind is fixed once members took part)',
        params: promotionIdParamsSchema,
        body: promotionInputSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.update(operator(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/promotions/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Archive a promotion: hidden from members, its history kept',
        params: promotionIdParamsSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.archive(operator(request), request.params.id)),
  );

  app.get(
    '/wps/operator/promotions/applications',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Applications with their remark, contact and images (waiting ones oldest first)',
        querystring: applicationsQuerySchema,
        response: jsonResponses(operatorApplicationsValueSchema),
      },
    },
    async (request) => ok(await service.applications(request.query)),
  );

  app.post(
    '/wps/operator/promotions/applications/:id/approve',
    {
      config: money,
      schema: {
        tags,
        summary: 'Approve with an amount: the bonus is issued to the member’s bonus wallet',
        params: applicationParamsSchema,
        body: approveApplicationPayloadSchema,
        response: jsonResponses(operatorApplicationSchema),
      },
    },
    async (request) =>
      ok(await service.approve(operator(request), request.params.id, request.body.amount)),
  );

  app.post(
    '/wps/operator/promotions/applications/:id/reject',
    {
      config: money,
      schema: {
        tags,
        summary: 'Reject with a reason the member reads in their message centre',
        params: applicationParamsSchema,
        body: rejectApplicationPayloadSchema,
        response: jsonResponses(operatorApplicationSchema),
      },
    },
    async (request) =>
      ok(await service.reject(operator(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/wps/operator/promotions/:id/raffle-prizes',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Record a raffle prize a member won; they claim it once',
        params: promotionIdParamsSchema,
        body: rafflePrizePayloadSchema,
        response: jsonResponses(rafflePrizeValueSchema),
      },
    },
    async (request) =>
      ok(
        await service.grantPrize(
          operator(request),
          request.params.id,
          request.body.username,
          request.body.amount,
        ),
      ),
  );

  app.post(
    '/wps/operator/promotions/:id/cashback-run',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Pay a finished site day’s cashback now (the daily job does it at 08:00 GMT+8)',
        params: promotionIdParamsSchema,
        body: cashbackRunPayloadSchema,
        response: jsonResponses(cashbackRunValueSchema),
      },
    },
    async (request) =>
      ok(await service.runCashback(operator(request), request.params.id, request.body.day)),
  );

  app.get(
    '/wps/operator/bonuses',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Bonuses, newest first, by member and state',
        querystring: operatorBonusesQuerySchema,
        response: jsonResponses(operatorBonusesValueSchema),
      },
    },
    async (request) => ok(await view.page(request.query, request.language)),
  );

  app.post(
    '/wps/operator/bonuses',
    {
      config: money,
      schema: {
        tags,
        summary: 'Give a member a bonus by hand, with its turnover and expiry',
        body: grantBonusPayloadSchema,
        response: jsonResponses(operatorBonusSchema),
      },
    },
    async (request) => ok(await service.grantBonus(operator(request), request.body)),
  );

  app.post(
    '/wps/operator/bonuses/:id/cancel',
    {
      config: money,
      schema: {
        tags,
        summary: 'Cancel a running bonus: its amount goes back to the bonus pool',
        params: bonusIdParamsSchema,
        body: cancelBonusPayloadSchema,
        response: jsonResponses(operatorBonusSchema),
      },
    },
    async (request) =>
      ok(await service.cancelBonus(operator(request), request.params.id, request.body.reason)),
  );
};
