import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  dashboardQuerySchema,
  dashboardQueuesValueSchema,
  dashboardSeriesQuerySchema,
  dashboardSeriesValueSchema,
  dashboardValueSchema,
} from '@portal/shared/schemas/operator-dashboard';
import { jsonResponses, ok } from '../../lib/responses.js';
import { Roles } from '../../platform/operators/operator-routes.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['operator'];

/** The console's landing screen: figures, the 30-day chart and the queues. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/wps/operator/dashboard',
    {
      config: Roles.can('dashboard.read'),
      schema: {
        tags,
        summary:
          'The figures of a range of site days (GMT+8), today by default, and GGR by category',
        querystring: dashboardQuerySchema,
        response: jsonResponses(dashboardValueSchema),
      },
    },
    async (request) => ok(await dashboard.figures(request.query)),
  );

  app.get(
    '/wps/operator/dashboard/series',
    {
      config: Roles.can('dashboard.read'),
      schema: {
        tags,
        summary: 'One point of every figure per site day of the last `days` (30 by default)',
        querystring: dashboardSeriesQuerySchema,
        response: jsonResponses(dashboardSeriesValueSchema),
      },
    },
    async (request) => ok(await dashboard.series(request.query.days)),
  );

  app.get(
    '/wps/operator/dashboard/queues',
    {
      config: Roles.can('dashboard.read'),
      schema: {
        tags,
        summary: 'What waits for staff: count, money held and the oldest item of each queue',
        querystring: emptyQuerySchema,
        response: jsonResponses(dashboardQueuesValueSchema),
      },
    },
    async () => ok(await dashboard.queues()),
  );
};
