import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../../constants/site.js';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from '../operator-list.js';
import {
  CONTENT_STATES,
  checkWindow,
  contentTitle,
  expectedUpdatedAt,
  instantSchema,
  languageKeySchema,
  timestamp,
  titleSearchQuery,
  translationsOf,
} from './fields.js';

/**
 * Operator calls of announcements and notices (/wps/operator/announcements): B the marquee,
 * PL player notices, PU popups, PR promotion notices, H home news (spec sections 2 and 3).
 */

/** A web, H mobile (H5), A both. */
export const ANNOUNCEMENT_PLATFORMS = ['A', 'W', 'H'] as const;
/** B browsed in the lists, P a popup when a visitor arrives. */
export const ANNOUNCEMENT_EXECUTIONS = ['B', 'P'] as const;
export const ANNOUNCEMENT_CONTENT_MAX = 20_000;

export const announcementTranslationSchema = z.strictObject({
  title: contentTitle(255),
  /** HTML; cleaned to text formatting, lists, tables, links and https images on the server. */
  content: z.string().max(ANNOUNCEMENT_CONTENT_MAX),
});
export type AnnouncementTranslation = z.infer<typeof announcementTranslationSchema>;

/** POST /wps/operator/announcements and PUT /wps/operator/announcements/:id. */
export const announcementInputSchema = z
  .strictObject({
    type: z.enum(ANNOUNCEMENT_TYPES),
    platform: z.enum(ANNOUNCEMENT_PLATFORMS),
    execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
    /** Lists show the newest start first; an announcement is live from here to `endTime`. */
    startTime: instantSchema,
    endTime: instantSchema.nullable(),
    enabled: z.boolean(),
    /** Breaks ties between announcements of the same start, lowest first. */
    sort: z.number().int().min(0).max(10_000),
    translations: translationsOf(announcementTranslationSchema),
    updatedAt: expectedUpdatedAt,
  })
  .superRefine(checkWindow);
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  platform: z.enum(ANNOUNCEMENT_PLATFORMS),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS),
  startTime: timestamp,
  endTime: timestamp.nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  state: z.enum(CONTENT_STATES),
  translations: z.partialRecord(
    languageKeySchema,
    z.object({ title: z.string(), content: z.string() }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;

export const ANNOUNCEMENT_SORTS = ['startTime', 'sort', 'updatedAt'] as const;
/** GET /wps/operator/announcements: newest start first unless sorted otherwise. */
export const operatorAnnouncementsQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(ANNOUNCEMENT_SORTS),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  execution: z.enum(ANNOUNCEMENT_EXECUTIONS).optional(),
  state: z.enum(CONTENT_STATES).optional(),
  q: titleSearchQuery,
});
export type OperatorAnnouncementsQuery = z.infer<typeof operatorAnnouncementsQuerySchema>;
export const operatorAnnouncementsPageSchema = operatorPageSchema(operatorAnnouncementSchema);
export type OperatorAnnouncementsPage = z.infer<typeof operatorAnnouncementsPageSchema>;
