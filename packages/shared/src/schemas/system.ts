import { z } from 'zod';
import { registrationFieldNames } from '../constants/registration-fields.js';
import { BANNER_GROUPS, CS_TYPES, GAME_CATEGORIES, RESOURCE_TYPES } from '../constants/site.js';
import { LANGUAGE_CODES } from '../constants/languages.js';
import { MIN_AGE, MIN_AGE_VARIANT } from '../constants/limits.js';
import { humanCheckInfoSchema } from './human-check.js';
import { vendorSchema } from './vendor.js';

export { vendorSchema, type Vendor } from './vendor.js';

export const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);

// ---- /wps/system/status --------------------------------------------------------------------
export const systemStatusValueSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region-blocked (spec section 4). */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** The visitor's IP address as the server sees it. */
  ip: z.string(),
  /** Title and text of the current view, in the request's language (empty when normal). */
  title: z.string(),
  info: z.string(),
  /** Planned end of maintenance, ISO 8601, when the operator gave one. */
  until: z.string().nullable(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

// ---- /wps/system/whitelabel ----------------------------------------------------------------
export interface WhitelabelNode {
  modId: string;
  /** '1' on, '0' off. */
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  qrCodeUrl: z.string(),
  labelName: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  id: z.number().int(),
  csType: z.union(
    CS_TYPES.map((t) => z.literal(t)) as unknown as [
      z.ZodLiteral<1>,
      z.ZodLiteral<2>,
      z.ZodLiteral<3>,
      z.ZodLiteral<4>,
    ],
  ),
  title: z.string(),
  /** Public link for types 1, 2 and 4; an opaque id for type 3 (resolved on demand). */
  path: z.string(),
  /** Icon key: livechat, telegram, facebook, whatsapp, line, zalo, email, vip. */
  icon: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const registerFlagsSchema = z.object({
  pwdEnabled: z.boolean(),
  hasFreePlay: z.boolean(),
  mobileReg: z.boolean(),
  mobileRegPass: z.boolean(),
  usernameEnabled: z.boolean(),
  showVerCodeLogin: z.boolean(),
});
export type RegisterFlags = z.infer<typeof registerFlagsSchema>;

export const siteSettingsSchema = z.object({
  loginedToHomePage: z.boolean(),
  currencySymbol: z.string(),
  currency: z.string(),
  defaultLanguage: languageSchema,
  supportedLanguages: z.array(languageSchema),
  merchant: z.string(),
  platform: z.string(),
  chatHeaderColor: z.string(),
  esportsProviders: z.array(z.string()),
  /** SPORTS vendors that make the cockfight lobby (/sv3); absent in settings stored before it. */
  cockfightProviders: z.array(z.string()).default(['SV3']),
  licences: z.array(z.string()),
  contacts: z.array(z.object({ kind: z.string(), url: z.string() })),
  /**
   * The age a member must have reached (spec section 5: 18, 21 in a variant): the registration
   * agreement, the age tip and the server's age checks follow it; absent in settings stored
   * before it.
   */
  minimumAge: z.union([z.literal(MIN_AGE), z.literal(MIN_AGE_VARIANT)]).default(MIN_AGE),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const permissionInfoSchema = z.object({
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerFlagsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  site: siteSettingsSchema,
  /** The human-check widget and where it is asked (decision 064); null: never asked. */
  humanCheck: humanCheckInfoSchema,
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;
export const whitelabelValueSchema = z.object({ info: permissionInfoSchema });
export const whitelabelQuerySchema = z.strictObject({ host: z.string().max(253).optional() });

// ---- /wps/system/setting/register ----------------------------------------------------------
export { registrationFieldNames };
export const registrationRuleSchema = z.object({
  field: z.enum(registrationFieldNames),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression source; '*' matches anything. */
  acceptedPattern: z.string(),
  /** Index into the pattern catalogue 0-23 (spec section 5). */
  patternId: z.number().int().min(0).max(23),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  /** Hint for this rule in the request's language, with (min) and (max) placeholders. */
  message: z.string(),
});
export type RegistrationRule = z.infer<typeof registrationRuleSchema>;
export const registerSettingValueSchema = z.object({ rules: z.array(registrationRuleSchema) });

// ---- banners ----------------------------------------------------------------------------
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: z.string(),
  /** Absent when the banner is not clickable. */
  linkageType: z.enum(['URL', 'ROUTE', 'PROMOTION', 'GAME']).optional(),
  /** The link target for the linkage type: an absolute URL, a site path, a promotion id... */
  linkage: z.string().optional(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersValueSchema = z.array(bannerSchema);

// ---- /wps/system/helpCenter ------------------------------------------------------------------
export const helpCenterQuerySchema = z.strictObject({
  lang: z.string().max(8).optional(),
  device: z.literal('WEB').optional(),
});
export const helpTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** Sanitised rich content (HTML subset). */
      content: z.string(),
    }),
  ),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;
export const helpCenterValueSchema = z.array(helpTopicSchema);

// ---- /wps/system/domainRoute ---------------------------------------------------------------
export const domainRouteValueSchema = z.object({
  domainList: z.array(z.object({ domain: z.string(), type: z.enum(['WEB', 'H5', 'API']) })),
});

// ---- /lgw/games/game_menus ---------------------------------------------------------------------
export const gameMenuSchema = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(vendorSchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;
export const gameMenusValueSchema = z.array(gameMenuSchema);
