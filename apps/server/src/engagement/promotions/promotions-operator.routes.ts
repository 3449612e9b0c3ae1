import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  promotionIdParamsSchema,
  promotionInputSchema,
  rafflePrizePayloadSchema,
  rafflePrizeValueSchema,
  rejectApplicationPayloadSchema,
} from '@portal/shared/schemas/promotions';
import {
  cashbackResultsValueSchema,
  cashbackRunParamsSchema,
  cashbackRunsValueSchema,
  operatorPromotionsPageSchema,
  operatorPromotionsQuerySchema,
  promotionFiguresSchema,
  rafflePrizesValueSchema,
  type OperatorPromotionListItem,
} from '@portal/shared/schemas/promotions';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { sendCsv, type CsvColumn } from '../../lib/csv.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { BonusesView } from '../bonuses/bonuses-view.js';
import type { PromotionsOperatorService } from './promotions-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

const CSV_COLUMNS: CsvColumn<OperatorPromotionListItem>[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'code', value: (p) => p.code },
  { header: 'title', value: (p) => p.contents.EN?.title ?? Object.values(p.contents)[0]?.title },
  { header: 'languages', value: (p) => Object.keys(p.contents).join(' ') },
  { header: 'kind', value: (p) => p.kind },
  { header: 'type', value: (p) => p.type },
  { header: 'badge', value: (p) => p.badge },
  { header: 'state', value: (p) => p.state },
  { header: 'starts_at', value: (p) => p.startsAt },
  { header: 'ends_at', value: (p) => p.endsAt },
  { header: 'order', value: (p) => p.sortOrder },
  { header: 'participants', value: (p) => p.participants },
];

async function* each<T>(rows: readonly T[]): AsyncGenerator<T> {
  yield* rows;
}

/** Operator calls of promotions and bonuses; every change is audited. */
export const promotionsOperatorRoutes: FastifyPluginAsyncZod<{
  service: PromotionsOperatorService;
  view: BonusesView;
}> = async (app, { service, view }) => {
  app.get(
    '/wps/operator/promotions',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary:
          'Every promotion (drafts and archived too) with its state now, by state, kind and text; `format=csv` streams them',
        querystring: operatorPromotionsQuerySchema,
        response: jsonResponses(operatorPromotionsPageSchema),
      },
    },
    async (request, reply) => {
      const { all, ...page } = await service.page(request.query);
      return request.query.format === 'csv'
        ? sendCsv(reply, 'promotions', CSV_COLUMNS, each(all))
        : ok(page);
    },
  );

  app.get(
    '/wps/operator/promotions/:id/figures',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary:
          'What a promotion did: members joined, bonus issued and paid, turnover met, cost against deposits',
        params: promotionIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(promotionFiguresSchema),
      },
    },
    async (request) => ok(await service.console.figures(request.params.id)),
  );

  app.get(
    '/wps/operator/promotions/:id/raffle-prizes',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'The prizes recorded for a raffle promotion, newest first, claimed or not',
        params: promotionIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(rafflePrizesValueSchema),
      },
    },
    async (request) => ok(await service.console.prizes(request.params.id)),
  );

  app.get(
    '/wps/operator/promotions/:id/cashback-runs',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'The days a cashback promotion paid, newest first, with members paid and total',
        params: promotionIdParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(cashbackRunsValueSchema),
      },
    },
    async (request) => ok(await service.console.cashbackRuns(request.params.id)),
  );

  app.get(
    '/wps/operator/promotions/:id/cashback-runs/:day',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'What one day of a cashback promotion paid each member',
        params: cashbackRunParamsSchema,
        querystring: emptyQuerySchema,
        response: jsonResponses(cashbackResultsValueSchema),
      },
    },
    async (request) =>
      ok(await service.console.cashbackResults(request.params.id, request.params.day)),
  );

  app.get(
    '/wps/operator/promotions/:id',
    {
      config: Roles.can('engagement.read'),
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
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Create a promotion: kind and terms, schedule, eligibility, bonus rules, content',
        body: promotionInputSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.create(operatorOf(request), request.body)),
  );

  app.put(
    '/wps/operator/promotions/:id',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replace a promotion (its kind is fixed once members took part)',
        params: promotionIdParamsSchema,
        body: promotionInputSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) =>
      ok(await service.update(operatorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/wps/operator/promotions/:id',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Archive a promotion: hidden from members, its history kept',
        params: promotionIdParamsSchema,
        response: jsonResponses(operatorPromotionSchema),
      },
    },
    async (request) => ok(await service.archive(operatorOf(request), request.params.id)),
  );

  app.get(
    '/wps/operator/promotions/applications',
    {
      config: Roles.can('engagement.read'),
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
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Approve with an amount: the bonus is issued to the member’s bonus wallet',
        params: applicationParamsSchema,
        body: approveApplicationPayloadSchema,
        response: jsonResponses(operatorApplicationSchema),
      },
    },
    async (request) =>
      ok(await service.approve(operatorOf(request), request.params.id, request.body.amount)),
  );

  app.post(
    '/wps/operator/promotions/applications/:id/reject',
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Reject with a reason the member reads in their message centre',
        params: applicationParamsSchema,
        body: rejectApplicationPayloadSchema,
        response: jsonResponses(operatorApplicationSchema),
      },
    },
    async (request) =>
      ok(await service.reject(operatorOf(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/wps/operator/promotions/:id/raffle-prizes',
    {
      config: Roles.can('engagement.decide'),
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
          operatorOf(request),
          request.params.id,
          request.body.username,
          request.body.amount,
        ),
      ),
  );

  app.post(
    '/wps/operator/promotions/:id/cashback-run',
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Pay a finished site day’s cashback now (the daily job does it at 08:00 GMT+8)',
        params: promotionIdParamsSchema,
        body: cashbackRunPayloadSchema,
        response: jsonResponses(cashbackRunValueSchema),
      },
    },
    async (request) =>
      ok(await service.runCashback(operatorOf(request), request.params.id, request.body.day)),
  );

  app.get(
    '/wps/operator/bonuses',
    {
      config: Roles.can('engagement.read'),
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
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Give a member a bonus by hand, with its turnover and expiry',
        body: grantBonusPayloadSchema,
        response: jsonResponses(operatorBonusSchema),
      },
    },
    async (request) => ok(await service.grantBonus(operatorOf(request), request.body)),
  );

  app.post(
    '/wps/operator/bonuses/:id/cancel',
    {
      config: Roles.can('engagement.decide'),
      schema: {
        tags,
        summary: 'Cancel a running bonus: its amount goes back to the bonus pool',
        params: bonusIdParamsSchema,
        body: cancelBonusPayloadSchema,
        response: jsonResponses(operatorBonusSchema),
      },
    },
    async (request) =>
      ok(await service.cancelBonus(operatorOf(request), request.params.id, request.body.reason)),
  );
};
