import { z } from 'zod';
import { messageContentsSchema } from './operator-messages.js';

/**
 * The operator's side of agent announcements (agent centre page agentAnnouncement; agents read
 * them through GET /wps/agent/announcements, agentAnnouncementsValueSchema in agency.ts). Title
 * and content are written per language, as operator messages are: an agent reads their language,
 * else EN, else any language the notice has. Calls: GET, POST /wps/operator/agent-announcements,
 * PUT and DELETE /wps/operator/agent-announcements/:id.
 */

const instant = z.iso.datetime({ offset: true });

/** POST (create) and PUT (replace) of one notice. */
export const agentAnnouncementInputSchema = z
  .strictObject({
    contents: messageContentsSchema,
    pinned: z.boolean().default(false),
    /** Shown from this instant; now when absent. */
    publishedAt: instant.optional(),
    /** Hidden from this instant on; null or absent: until deleted. */
    expiresAt: instant.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (
      input.expiresAt &&
      input.publishedAt &&
      Date.parse(input.expiresAt) <= Date.parse(input.publishedAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'not_after_published' });
    }
  });
export type AgentAnnouncementInput = z.input<typeof agentAnnouncementInputSchema>;

export const agentAnnouncementIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive(),
});

/** GET /wps/operator/agent-announcements: every notice not deleted, newest first. */
export const operatorAgentAnnouncementsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorAgentAnnouncementsQuery = z.input<typeof operatorAgentAnnouncementsQuerySchema>;

export const operatorAgentAnnouncementSchema = z.object({
  id: z.number().int(),
  contents: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  pinned: z.boolean(),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Whether agents see it now: published and not expired. */
  live: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatorAgentAnnouncement = z.infer<typeof operatorAgentAnnouncementSchema>;

export const operatorAgentAnnouncementsValueSchema = z.object({
  list: z.array(operatorAgentAnnouncementSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OperatorAgentAnnouncementsValue = z.infer<typeof operatorAgentAnnouncementsValueSchema>;

export const deletedAgentAnnouncementSchema = z.object({ id: z.number().int() });
