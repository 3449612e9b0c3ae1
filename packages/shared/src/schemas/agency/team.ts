import { z } from 'zod';
import { displayText } from '../../validation/display-text.js';
import { transferReferenceSchema } from '../upline-transfer.js';
import { amountInputSchema } from '../withdrawal.js';
import { memberId, pageNo, pageSize, siteDay } from './fields.js';

/** The agent's downline: the agent types, listing, registering and granting, and transfers. */

// ---- Agent types ------------------------------------------------------------------------------

/**
 * What each agent type may create or grant below itself (decision 031): a master agent (1) and
 * an agent (2) build agent chains of type 2; an affiliate (41) recruits sub-affiliates (42); a
 * sub-affiliate (42) recruits members only.
 */
export const GRANTABLE_AGENT_TYPE: Readonly<Record<number, number | null>> = {
  1: 2,
  2: 2,
  41: 42,
  42: null,
};

// ---- Downline management ------------------------------------------------------------------------

export const downlineScopes = ['direct', 'all'] as const;
export const memberStatuses = ['active', 'disabled'] as const;

/** GET /wps/agent/team/members (downlineManagmentView). */
export const downlineQuerySchema = z.strictObject({
  /** Whose downline to list: the agent (default) or one of their downlines (drilling down). */
  parentId: memberId.optional(),
  scope: z.enum(downlineScopes).default('direct'),
  /** Part of the account name, case-insensitive. */
  account: z.string().trim().min(1).max(32).optional(),
  /** member: types other than the agent types; agent: 1, 2, 41, 42. */
  type: z.enum(['member', 'agent']).optional(),
  registeredFrom: siteDay.optional(),
  registeredTo: siteDay.optional(),
  lastLoginFrom: siteDay.optional(),
  lastLoginTo: siteDay.optional(),
  status: z.enum(memberStatuses).optional(),
  page: pageNo,
  pageSize,
  /**
   * Keyset paging (decision 067): the rows after this account in the list's order (by account,
   * case-insensitively), the `next` of the page before; `page` is then not read. Deep pages of a
   * large `scope=all` list cost what the first one does.
   */
  after: z.string().trim().min(1).max(64).optional(),
});
export type DownlineQuery = z.input<typeof downlineQuerySchema>;

/** A member of the tree as the agent sees it: their level below the agent, balance, team size. */
export const downlineMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** 1: a direct downline of the agent; 2: one below; ... */
  level: z.number().int(),
  upline: z.string().nullable(),
  directCount: z.number().int(),
  downlineCount: z.number().int(),
  /** Main wallet. */
  balance: z.number(),
  currency: z.string(),
  status: z.enum(memberStatuses),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The member's time-out or self-exclusion in force (read only: no agent call changes it). */
  playBreak: z
    .object({ kind: z.enum(['timeout', 'exclusion']), endsAt: z.string().nullable() })
    .nullable(),
});
export type DownlineMember = z.infer<typeof downlineMemberSchema>;

/** The way from the agent down to a member of their tree: the agent first. */
export const breadcrumbSchema = z.object({ id: z.number().int(), account: z.string() });

export const downlineListValueSchema = z.object({
  /** The agent, then each member down to the listed parent. */
  breadcrumbs: z.array(breadcrumbSchema),
  list: z.array(downlineMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The `after` of the next page (keyset paging); null when this page is the last. */
  next: z.string().nullable(),
  /** The agent type this agent may give a direct downline, or null (decision 031). */
  grantableType: z.number().int().nullable(),
});
export type DownlineListValue = z.infer<typeof downlineListValueSchema>;

/** PUT /wps/agent/team/members (registerCenter, encrypted): a member or sub-agent below the agent. */
export const registerDownlinePayloadSchema = z.strictObject({
  /** agent: the type of GRANTABLE_AGENT_TYPE (refused when the agent may grant none). */
  kind: z.enum(['member', 'agent']),
  username: z.string().trim().min(1).max(64),
  /** The initial password; the new account must change it at first login. */
  password: z.string().min(1).max(64),
  confirmPassword: z.string().min(1).max(64),
  nickname: displayText(z.string().trim().max(32)).optional(),
});
export type RegisterDownlinePayload = z.infer<typeof registerDownlinePayloadSchema>;

export const registerDownlineResultSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  upline: z.string(),
  registeredAt: z.string(),
});
export type RegisterDownlineResult = z.infer<typeof registerDownlineResultSchema>;

/** POST /wps/agent/team/members/type: make a direct downline an agent of the grantable type. */
export const grantAgentPayloadSchema = z.strictObject({ memberId });
export const grantAgentResultSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
});
export type GrantAgentResult = z.infer<typeof grantAgentResultSchema>;

/** GET /wps/agent/team/transfer: what the transfer form needs. */
export const downlineTransferInfoSchema = z.object({
  min: z.number(),
  max: z.number(),
  /** The agent's main wallet: the most that can be sent now. */
  balance: z.number(),
  currency: z.string(),
  hasPaymentPassword: z.boolean(),
});
export type DownlineTransferInfo = z.infer<typeof downlineTransferInfoSchema>;

/** POST /wps/agent/team/transfer (encrypted): main wallet to a direct downline's main wallet. */
export const downlineTransferPayloadSchema = z.strictObject({
  memberId: z.number().int().positive(),
  amount: amountInputSchema,
  paymentPassword: z.string().regex(/^\d{6}$/),
  /** The client's idempotency key: a retry with the same reference returns the first result. */
  reference: transferReferenceSchema,
});
export type DownlineTransferPayload = z.infer<typeof downlineTransferPayloadSchema>;

export const downlineTransferResultSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  /** The agent's main wallet right after. */
  balance: z.number(),
  downline: z.string(),
  currency: z.string(),
  time: z.string(),
});
export type DownlineTransferResult = z.infer<typeof downlineTransferResultSchema>;
