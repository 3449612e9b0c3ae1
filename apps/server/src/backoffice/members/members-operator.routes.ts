import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endSessionsValueSchema,
  forcePasswordValueSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberLockPayloadSchema,
  memberMessagePayloadSchema,
  memberMessageValueSchema,
  memberNotePayloadSchema,
  memberNoteSchema,
  memberPageSchema,
  memberSearchQuerySchema,
  memberStatusValueSchema,
} from '@portal/shared/schemas/operator-members';
import { jsonResponses, ok } from '../../lib/responses.js';
import { operatorOf, Roles } from '../../platform/operators/operator-routes.js';
import { pageOrCsv } from './list-reply.js';
import type { MemberActionsService } from './member-actions.service.js';
import type { MemberDeskService } from './member-desk.service.js';

const tags = ['operator'];
const noBody = z.strictObject({}).nullish();

/** The member desk: search, the member page, and what staff do to an account. */
export const membersOperatorRoutes: FastifyPluginAsyncZod<{
  desk: MemberDeskService;
  actions: MemberActionsService;
}> = async (app, { desk, actions }) => {
  app.get(
    '/wps/operator/members',
    {
      config: Roles.can('members.read'),
      schema: {
        tags,
        summary: 'Search members by a prefix of a username, phone, email, real name, IP or device',
        querystring: memberSearchQuerySchema,
        response: jsonResponses(memberPageSchema),
      },
    },
    async (request, reply) =>
      pageOrCsv(
        reply,
        request.query,
        {
          name: 'members',
          columns: [
            { header: 'ID', value: (row) => row.id },
            { header: 'Username', value: (row) => row.username },
            { header: 'Status', value: (row) => row.status },
            { header: 'Type', value: (row) => row.type },
            { header: 'VIP', value: (row) => row.vipLevel },
            { header: 'Real name', value: (row) => row.realName },
            {
              header: 'Phone',
              value: (row) => (row.mobile ? `+${row.dialingCode ?? ''} ${row.mobile}` : ''),
            },
            { header: 'Email', value: (row) => row.email },
            { header: 'Registered', value: (row) => row.registeredAt },
            { header: 'Last login', value: (row) => row.lastLoginAt },
            { header: 'Last login IP', value: (row) => row.lastLoginIp },
          ],
        },
        (page, pageSize) => desk.search(request.query, page, pageSize),
      ),
  );

  app.get(
    '/wps/operator/members/:id',
    {
      config: Roles.can('members.read'),
      schema: {
        tags,
        summary: 'The member page: profile, verification, status, balances, agents, referral',
        params: memberIdParamsSchema,
        response: jsonResponses(memberDetailSchema),
      },
    },
    async (request) => ok(await desk.detail(request.params.id)),
  );

  app.post(
    '/wps/operator/members/:id/lock',
    {
      config: Roles.can('members.lock'),
      schema: {
        tags,
        summary: 'Lock the member: no login, and every session ends at once',
        params: memberIdParamsSchema,
        body: memberLockPayloadSchema,
        response: jsonResponses(memberStatusValueSchema),
      },
    },
    async (request) =>
      ok(await actions.lock(request.params.id, request.body?.reason, operatorOf(request))),
  );

  app.post(
    '/wps/operator/members/:id/unlock',
    {
      config: Roles.can('members.lock'),
      schema: {
        tags,
        summary: 'Unlock a locked member',
        params: memberIdParamsSchema,
        body: memberLockPayloadSchema,
        response: jsonResponses(memberStatusValueSchema),
      },
    },
    async (request) =>
      ok(await actions.unlock(request.params.id, request.body?.reason, operatorOf(request))),
  );

  app.post(
    '/wps/operator/members/:id/force-password-change',
    {
      config: Roles.can('members.password.force'),
      schema: {
        tags,
        summary: 'The member must choose a new password at the next password login',
        params: memberIdParamsSchema,
        body: noBody,
        response: jsonResponses(forcePasswordValueSchema),
      },
    },
    async (request) =>
      ok(await actions.forcePasswordChange(request.params.id, operatorOf(request))),
  );

  app.post(
    '/wps/operator/members/:id/end-sessions',
    {
      config: Roles.can('members.sessions.end'),
      schema: {
        tags,
        summary: 'Sign the member out everywhere (sessions and remembered devices)',
        params: memberIdParamsSchema,
        body: noBody,
        response: jsonResponses(endSessionsValueSchema),
      },
    },
    async (request) => ok(await actions.endSessions(request.params.id, operatorOf(request))),
  );

  app.post(
    '/wps/operator/members/:id/messages',
    {
      config: Roles.can('members.message'),
      schema: {
        tags,
        summary: "A personal message in the member's message centre",
        params: memberIdParamsSchema,
        body: memberMessagePayloadSchema,
        response: jsonResponses(memberMessageValueSchema),
      },
    },
    async (request) =>
      ok(await actions.message(request.params.id, request.body.contents, operatorOf(request))),
  );

  app.post(
    '/wps/operator/members/:id/notes',
    {
      config: Roles.can('members.note'),
      schema: {
        tags,
        summary: 'Add a staff note to the member',
        params: memberIdParamsSchema,
        body: memberNotePayloadSchema,
        response: jsonResponses(memberNoteSchema),
      },
    },
    async (request) =>
      ok(await actions.addNote(request.params.id, request.body.body, operatorOf(request))),
  );
};
