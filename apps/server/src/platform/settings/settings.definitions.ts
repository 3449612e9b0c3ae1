import { z } from 'zod';
import {
  agentAccountsSettingSchema,
  analyticsSettingSchema,
  brandSettingSchema,
  cdnSettingSchema,
  maintenanceSettingSchema,
  regionRestrictionSettingSchema,
  type AgentAccountsSetting,
  type MaintenanceSetting,
  type RegionRestrictionSetting,
} from '@portal/shared/schemas/site-settings';
import {
  humanCheckSettingSchema,
  type HumanCheckSetting,
} from '@portal/shared/schemas/human-check';
import { profileSettingSchema, type ProfileSetting } from '@portal/shared/schemas/member-profile';
import {
  socialLoginSettingSchema,
  type SocialLoginSetting,
} from '@portal/shared/schemas/social-sign-in';
import { registerFlagsSchema, siteSettingsSchema } from '@portal/shared/schemas/system';
import { isValidCidr } from '../../lib/cidr.js';

export type { MaintenanceSetting, RegionRestrictionSetting };

/**
 * Stored ranges are read with the lenient parser the admin command has always used; the operator
 * calls and the console accept only standard notation (`cidrListSchema` of the shared schema).
 */
const storedCidrList = z.array(z.string().refine(isValidCidr, 'not an IP address or CIDR range'));
export const storedRegionRestrictionSchema = regionRestrictionSettingSchema.extend({
  blockedCidrs: storedCidrList,
  allowedCidrs: storedCidrList,
});
export const seedVersionSettingSchema = z.number().int().min(0);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Withdrawal rules the operator sets; amounts in minor units. */
export const withdrawalSettingSchema = z.strictObject({
  minMinor: minorUnits,
  maxMinor: minorUnits,
  /** An unconfirmed receipt counts as received after this many minutes (spec section 4). */
  autoReceiptMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30),
  maxBankCards: z.number().int().min(1).max(20),
});
export type WithdrawalSetting = z.infer<typeof withdrawalSettingSchema>;
/** Limits of a transfer to the upline; amounts in minor units. */
export const uplineTransferSettingSchema = z.strictObject({
  minMinor: minorUnits,
  maxMinor: minorUnits,
});

/**
 * Staff balance adjustments (decision 042): one larger than this (minor units, either sign)
 * waits for a second staff member's approval.
 */
export const balanceAdjustmentSettingSchema = z.strictObject({
  approvalThresholdMinor: minorUnits,
});
export type BalanceAdjustmentSetting = z.infer<typeof balanceAdjustmentSettingSchema>;

/**
 * Identity checks (decision 053): the age a verified member must have reached (spec section 5),
 * the withdrawal amount and the lifetime total of withdrawals above which a withdrawal needs a
 * verified member (minor units), and the largest document file.
 */
export const kycSettingSchema = z.strictObject({
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  withdrawalThresholdMinor: minorUnits,
  lifetimeThresholdMinor: minorUnits,
  maxFileBytes: z
    .number()
    .int()
    .min(64 * 1024)
    .max(20 * 1024 * 1024),
});
export type KycSetting = z.infer<typeof kycSettingSchema>;

/** Every stored setting: its schema and the value used while the row does not exist. */
export const settingDefinitions = {
  withdrawal: {
    schema: withdrawalSettingSchema,
    fallback: {
      minMinor: 5_000,
      maxMinor: 5_000_000,
      autoReceiptMinutes: 1440,
      maxBankCards: 5,
    } as WithdrawalSetting,
  },
  uplineTransfer: {
    schema: uplineTransferSettingSchema,
    fallback: { minMinor: 100, maxMinor: 10_000_000 },
  },
  maintenance: {
    schema: maintenanceSettingSchema,
    fallback: { enabled: false } as MaintenanceSetting,
  },
  regionRestriction: {
    schema: storedRegionRestrictionSchema,
    fallback: { enabled: false, blockedCidrs: [], allowedCidrs: [] } as RegionRestrictionSetting,
  },
  site: {
    schema: siteSettingsSchema,
    fallback: {
      loginedToHomePage: false,
      currencySymbol: 'RM',
      currency: 'MYR',
      defaultLanguage: 'MY',
      supportedLanguages: ['EN', 'MY', 'CN'],
      merchant: 'portal',
      platform: 'WEB',
      chatHeaderColor: '#0f172a',
      esportsProviders: ['TF', 'IA'],
      cockfightProviders: ['SV3'],
      licences: [],
      contacts: [],
      minimumAge: 18,
    } as z.infer<typeof siteSettingsSchema>,
  },
  register: {
    schema: registerFlagsSchema,
    fallback: {
      pwdEnabled: true,
      hasFreePlay: false,
      mobileReg: false,
      mobileRegPass: false,
      usernameEnabled: true,
      showVerCodeLogin: false,
    } as z.infer<typeof registerFlagsSchema>,
  },
  analytics: {
    schema: analyticsSettingSchema,
    fallback: { gtagId: null } as { gtagId: string | null },
  },
  cdns: {
    schema: cdnSettingSchema.nullable(),
    fallback: null as z.infer<typeof cdnSettingSchema> | null,
  },
  brand: { schema: brandSettingSchema, fallback: { name: 'Portal' } },
  balanceAdjustment: {
    schema: balanceAdjustmentSettingSchema,
    fallback: { approvalThresholdMinor: 100_000 } as BalanceAdjustmentSetting,
  },
  /** Members may change profile fields that already hold a value (decision 057). */
  profile: {
    schema: profileSettingSchema,
    fallback: { changesAllowed: false } as ProfileSetting,
  },
  /** Off until the operator turns a provider on; a provider also needs its keys (decision 056). */
  socialLogin: {
    schema: socialLoginSettingSchema,
    fallback: { google: false, facebook: false, telegram: false } as SocialLoginSetting,
  },
  /** Agent types that only run their agency and may not play (NON_MEMBER); none by default. */
  agentAccounts: {
    schema: agentAccountsSettingSchema,
    fallback: { nonMemberTypes: [] } as AgentAccountsSetting,
  },
  /** Where the human check is asked; a place also needs the provider's keys (decision 064). */
  humanCheck: {
    schema: humanCheckSettingSchema,
    fallback: { login: false, smsCode: false, register: false } as HumanCheckSetting,
  },
  seedVersion: { schema: seedVersionSettingSchema, fallback: 0 },
  kyc: {
    schema: kycSettingSchema,
    fallback: {
      minimumAge: 18,
      withdrawalThresholdMinor: 500_000,
      lifetimeThresholdMinor: 2_000_000,
      maxFileBytes: 8 * 1024 * 1024,
    } as KycSetting,
  },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefinitions)[K]['schema']>;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
