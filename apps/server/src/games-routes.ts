import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';

/** The routes of the games modules (catalogue, launch, seamless wallet, house provider, records). */
export async function registerGameRoutes(app: FastifyInstance, services: Services): Promise<void> {
  void app;
  void services;
}
