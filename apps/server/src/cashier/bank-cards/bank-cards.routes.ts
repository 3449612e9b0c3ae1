import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  addBankCardPayloadSchema,
  bankCardListSchema,
  bankCardParamsSchema,
  bankCardSchema,
  bankListSchema,
} from '@portal/shared/schemas/withdrawal';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { BankCardsService } from './bank-cards.service.js';

/** Real money: trial accounts get 403 on every call. */
const auth = { auth: 'realMoney' } as const;
const tags = ['wallet'];

export const bankCardsRoutes: FastifyPluginAsyncZod<{ service: BankCardsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/bank-cards/banks',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Banks a card can be bound of, in the member currency',
        querystring: emptyQuerySchema,
        response: jsonResponses(bankListSchema),
      },
    },
    async (request) => ok(await service.banks(currentMember(request).id)),
  );

  app.get(
    '/wps/member/bank-cards',
    {
      config: auth,
      schema: {
        tags,
        summary: "The member's bank cards, account numbers masked",
        querystring: emptyQuerySchema,
        response: jsonResponses(bankCardListSchema),
      },
    },
    async (request) => ok(await service.cards(currentMember(request).id)),
  );

  app.post(
    '/wps/member/bank-cards',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Bind a bank card; the holder must be the payee name',
        body: addBankCardPayloadSchema,
        response: jsonResponses(bankCardSchema),
      },
    },
    async (request) => ok(await service.add(currentMember(request).id, request.body)),
  );

  app.delete(
    '/wps/member/bank-cards/:id',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Delete a bank card that no open withdrawal uses',
        params: bankCardParamsSchema,
        response: jsonResponses(z.null()),
      },
    },
    async (request) => {
      await service.remove(currentMember(request).id, request.params.id);
      return ok(null);
    },
  );
};
