import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorReferralsQuerySchema,
  operatorReferralsValueSchema,
  referralRulesInputSchema,
  referralRulesSchema,
} from '@portal/shared/schemas/referral';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { RecurringJobs } from '../../platform/jobs/recurring.js';
import type { ReferralOperatorService } from './referral-operator.service.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';

const tags = ['operator'];

/** Operator calls of invite friends; a change of the rules is audited. */
export const referralOperatorRoutes: FastifyPluginAsyncZod<{
  service: ReferralOperatorService;
  jobs: Pick<RecurringJobs, 'scheduleNext'>;
}> = async (app, { service, jobs }) => {
  // The hourly sweep of closed windows (decision 028).
  app.addHook('onReady', async () => jobs.scheduleNext());
  app.get(
    '/wps/operator/referral/rules',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'The referral rules: thresholds, reward, its wallet and turnover',
        querystring: emptyQuerySchema,
        response: jsonResponses(referralRulesSchema),
      },
    },
    async () => ok(await service.rules()),
  );

  app.put(
    '/wps/operator/referral/rules',
    {
      config: Roles.can('engagement.manage'),
      schema: {
        tags,
        summary: 'Replace the referral rules (applies to friends judged from now on)',
        body: referralRulesInputSchema,
        response: jsonResponses(referralRulesSchema),
      },
    },
    async (request) => ok(await service.saveRules(operatorOf(request), request.body)),
  );

  app.get(
    '/wps/operator/referrals',
    {
      config: Roles.can('engagement.read'),
      schema: {
        tags,
        summary: 'Referrals newest first, by status and referrer, with not-eligible reasons',
        querystring: operatorReferralsQuerySchema,
        response: jsonResponses(operatorReferralsValueSchema),
      },
    },
    async (request) => ok(await service.list(request.query)),
  );
};
