import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';

/** Register account, downline management and transfers (agent), operator moves (staff). */
export const teamMembersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async () => {};
