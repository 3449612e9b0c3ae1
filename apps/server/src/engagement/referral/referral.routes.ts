import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  referralFriendsQuerySchema,
  referralFriendsValueSchema,
  referralSummarySchema,
} from '@portal/shared/schemas/referral';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { requestOrigin } from '../../lib/client-ip.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { ReferralService } from './referral.service.js';

const tags = ['referral'];
/** Rewards are real money for members: not for trial or agents-only accounts. */
const play = { auth: 'play' } as const;

/** Invite friends (member-centre page `referral`): the member's code, link, totals and friends. */
export const referralRoutes: FastifyPluginAsyncZod<{ service: ReferralService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/referral',
    {
      config: play,
      schema: {
        tags,
        summary: "The member's referral code and link, their friends' totals and the rules",
        querystring: emptyQuerySchema,
        response: jsonResponses(referralSummarySchema),
      },
    },
    async (request, reply) => {
      const member = currentMember(request);
      // The browser the link is shared from: a friend registering in it is not a new person.
      await service.recordDevice(member.id, service.deviceMark({ request, reply }));
      return ok(await service.summary(member.id, requestOrigin(request)));
    },
  );

  app.get(
    '/wps/member/referral/friends',
    {
      config: play,
      schema: {
        tags,
        summary: 'The friends the member invited, newest first, accounts masked, with status',
        querystring: referralFriendsQuerySchema,
        response: jsonResponses(referralFriendsValueSchema),
      },
    },
    async (request) => ok(await service.friends(currentMember(request).id, request.query)),
  );
};
