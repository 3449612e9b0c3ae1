import { z } from 'zod';
import { BANNER_GROUPS } from '../../constants/site.js';
import { displayText } from '../../validation/display-text.js';
import { operatorListQuery, operatorPageSchema, sortParamSchema } from '../operator-list.js';
import {
  CONTENT_STATES,
  checkWindow,
  contentOrderPayloadSchema,
  expectedUpdatedAt,
  instantSchema,
  languageKeySchema,
  timestamp,
  titleSearchQuery,
  translationsOf,
} from './fields.js';
import { contentImagePathSchema } from './images.js';

/** Operator calls of banners (/wps/operator/banners): the carousel of each page group. */

export const BANNER_LINKAGE_TYPES = ['URL', 'ROUTE', 'PROMOTION', 'GAME'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

/**
 * Why a banner's link would not work on the site, or null when it does: what the site's
 * carousel opens (apps/web banner-link.ts) decides what is accepted. URL leaves the site over
 * http(s); ROUTE is a path of the site; PROMOTION a promotion's id or code; GAME the query of
 * the /game page.
 */
export function bannerLinkageIssue(
  type: BannerLinkageType | null,
  linkage: string | null,
): string | null {
  const target = linkage?.trim() ?? '';
  if (type === null) return target === '' ? null : 'linkage_without_type';
  if (target === '') return 'linkage_required';
  switch (type) {
    case 'URL':
      return /^https?:\/\/[^\s/]+/i.test(target) ? null : 'not_a_web_address';
    case 'ROUTE':
      return target.startsWith('/') && !target.startsWith('//') ? null : 'not_a_site_path';
    case 'PROMOTION':
      return /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(target) ? null : 'not_a_promotion';
    case 'GAME':
      return /^\??[^\s?#]+=[^\s#]*$/.test(target) ? null : 'not_a_game_query';
  }
}

export const bannerTranslationSchema = z.strictObject({
  /** The slide's alternative text and title; may be empty when the art says it all. */
  title: displayText(z.string().trim().max(255)),
  /** The art for this language (its text is drawn in); null uses EN's, then the banner's. */
  imagePath: contentImagePathSchema.nullable(),
});
export type BannerTranslation = z.infer<typeof bannerTranslationSchema>;

/** POST /wps/operator/banners and PUT /wps/operator/banners/:id. */
export const bannerInputSchema = z
  .strictObject({
    groupName: z.enum(BANNER_GROUPS),
    /** The banner's own image: shown in a language without art of its own and no EN art. */
    imagePath: contentImagePathSchema,
    linkageType: z.enum(BANNER_LINKAGE_TYPES).nullable(),
    linkage: z.string().trim().max(512).nullable(),
    enabled: z.boolean(),
    /** Shown from this instant (null: at once) until `endTime` (null: until switched off). */
    startTime: instantSchema.nullable(),
    endTime: instantSchema.nullable(),
    translations: translationsOf(bannerTranslationSchema),
    updatedAt: expectedUpdatedAt,
  })
  .superRefine((input, ctx) => {
    checkWindow(input, ctx);
    const issue = bannerLinkageIssue(input.linkageType, input.linkage);
    if (issue) ctx.addIssue({ code: 'custom', path: ['linkage'], message: issue });
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

export const operatorBannerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  imagePath: z.string(),
  /** The image's address on this site (under the assets base). */
  imageUrl: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES).nullable(),
  linkage: z.string().nullable(),
  enabled: z.boolean(),
  /** Place in its group's carousel, first shown first. */
  sort: z.number().int(),
  startTime: timestamp.nullable(),
  endTime: timestamp.nullable(),
  state: z.enum(CONTENT_STATES),
  translations: z.partialRecord(
    languageKeySchema,
    z.object({
      title: z.string(),
      imagePath: z.string().nullable(),
      imageUrl: z.string().nullable(),
    }),
  ),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

export const BANNER_SORTS = ['sort', 'startTime', 'updatedAt'] as const;
/** GET /wps/operator/banners: by group (carousel order), state and title. */
export const operatorBannersQuerySchema = z.strictObject({
  ...operatorListQuery,
  sort: sortParamSchema(BANNER_SORTS),
  groupName: z.enum(BANNER_GROUPS).optional(),
  state: z.enum(CONTENT_STATES).optional(),
  q: titleSearchQuery,
});
export type OperatorBannersQuery = z.infer<typeof operatorBannersQuerySchema>;
export const operatorBannersPageSchema = operatorPageSchema(operatorBannerSchema);
export type OperatorBannersPage = z.infer<typeof operatorBannersPageSchema>;

/** PUT /wps/operator/banners/order: a group's carousel order, every banner of the group once. */
export const bannerOrderPayloadSchema = contentOrderPayloadSchema.extend({
  groupName: z.enum(BANNER_GROUPS),
});
export type BannerOrderPayload = z.infer<typeof bannerOrderPayloadSchema>;
