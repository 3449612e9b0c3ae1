import { z } from 'zod';
import type { RegistrationFieldName } from '../validation/field-rules.js';

/**
 * The member's profile (spec section 3, "other labelled fields"): what GET /wps/member/info
 * carries under `profile` and what POST /wps/member/info/profile changes (decision 057).
 */
export const PROFILE_GROUPS = [
  'personal',
  'contact',
  'messaging',
  'address',
  'occupation',
] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];

/** Fields the member fills on the profile page, in page order. */
export const EDITABLE_PROFILE_FIELDS = [
  'realName',
  'birthday',
  'idNumber',
  'nationality',
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
  'skype',
  'residentialAddress',
  'mailingAddress',
  'occupation',
  'incomeSource',
  'bankAccountNumber',
] as const;
export type EditableProfileField = (typeof EDITABLE_PROFILE_FIELDS)[number];

/** Shown on the profile but changed in the security centre (with its codes and checks). */
export const SECURITY_CENTRE_FIELDS = ['nickname', 'email'] as const;
export type ProfileFieldName = EditableProfileField | (typeof SECURITY_CENTRE_FIELDS)[number];

export const PROFILE_FIELD_GROUPS: Record<ProfileFieldName, ProfileGroup> = {
  nickname: 'personal',
  realName: 'personal',
  birthday: 'personal',
  idNumber: 'personal',
  nationality: 'personal',
  email: 'contact',
  qqNum: 'messaging',
  whatsapp: 'messaging',
  facebook: 'messaging',
  telegram: 'messaging',
  line: 'messaging',
  zalo: 'messaging',
  wechat: 'messaging',
  skype: 'messaging',
  residentialAddress: 'address',
  mailingAddress: 'address',
  occupation: 'occupation',
  incomeSource: 'occupation',
  bankAccountNumber: 'occupation',
};

/** The registration rule (GET /wps/system/setting/register) that shows and requires a field. */
export const PROFILE_REGISTRATION_RULES: Partial<Record<ProfileFieldName, RegistrationFieldName>> =
  {
    realName: 'payeeName',
    email: 'email',
    qqNum: 'qqNum',
    whatsapp: 'whatsapp',
    facebook: 'facebook',
    line: 'line',
    wechat: 'wechat',
    idNumber: 'idNumber',
  };

export const INCOME_SOURCES = [
  'salary',
  'business',
  'investment',
  'savings',
  'pension',
  'other',
] as const;

/** Why a field cannot be changed: it holds a value, identity checks verified it, or it is the security centre's. */
export const PROFILE_LOCKS = ['filled', 'kyc', 'securityCentre'] as const;
export type ProfileLock = (typeof PROFILE_LOCKS)[number];

export const profileFieldStateSchema = z.object({
  name: z.enum([...EDITABLE_PROFILE_FIELDS, ...SECURITY_CENTRE_FIELDS]),
  group: z.enum(PROFILE_GROUPS),
  value: z.string().nullable(),
  required: z.boolean(),
  /** Null: the member may change it now. */
  locked: z.enum(PROFILE_LOCKS).nullable(),
});
export type ProfileFieldState = z.infer<typeof profileFieldStateSchema>;

/** The fields the registration rules show, each with its value and state. */
export const memberProfileSchema = z.object({
  /** The operator lets members change filled fields (site setting `profile`). */
  changesAllowed: z.boolean(),
  fields: z.array(profileFieldStateSchema),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * POST /wps/member/info/profile: the fields to set; an empty text clears a field that may be
 * changed. A field sent with its stored value is left as it is, so a form may send everything.
 */
export const profilePayloadSchema = z.strictObject(
  Object.fromEntries(
    EDITABLE_PROFILE_FIELDS.map((field) => [field, z.string().trim().max(200).optional()]),
  ) as Record<EditableProfileField, z.ZodOptional<z.ZodString>>,
);
export type ProfilePayload = z.infer<typeof profilePayloadSchema>;

/** Site setting `profile` (PUT /wps/operator/site/settings/profile). */
export const profileSettingSchema = z.strictObject({ changesAllowed: z.boolean() });
export type ProfileSetting = z.infer<typeof profileSettingSchema>;
