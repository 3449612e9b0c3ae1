import type { FastifyInstance } from 'fastify';
import type { Language } from '@portal/shared/constants/languages';
import { languageFromHeader } from '../../lib/request-language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the `Language` header; MY when absent or unknown. */
    language: Language;
  }
}

export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'MY');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers.language);
  });
}
