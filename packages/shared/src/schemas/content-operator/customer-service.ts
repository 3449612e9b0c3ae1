import { z } from 'zod';
import { CS_TYPES } from '../../constants/site.js';
import { isBuiltinChat } from '../live-chat.js';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from '../operator-list.js';
import {
  contentTitle,
  expectedUpdatedAt,
  languageKeySchema,
  timestamp,
  titleSearchQuery,
  translationsOf,
} from './fields.js';

/**
 * Operator calls of customer-service entries (/wps/operator/customer-service): the links of the
 * right bar and the footer. Type 1 live chat, 2 a messaging app, 3 the protected chat (its
 * address is only issued on demand, never listed), 4 the VIP service for high ranks.
 */

/** The icons the site draws for an entry. */
export const CS_ICONS = [
  'livechat',
  'telegram',
  'facebook',
  'whatsapp',
  'line',
  'zalo',
  'email',
  'vip',
] as const;
export type CsIcon = (typeof CS_ICONS)[number];
export const CS_VIP_RANK_MAX = 99;

/** The schemes the site opens (apps/web safe-href.ts); the protected chat is https only. */
const LINK_SCHEMES = /^(https?|mailto|tel|tg|whatsapp|line|zalo|viber|skype):\S+$/i;

/** Why an entry's address would not open on the site, or null when it does. */
export function customerServicePathIssue(csType: number, path: string): string | null {
  const target = path.trim();
  if (csType === 3) return /^https:\/\/\S+$/i.test(target) ? null : 'protected_chat_https';
  // Live chat and the VIP service may open the site's own chat room (decision 060).
  if ((csType === 1 || csType === 4) && isBuiltinChat(target)) return null;
  return LINK_SCHEMES.test(target) ? null : 'unsupported_link';
}

export const customerServiceInputSchema = z
  .strictObject({
    csType: z.union(CS_TYPES.map((type) => z.literal(type))),
    path: z.string().trim().min(1).max(1024),
    icon: z.enum(CS_ICONS),
    /** Visitors and members below this VIP rank do not see the entry (visitors are rank 0). */
    minVipRank: z.number().int().min(0).max(CS_VIP_RANK_MAX),
    enabled: z.boolean(),
    translations: translationsOf(z.strictObject({ title: contentTitle(255) })),
    updatedAt: expectedUpdatedAt,
  })
  .superRefine((input, ctx) => {
    const issue = customerServicePathIssue(input.csType, input.path);
    if (issue) ctx.addIssue({ code: 'custom', path: ['path'], message: issue });
  });
export type CustomerServiceInput = z.infer<typeof customerServiceInputSchema>;

export const operatorCustomerServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  csType: z.number().int(),
  path: z.string(),
  icon: z.string(),
  minVipRank: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  translations: z.partialRecord(languageKeySchema, z.object({ title: z.string() })),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorCustomerService = z.infer<typeof operatorCustomerServiceSchema>;

export const CUSTOMER_SERVICE_SORTS = ['sort', 'updatedAt'] as const;
export const operatorCustomerServicesQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(CUSTOMER_SERVICE_SORTS),
  q: titleSearchQuery,
});
export type OperatorCustomerServicesQuery = z.infer<typeof operatorCustomerServicesQuerySchema>;
export const operatorCustomerServicesPageSchema = operatorPageSchema(operatorCustomerServiceSchema);
export type OperatorCustomerServicesPage = z.infer<typeof operatorCustomerServicesPageSchema>;
