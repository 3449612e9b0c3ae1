import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import {
  operatorSiteSettingsSchema,
  SITE_SETTING_KEYS,
  siteSettingsBodySchemas,
} from '@portal/shared/schemas/site-settings';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import type { SiteSettingsOperatorService } from './site-settings-operator.service.js';

const tags = ['operator'];

const SUMMARIES = {
  site: 'Site settings: currency, languages, login wall, licences, contacts, chat colour',
  register: 'Sign-up and login flags (pwdEnabled, hasFreePlay, mobileReg, ...)',
  analytics: 'Analytics tag id',
  cdns: 'Image and game-launch CDN origins (replace the environment lists)',
  brand: 'Site name used where no page is around it (the lite app profile)',
  profile: 'Whether members may change profile fields that already hold a value',
  socialLogin: 'Social sign-in providers offered (Google, Facebook, Telegram; each needs its keys)',
  agentAccounts: 'Agent account types that only run their agency and may not play (NON_MEMBER)',
  humanCheck:
    'Where the human check is asked: login, SMS login code, registration (needs its keys)',
} as const;

/** The console's site settings calls (decision 044): what `npm run admin setting/cdn` sets. */
export const siteSettingsOperatorRoutes: FastifyPluginAsyncZod<{
  service: SiteSettingsOperatorService;
}> = async (app, { service }) => {
  app.get(
    '/wps/operator/site/settings',
    {
      config: Roles.can('site.read'),
      schema: {
        tags,
        summary: 'The site settings an operator changes, as stored (or their defaults)',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorSiteSettingsSchema),
      },
    },
    async () => ok(await service.get()),
  );

  for (const key of SITE_SETTING_KEYS) {
    app.put(
      `/wps/operator/site/settings/${key}`,
      {
        config: Roles.can('site.manage'),
        schema: {
          tags,
          summary: `${SUMMARIES[key]}; audited with what changed`,
          querystring: emptyQuerySchema,
          body: siteSettingsBodySchemas[key],
          response: jsonResponses(operatorSiteSettingsSchema),
        },
      },
      async (request) => ok(await service.set(operatorOf(request), key, request.body as never)),
    );
  }

  app.delete(
    '/wps/operator/site/settings/cdns',
    {
      config: Roles.can('site.manage'),
      schema: {
        tags,
        summary: 'Use the environment CDN lists again (IMAGE_CDNS, LAUNCH_GAME_CDNS)',
        querystring: emptyQuerySchema,
        response: jsonResponses(operatorSiteSettingsSchema),
      },
    },
    async (request) => ok(await service.resetCdns(operatorOf(request))),
  );
};
