import { z } from 'zod';

/**
 * Social sign-in (decision 056): Google (OpenID Connect), Facebook (OAuth 2) and the Telegram
 * login widget. A provider is offered while its site setting is on and the server has its keys.
 */

export const socialProviders = ['google', 'facebook', 'telegram'] as const;
export type SocialProvider = (typeof socialProviders)[number];
/** The providers reached by a redirect and a code (Telegram signs its answer instead). */
export const redirectProviders = ['google', 'facebook'] as const;
export type RedirectProvider = (typeof redirectProviders)[number];

/** The site setting `socialLogin`: which providers the operator turned on. */
export const socialLoginSettingSchema = z.strictObject({
  google: z.boolean(),
  facebook: z.boolean(),
  telegram: z.boolean(),
});
export type SocialLoginSetting = z.infer<typeof socialLoginSettingSchema>;

/** GET /wps/session/social/providers: the buttons the login modal shows. */
export const socialProvidersValueSchema = z.object({
  providers: z.array(z.enum(socialProviders)),
  /** The bot the Telegram login signs in with (without @), while Telegram is offered. */
  telegramBotName: z.string().nullable(),
  /** That bot's public user id (oauth.telegram.org asks for it), while Telegram is offered. */
  telegramBotId: z.string().nullable(),
});
export type SocialProvidersValue = z.infer<typeof socialProvidersValueSchema>;

const code = (max: number) => z.string().trim().max(max).optional();
/** What a new account made by the sign-in keeps: invitation codes, and remember-me. */
const carried = {
  affiliateCode: code(64),
  referralCode: code(64),
  remember: z.boolean().optional(),
};

/** POST /wps/session/social/start: a new sign-in; the site sends the browser to the URL. */
export const socialStartPayloadSchema = z.strictObject({
  provider: z.enum(redirectProviders),
  ...carried,
});
export const socialStartValueSchema = z.object({ authorizationUrl: z.string() });
export type SocialStartValue = z.infer<typeof socialStartValueSchema>;

/** POST /wps/session/social/complete: the query the provider sent the browser back with. */
export const socialCompletePayloadSchema = z.strictObject({
  provider: z.enum(redirectProviders),
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(256),
  /** The issuer of the answer (RFC 9207), when the provider names it. */
  iss: z.string().max(512).optional(),
});

/** The fields the Telegram login widget gives, signed by `hash`. */
export const telegramAuthSchema = z.strictObject({
  id: z.number().int().positive(),
  first_name: z.string().max(256).optional(),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  photo_url: z.string().max(2048).optional(),
  auth_date: z.number().int().positive(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type TelegramAuth = z.infer<typeof telegramAuthSchema>;

/** POST /wps/session/social/telegram: the widget's signed answer. */
export const telegramSignInPayloadSchema = z.strictObject({
  auth: telegramAuthSchema,
  ...carried,
});

/** Value of SOCIAL_LINK_REQUIRED: the member with that email proves it with their password. */
export const socialLinkRequiredValueSchema = z.object({
  ticket: z.string(),
  provider: z.enum(socialProviders),
  maskedEmail: z.string(),
  expiresAt: z.string(),
});
export type SocialLinkRequiredValue = z.infer<typeof socialLinkRequiredValueSchema>;

/** POST /wps/session/social/link (encrypted): links the provider's account and logs in. */
export const socialLinkPayloadSchema = z.strictObject({
  ticket: z.string().min(1).max(128),
  password: z.string().min(1).max(128),
});

/** A provider the site offers, and whether the member's account there is linked. */
export const socialLinkSchema = z.object({
  provider: z.enum(socialProviders),
  linked: z.boolean(),
  /** When the link was made (the latest, if the member linked two accounts of the provider). */
  linkedAt: z.string().nullable(),
  /** The provider account's email given at linking, masked ('pl****@example.com'). */
  label: z.string().nullable(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /wps/member/social/links: the security centre's linked sign-ins. */
export const socialLinksValueSchema = z.object({
  links: z.array(socialLinkSchema),
  /** Unlinking asks for the login password: an account without one cannot unlink. */
  hasPassword: z.boolean(),
});
export type SocialLinksValue = z.infer<typeof socialLinksValueSchema>;

export const socialProviderParamsSchema = z.strictObject({ provider: z.enum(socialProviders) });

/** DELETE /wps/member/social/links/:provider (encrypted): the login password proves the member. */
export const socialUnlinkPayloadSchema = z.strictObject({
  password: z.string().min(1).max(128),
});
/**
 * The detail reason of OPERATION_NOT_ALLOWED when an account without a login password (made by
 * a sign-in) tries to unlink: it would have no way back in, so it must set a password first.
 */
export const UNLINK_NEEDS_PASSWORD = 'passwordNotSet';

export type SocialUnlinkPayload = z.infer<typeof socialUnlinkPayloadSchema>;
