import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarListSchema,
  memberIconValueSchema,
  memberInfoSchema,
  setIconPayloadSchema,
} from '@portal/shared/schemas/account';
import { memberProfileSchema, profilePayloadSchema } from '@portal/shared/schemas/member-profile';
import { emptyQuerySchema } from '@portal/shared/schemas/query';
import { currentMember } from '../../plugins/app/authenticate.js';
import { jsonResponses, ok } from '../../lib/responses.js';
import type { MemberInfoService } from './member-info.service.js';

export const memberInfoRoutes: FastifyPluginAsyncZod<{ service: MemberInfoService }> = async (
  app,
  { service },
) => {
  app.get(
    '/wps/member/info',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary:
          'The signed-in member: account, nickname, type, VIP label, avatar, last login, profile',
        querystring: emptyQuerySchema,
        response: jsonResponses(memberInfoSchema),
      },
    },
    async (request) => ok(await service.getInfo(currentMember(request).id)),
  );

  app.post(
    '/wps/member/info/profile',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary:
          'Fill profile fields: each once, unless the site allows changes; real name and birthday stay as identity checks verified them',
        querystring: emptyQuerySchema,
        body: profilePayloadSchema,
        response: jsonResponses(memberProfileSchema),
      },
    },
    async (request) => ok(await service.updateProfile(currentMember(request).id, request.body)),
  );

  app.get(
    '/wps/member/info/icon',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: "The member's avatar",
        querystring: emptyQuerySchema,
        response: jsonResponses(memberIconValueSchema),
      },
    },
    async (request) => ok(await service.getIcon(currentMember(request).id)),
  );

  app.post(
    '/wps/member/info/icon',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: 'Pick an avatar from the list of /wps/relay/MCSFE_getPlayerAvatar',
        querystring: emptyQuerySchema,
        body: setIconPayloadSchema,
        response: jsonResponses(memberIconValueSchema),
      },
    },
    async (request) => ok(await service.setIcon(currentMember(request).id, request.body.icon)),
  );

  app.get(
    '/wps/relay/MCSFE_getPlayerAvatar',
    {
      config: { auth: 'member' },
      schema: {
        tags: ['member'],
        summary: 'The avatars a member can pick, with their images',
        querystring: emptyQuerySchema,
        response: jsonResponses(avatarListSchema),
      },
    },
    async () => ok(service.listAvatars()),
  );
};
