import { z } from 'zod';
import { displayText } from '../validation/display-text.js';
import { siteDomainSchema } from '../validation/site-domain.js';
import { memberProfileSchema } from './member-profile.js';

/**
 * Accounts: login, registration, passwords, verification codes, member info and the security
 * centre (spec sections 3, 4, 5 and 7). Request bodies are strict: unknown fields are refused.
 * Calls marked "encrypted" in spec section 7 carry `encryptedBodySchema` on the wire; the server
 * decrypts it and then validates the plaintext against the schema named here.
 */

const trimmed = (max: number) => z.string().trim().max(max);
/** The human-check widget's answer a form sends as `humanCheck` (decision 064). */
export const humanCheckTokenSchema = z.string().min(1).max(4096);
/** Country dialing code, e.g. "60"; a leading plus sign is accepted and dropped. */
export const dialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((code) => code.replace(/^\+/, ''));
/** Local mobile number as digits; the exact length is a registration rule (mobileNum). */
export const mobileNumSchema = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/);
/** Verification codes sent by SMS or email: 0-255 characters (spec section 5). */
export const verificationCodeSchema = z.string().trim().max(255);
/** TOTP codes of Google Authenticator: six digits. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

// ---- Encrypted payloads (ARCHITECTURE section 4) ------------------------------------------
/** GET /wps/system/publicKey: the RSA key that wraps a fresh AES-256-GCM key per request. */
export const publicKeyValueSchema = z.object({
  keyId: z.string(),
  /** SubjectPublicKeyInfo (DER), base64. Import with RSA-OAEP and SHA-256. */
  spki: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
});
export type PublicKeyValue = z.infer<typeof publicKeyValueSchema>;

/** The body of an encrypted call. Plaintext is the JSON text of the call's own schema. */
export const encryptedBodySchema = z.strictObject({
  encrypted: z.strictObject({
    keyId: z.string().max(64),
    /** The AES key wrapped with RSA-OAEP (SHA-256), base64. */
    key: z.string().max(2048),
    /** 12-byte GCM nonce, base64. */
    iv: z.string().max(32),
    /** Ciphertext followed by the 16-byte tag, base64. */
    data: z.string().max(1_400_000),
  }),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

// ---- Captcha -------------------------------------------------------------------------------
/** GET /wps/captcha: a PNG data URL in `value`; the answer is bound to the requester's cookie. */
export const captchaValueSchema = z.string();

// ---- Login ---------------------------------------------------------------------------------
export const loginTypes = ['username', 'sms', 'firebase'] as const;
/**
 * POST /wps/session/login (encrypted). For type sms, `username` carries the mobile number and
 * `password` the SMS code, with `countryDialingCode`; for firebase, `password` carries the
 * identity token of the verifier.
 */
export const loginPayloadSchema = z
  .strictObject({
    username: trimmed(64).min(1),
    /** A password or SMS code of at most 128 characters, or a Firebase ID token (a JWT). */
    password: z.string().min(1).max(4096),
    captcha: trimmed(16).optional(),
    type: z.enum(loginTypes),
    countryDialingCode: dialingCodeSchema.optional(),
    /** Keep this device signed in for REMEMBER_ME_HOURS through a revocable device token. */
    remember: z.boolean().optional(),
    /**
     * 'withdraw': a member on a safer-play break gets a session that may only withdraw (member
     * info, balance, bank cards, withdrawals, logout) instead of PLAY_BREAK_ACTIVE.
     */
    purpose: z.enum(['withdraw']).optional(),
    /** The human-check widget's answer (decision 064), while the login place is on. */
    humanCheck: humanCheckTokenSchema.optional(),
  })
  .superRefine((payload, ctx) => {
    if (payload.type !== 'firebase' && payload.password.length > 128) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: 128,
        inclusive: true,
        path: ['password'],
        input: payload.password,
      });
    }
  });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** The value of every successful login, registration and free-play call (spec section 3). */
export const loginValueSchema = z.object({
  token: z.string(),
  username: z.string(),
  /** Account type (spec: isAgent): 1, 2, 41, 42 agents; 4 trial; others members. */
  type: z.number().int(),
  nickname: z.string(),
  customerId: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The weak default password was used, or it expired: the change-password modal is forced. */
  mustChangePassword: z.boolean(),
  /** ISO time the session ends at the latest. */
  expiresAt: z.string(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** Value of a failed login (WRONG_CREDENTIALS, CAPTCHA_*): whether the captcha must be shown. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

export const verificationMethods = ['sms', 'email', 'totp', 'payeeName'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];
/** Value of LOGIN_VERIFICATION_REQUIRED: the login waits for proof from an unknown IP. */
export const loginChallengeValueSchema = z.object({
  ticket: z.string(),
  methods: z.array(z.enum(verificationMethods)),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  expiresAt: z.string(),
});
export type LoginChallengeValue = z.infer<typeof loginChallengeValueSchema>;

/** POST /wps/session/login/verification/code: send the SMS or email code of a challenge. */
export const challengeCodePayloadSchema = z.strictObject({
  ticket: z.string().min(1).max(128),
  method: z.enum(['sms', 'email']),
});
/** POST /wps/session/login/verification (encrypted): answer the challenge, get the login value. */
export const challengeAnswerPayloadSchema = z.strictObject({
  ticket: z.string().min(1).max(128),
  method: z.enum(verificationMethods),
  answer: z.string().trim().min(1).max(255),
});

/** POST /wps/session/resume: a new session from the remember-me device cookie. */
export const resumePayloadSchema = z.strictObject({});

// ---- SMS codes -----------------------------------------------------------------------------
/** POST /wps/verification/sms/noLogin: a code for SMS login or for a reset by phone. */
export const smsNoLoginPayloadSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  /** The human-check widget's answer, while the SMS-code place is on (decision 064). */
  humanCheck: humanCheckTokenSchema.optional(),
});
/** POST /wps/verification/sms/register: this call names the number mobileNo (spec section 3). */
export const smsRegisterPayloadSchema = z.strictObject({
  mobileNo: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
});
export const smsCodeValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

// ---- Registration --------------------------------------------------------------------------
const optionalText = (max: number) => trimmed(max).optional();
/**
 * A Firebase phone-auth ID token (a JWT) for `+<countryDialingCode><mobileNum>`: when given, it
 * proves the number instead of the SMS `verificationCode`.
 */
export const firebaseTokenSchema = z.string().trim().min(1).max(4096);
/**
 * PUT /wps/member/register (encrypted). Field rules (enabled, required, pattern, lengths) come
 * from /wps/system/setting/register and are enforced by the server with the shared catalogue.
 */
export const registerPayloadSchema = z.strictObject({
  username: trimmed(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: displayText(trimmed(100)).optional(),
  email: optionalText(254),
  qqNum: optionalText(64),
  mobileNum: optionalText(32),
  countryDialingCode: dialingCodeSchema.optional(),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: verificationCodeSchema.optional(),
  firebaseToken: firebaseTokenSchema.optional(),
  affiliateCode: optionalText(64),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  referralCode: optionalText(64),
  domain: siteDomainSchema.optional(),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').optional(),
  /** The person confirmed being over the minimum age and accepted the terms. */
  agreement: z.literal(true),
  /** The human-check widget's answer, while the registration place is on (decision 064). */
  humanCheck: humanCheckTokenSchema.optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/**
 * PUT /wps/member/register/mobile (encrypted): a password only when mobileRegPass is on; the
 * number is proven by the SMS code or by a Firebase token.
 */
export const registerMobilePayloadSchema = z.strictObject({
  mobileNum: trimmed(32),
  countryDialingCode: dialingCodeSchema,
  verificationCode: verificationCodeSchema.optional(),
  firebaseToken: firebaseTokenSchema.optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  affiliateCode: optionalText(64),
  captcha: optionalText(16),
  domain: siteDomainSchema.optional(),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').optional(),
  agreement: z.literal(true),
  humanCheck: humanCheckTokenSchema.optional(),
});
export type RegisterMobilePayload = z.infer<typeof registerMobilePayloadSchema>;

/** GET /wps/agent/affiliate?code=&domain=: whether an invitation code belongs to an agent. */
export const affiliateQuerySchema = z.strictObject({
  code: trimmed(64).min(1),
  domain: siteDomainSchema.optional(),
});
export const affiliateValueSchema = z.object({
  valid: z.boolean(),
  /** The agent's account, shown as "invited by"; null when the code is not valid. */
  agent: z.string().nullable(),
});

// ---- Passwords -----------------------------------------------------------------------------
/** POST /wps/member/password (token, encrypted). Revokes every other session on success. */
export const changePasswordPayloadSchema = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** POST /wps/member/password/email (form-encoded): email a reset link. */
export const forgotByEmailPayloadSchema = z.strictObject({
  username: trimmed(64).min(1),
  email: z.string().trim().max(254).pipe(z.email()),
});
/** POST /wps/member/password/verification (encrypted): set a new password with an SMS code. */
export const setPasswordByPhonePayloadSchema = z.strictObject({
  newPassword: z.string().min(1).max(128),
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  verificationCode: verificationCodeSchema.min(1),
});
/** POST /wps/member/password/reset (encrypted): the emailed link's token and the new password. */
export const resetPasswordPayloadSchema = z.strictObject({
  token: z.string().min(16).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

// ---- Member --------------------------------------------------------------------------------
/** GET /wps/member/info (spec section 3). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  clubLabel: z.object({ rankLevel: z.number().int(), labelName: z.string() }),
  toUpline: z.boolean(),
  icon: z.number().int(),
  currency: z.string(),
  lastLoginTime: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** The profile fields of spec section 3 the registration rules show (decision 057). */
  profile: memberProfileSchema,
  /**
   * An agent type the operator made agents only (site setting agentAccounts): the account runs
   * its agency and keeps its wallet, but may not play (NON_MEMBER).
   */
  nonMember: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** /wps/relay/MCSFE_getPlayerAvatar: the avatars a member can pick. */
export const avatarListSchema = z.array(z.object({ icon: z.number().int(), url: z.string() }));
/** POST /wps/member/info/icon: pick an avatar. */
export const setIconPayloadSchema = z.strictObject({ icon: z.number().int().min(1).max(99) });

// ---- Security centre -----------------------------------------------------------------------
/** GET /wps/member/security: what the security centre shows; contact data masked. */
export const securityOverviewSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  rank: z.object({ rankLevel: z.number().int(), labelName: z.string() }),
  lastLoginTime: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const nicknamePayloadSchema = z.strictObject({ nickname: displayText(trimmed(20).min(2)) });
/** POST /wps/member/mobile/code and PUT /wps/member/mobile (with the code). */
export const bindMobileCodePayloadSchema = z.strictObject({
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
});
export const bindMobilePayloadSchema = bindMobileCodePayloadSchema.extend({
  verificationCode: verificationCodeSchema.min(1),
});
/** POST /wps/member/email/code and PUT /wps/member/email (with the code). */
export const bindEmailCodePayloadSchema = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email()),
});
export const bindEmailPayloadSchema = bindEmailCodePayloadSchema.extend({
  verificationCode: verificationCodeSchema.min(1),
});
/** PUT /wps/member/password/payment (encrypted): six digits, proven by the login password. */
export const paymentPasswordPayloadSchema = z.strictObject({
  loginPassword: z.string().min(1).max(128),
  newPaymentPassword: z.string().regex(/^\d{6}$/),
  confirmPaymentPassword: z.string().regex(/^\d{6}$/),
});
/** PUT /wps/member/payeeName: set once by the member; later changes go through support. */
export const payeeNamePayloadSchema = z.strictObject({
  payeeName: displayText(trimmed(100).min(2)),
});

/** POST /wps/member/totp/setup: a new secret, not active until confirmed with a code. */
export const totpSetupValueSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
/** POST /wps/member/totp/enable and /disable. */
export const totpCodePayloadSchema = z.strictObject({ code: totpCodeSchema });

/** GET /wps/member/sessions: signed-in sessions; DELETE /wps/member/sessions/:id signs one out. */
export const memberSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  ip: z.string(),
  userAgent: z.string(),
  loginType: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  remembered: z.boolean(),
});
export const memberSessionListSchema = z.array(memberSessionSchema);
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const sessionIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** GET and POST /wps/member/info/icon: the member's avatar number and its image. */
export const memberIconValueSchema = z.object({ icon: z.number().int(), url: z.string() });
export type MemberIconValue = z.infer<typeof memberIconValueSchema>;

/** POST /wps/session/login/freeplay: no body (null to the validator), or an empty JSON object. */
export const freePlayPayloadSchema = z.strictObject({}).nullish();
