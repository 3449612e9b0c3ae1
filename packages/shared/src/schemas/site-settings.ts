import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '../constants/languages.js';
import { HUMAN_CHECK_PROVIDERS } from '../constants/human-check.js';
import { AGENT_CENTRE_TYPES } from '../constants/limits.js';
import { isCidr } from '../validation/cidr.js';
import { humanCheckSettingSchema } from './human-check.js';
import { profileSettingSchema } from './member-profile.js';
import { socialLoginSettingSchema } from './social-sign-in.js';
import { registerFlagsSchema, siteSettingsSchema } from './system.js';

/**
 * The settings an operator changes, as stored (apps/server platform/settings) and as the console
 * edits them through /wps/operator/site/...: one schema for the server's store, the operator
 * calls and the console's forms.
 */

const languageKey = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);
export const LOCALIZED_TEXT_MAX = 500;
/** One text for every language, or a map by language code (EN is the fallback). */
export const localizedTextSchema = z.union([
  z.string().max(LOCALIZED_TEXT_MAX),
  z.partialRecord(languageKey, z.string().max(LOCALIZED_TEXT_MAX)),
]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Status 1 for every visitor while on; the texts replace the default maintenance page's. */
export const maintenanceSettingSchema = z.strictObject({
  enabled: z.boolean(),
  title: localizedTextSchema.optional(),
  info: localizedTextSchema.optional(),
  /** The planned end the maintenance page shows; it does not end maintenance by itself. */
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export const REGION_RANGES_MAX = 2000;
/** Ranges in standard notation (validation/cidr.ts). */
export const cidrListSchema = z
  .array(z.string().trim().refine(isCidr, 'not an IP address or CIDR range'))
  .max(REGION_RANGES_MAX);

/**
 * Status 2 for a visitor in a blocked range and in no allowed range (allowed ranges carve
 * exceptions out of blocked ones), while on.
 */
export const regionRestrictionSettingSchema = z.strictObject({
  enabled: z.boolean(),
  blockedCidrs: cidrListSchema,
  allowedCidrs: cidrListSchema,
  title: localizedTextSchema.optional(),
  info: localizedTextSchema.optional(),
});
export type RegionRestrictionSetting = z.infer<typeof regionRestrictionSettingSchema>;

export const analyticsSettingSchema = z.strictObject({ gtagId: z.string().max(32).nullable() });
export type AnalyticsSetting = z.infer<typeof analyticsSettingSchema>;
/** When stored, these replace IMAGE_CDNS and LAUNCH_GAME_CDNS of the environment. */
export const cdnSettingSchema = z.strictObject({
  imageCDNs: z.array(z.url()),
  launchGameCDNs: z.array(z.url()),
});
export type CdnSetting = z.infer<typeof cdnSettingSchema>;
/** The name people see for the site where no page is around it (the lite app's label). */
export const brandSettingSchema = z.strictObject({ name: z.string().min(1).max(64) });
export type BrandSetting = z.infer<typeof brandSettingSchema>;
/**
 * Agent account types that are agents only (spec section 5, "a non-member cannot log in to the
 * member area"): their accounts keep the agent centre, their wallet, records and security, but
 * every call that plays (game launch, lottery tickets, promotions, points, rewards, missions,
 * referral) answers NON_MEMBER. Empty: every agent also plays, as members do.
 */
export const agentAccountsSettingSchema = z.strictObject({
  nonMemberTypes: z
    .array(z.union(AGENT_CENTRE_TYPES.map((type) => z.literal(type))))
    .max(AGENT_CENTRE_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'listed twice'),
});
export type AgentAccountsSetting = z.infer<typeof agentAccountsSettingSchema>;

// ---- /wps/operator/site/settings -----------------------------------------------------------
/** The settings of the site screen, each changed on its own (PUT /wps/operator/site/settings/:key). */
export const siteSettingsBodySchemas = {
  site: siteSettingsSchema.strict(),
  register: registerFlagsSchema.strict(),
  analytics: analyticsSettingSchema,
  cdns: cdnSettingSchema,
  brand: brandSettingSchema,
  profile: profileSettingSchema,
  /** Social sign-in providers offered in the login modal (decision 056). */
  socialLogin: socialLoginSettingSchema,
  /** Agent types that may not play (NON_MEMBER). */
  agentAccounts: agentAccountsSettingSchema,
  /** Where the human check is asked: login, the SMS login code, registration (decision 064). */
  humanCheck: humanCheckSettingSchema,
} as const;
export type SiteSettingKey = keyof typeof siteSettingsBodySchemas;
export const SITE_SETTING_KEYS = Object.keys(siteSettingsBodySchemas) as SiteSettingKey[];

export const operatorSiteSettingsSchema = z.object({
  site: siteSettingsSchema,
  register: registerFlagsSchema,
  analytics: analyticsSettingSchema,
  /** Null: the environment's lists are used. */
  cdns: cdnSettingSchema.nullable(),
  brand: brandSettingSchema,
  /** Whether members may change profile fields that hold a value. */
  profile: profileSettingSchema,
  socialLogin: socialLoginSettingSchema,
  agentAccounts: agentAccountsSettingSchema,
  humanCheck: humanCheckSettingSchema,
  /** The human-check provider the environment names with its keys, or null (the switches wait). */
  humanCheckProvider: z.enum(HUMAN_CHECK_PROVIDERS).nullable(),
});
export type OperatorSiteSettings = z.infer<typeof operatorSiteSettingsSchema>;

// ---- /wps/operator/site/modules ------------------------------------------------------------
export const operatorSiteModuleSchema = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  /** The module's own switch. */
  enabled: z.boolean(),
  /** On for visitors: its own switch and every ancestor's are on. */
  effective: z.boolean(),
  depth: z.number().int(),
});
export type OperatorSiteModule = z.infer<typeof operatorSiteModuleSchema>;
/** Every module in tree order (a parent before its children). */
export const operatorSiteModulesSchema = z.object({ list: z.array(operatorSiteModuleSchema) });
export const siteModuleParamsSchema = z.strictObject({
  modId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export const siteModulePayloadSchema = z.strictObject({ enabled: z.boolean() });

// ---- /wps/operator/site/maintenance and /region --------------------------------------------
/** GET /wps/operator/site/region: the setting, and how it treats the caller's own address. */
export const operatorRegionSchema = regionRestrictionSettingSchema.extend({
  callerIp: z.string(),
  callerBlocked: z.boolean(),
});
export type OperatorRegion = z.infer<typeof operatorRegionSchema>;

/** GET /wps/operator/site/region/check?ip=: whether the ranges block an address, and which. */
export const regionCheckQuerySchema = z.strictObject({
  ip: z
    .string()
    .trim()
    .max(45)
    .refine((ip) => isCidr(ip) && !ip.includes('/'), 'not an IP address'),
});
export const regionCheckValueSchema = z.object({
  ip: z.string(),
  /** Blocked now: the restriction is on, a blocked range holds it and no allowed range does. */
  blocked: z.boolean(),
  blockedBy: z.array(z.string()),
  allowedBy: z.array(z.string()),
});
export type RegionCheckValue = z.infer<typeof regionCheckValueSchema>;
