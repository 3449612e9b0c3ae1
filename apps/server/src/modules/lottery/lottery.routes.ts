import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The lottery's public, member and operator calls (spec sections 3, 6, 7 and 9). */
export const lotteryRoutes: FastifyPluginAsyncZod<Record<string, unknown>> = async () => {};
