import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';

/** Team betting, transaction details, my income, agent announcements (and their operator calls). */
export const teamRecordsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
