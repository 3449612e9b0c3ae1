import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletRecallPayloadSchema,
  walletRecallResultSchema,
  walletTransferPayloadSchema,
  walletSettingsPayloadSchema,
  walletSettingsSchema,
  walletTransferResultSchema,
} from '@portal/shared/schemas/wallet';
import { jsonResponses, ok } from '../../lib/responses.js';
import { currentMember } from '../../plugins/app/authenticate.js';
import type { WalletSettingsService } from './auto-transfer.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import type { ContractFlags, WalletService } from './wallet.service.js';

/** Real money: trial accounts get 403 TRIAL_ACCOUNT, signed-out callers 401. */
const auth = { auth: 'realMoney' } as const;
const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{
  wallets: WalletService;
  transfers: VendorTransferService;
  settings: WalletSettingsService;
  contractFlags: (memberId: number) => Promise<ContractFlags>;
}> = async (app, { wallets, transfers, settings, contractFlags }) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Header balance: sumBalance (main + vendor wallets), frozen, every wallet',
        querystring: emptyQuerySchema,
        response: jsonResponses(walletBalanceSchema),
      },
    },
    async (request) => ok(await wallets.balance(currentMember(request).id)),
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      config: auth,
      schema: {
        tags,
        summary: "The merchant's transfer-mode vendors with the member's balance in each",
        querystring: emptyQuerySchema,
        response: jsonResponses(merchantWalletSchema),
      },
    },
    async (request) => ok(await wallets.merchantWallet(currentMember(request).id)),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Move money between main and a vendor wallet; idempotent by reference',
        body: walletTransferPayloadSchema,
        response: jsonResponses(walletTransferResultSchema),
      },
    },
    async (request) => ok(await transfers.transfer(currentMember(request).id, request.body)),
  );

  app.post(
    '/wps/relay/GCS_walletRecallAll',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Every vendor wallet back to main; idempotent by reference',
        body: walletRecallPayloadSchema,
        response: jsonResponses(walletRecallResultSchema),
      },
    },
    async (request) =>
      ok(await transfers.recallAll(currentMember(request).id, request.body.reference)),
  );

  app.get(
    '/wps/member/wallet/settings',
    {
      config: auth,
      schema: {
        tags,
        summary: "The member's wallet preferences (automatic transfer to game wallets)",
        querystring: emptyQuerySchema,
        response: jsonResponses(walletSettingsSchema),
      },
    },
    async (request) => ok(await settings.get(currentMember(request).id)),
  );

  app.put(
    '/wps/member/wallet/settings',
    {
      config: auth,
      schema: {
        tags,
        summary: "Saves the member's wallet preferences",
        body: walletSettingsPayloadSchema,
        response: jsonResponses(walletSettingsSchema),
      },
    },
    async (request) => ok(await settings.set(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Consolidated funds (main, bonus, vendors, frozen) and agent contract flags',
        querystring: emptyQuerySchema,
        response: jsonResponses(consolidatedFundsSchema),
      },
    },
    async (request) => ok(await wallets.consolidated(currentMember(request).id, contractFlags)),
  );
};
