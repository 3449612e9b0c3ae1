import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_IMAGE_DATA_URL_MAX,
  APPLICATION_IMAGES_MAX,
  applyPromotionPayloadSchema,
  applyPromotionValueSchema,
  bonusIdParamsSchema,
  bonusesQuerySchema,
  bonusesValueSchema,
  bonusStateValueSchema,
  checkInValueSchema,
  claimRafflePayloadSchema,
  claimRaffleValueSchema,
  joinPromotionValueSchema,
  promotionDetailSchema,
  promotionIdParamsSchema,
  promotionRefParamsSchema,
  promotionsQuerySchema,
  promotionsValueSchema,
} from '@portal/shared/schemas/promotions';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { BonusService } from '../bonuses/bonus.service.js';
import type { BonusesView } from '../bonuses/bonuses-view.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['promotions'];
/** Public: a valid token makes the states the member's own. */
const optional = { auth: 'optional' } as const;
/** Bonuses are real money: not for trial accounts. */
const realMoney = { auth: 'realMoney' } as const;
/** Taking part in a promotion is playing: agents-only accounts are refused too (NON_MEMBER). */
const play = { auth: 'play' } as const;
const emptyBody = z.strictObject({}).nullish();
/** Three images of 5 MB as data URLs, and the rest of the form. */
const APPLY_BODY_LIMIT = APPLICATION_IMAGES_MAX * APPLICATION_IMAGE_DATA_URL_MAX + 16 * 1024;

/**
 * Promotions for visitors and members (/promotions, /promoDetail), joining, applying, the daily
 * check-in and the raffle claim (MCS2_claimRafflePromotion), and the member's bonuses (bonusDetails).
 */
export const promotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  bonuses: BonusService;
  view: BonusesView;
}> = async (app, { promotions, bonuses, view }) => {
  app.get(
    '/wps/promotions',
    {
      config: optional,
      schema: {
        tags,
        summary: "Published promotions not yet closed, with the member's own state and action",
        querystring: promotionsQuerySchema,
        response: jsonResponses(promotionsValueSchema),
      },
    },
    async (request) =>
      ok(await promotions.list(request.member?.id ?? null, request.query.type, request.language)),
  );

  app.get(
    '/wps/promotions/:id',
    {
      config: optional,
      schema: {
        tags,
        summary: 'One promotion (by id or code) with its content, terms and the member’s part',
        params: promotionRefParamsSchema,
        response: jsonResponses(promotionDetailSchema),
      },
    },
    async (request) =>
      ok(await promotions.detail(request.member?.id ?? null, request.params.id, request.language)),
  );

  app.post(
    '/wps/promotions/:id/join',
    {
      config: play,
      schema: {
        tags,
        summary: 'Join a deposit match (for the next qualifying deposit), a cashback or a raffle',
        params: promotionIdParamsSchema,
        body: emptyBody,
        response: jsonResponses(joinPromotionValueSchema),
      },
    },
    async (request) => ok(await promotions.join(currentMember(request).id, request.params.id)),
  );

  app.post(
    '/wps/promotions/:id/apply',
    {
      config: play,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Apply with a remark, up to 3 PNG or JPEG images and a Zalo or WhatsApp id',
        params: promotionIdParamsSchema,
        body: applyPromotionPayloadSchema,
        response: jsonResponses(applyPromotionValueSchema),
      },
    },
    async (request) =>
      ok(await promotions.apply(currentMember(request).id, request.params.id, request.body)),
  );

  app.post(
    '/wps/promotions/:id/check-in',
    {
      config: play,
      schema: {
        tags,
        summary: "Check in today (site day) to a daily check-in promotion: the streak day's bonus",
        params: promotionIdParamsSchema,
        body: emptyBody,
        response: jsonResponses(checkInValueSchema),
      },
    },
    async (request) => ok(await promotions.checkIn(currentMember(request).id, request.params.id)),
  );

  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      config: play,
      schema: {
        tags,
        summary: 'Claim the prize won in a raffle promotion, exactly once, as a bonus',
        body: claimRafflePayloadSchema,
        response: jsonResponses(claimRaffleValueSchema),
      },
    },
    async (request) =>
      ok(await promotions.claimRaffle(currentMember(request).id, request.body.promotionId)),
  );

  app.get(
    '/wps/member/bonuses',
    {
      config: realMoney,
      schema: {
        tags,
        summary: 'The member’s bonuses, newest first, with turnover progress and totals',
        querystring: bonusesQuerySchema,
        response: jsonResponses(bonusesValueSchema),
      },
    },
    async (request) =>
      ok(await view.memberPage(currentMember(request).id, request.query, request.language)),
  );

  app.post(
    '/wps/member/bonuses/:id/forfeit',
    {
      config: realMoney,
      schema: {
        tags,
        summary: 'Give up a running bonus: its amount leaves the bonus wallet',
        params: bonusIdParamsSchema,
        body: emptyBody,
        response: jsonResponses(bonusStateValueSchema),
      },
    },
    async (request) => {
      const bonus = await bonuses.forfeit(currentMember(request).id, request.params.id);
      return ok({ id: bonus.id, state: bonus.state });
    },
  );
};
