import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';

/** Team overview and user profit and loss. */
export const reportsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
