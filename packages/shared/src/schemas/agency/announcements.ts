import { z } from 'zod';

// ---- Agent announcements ------------------------------------------------------------------------

/** GET /wps/agent/announcements (agentAnnouncement): the operator's notices to agents, newest first. */
export const agentAnnouncementsValueSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      pinned: z.boolean(),
      time: z.string(),
    }),
  ),
});
export type AgentAnnouncementsValue = z.infer<typeof agentAnnouncementsValueSchema>;
