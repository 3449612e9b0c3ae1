import { z } from 'zod';
import { LANGUAGE_CODES } from '@portal/shared/constants/languages';
import { registerFlagsSchema, siteSettingsSchema } from '@portal/shared/schemas/system';
import { isValidCidr } from '../../lib/cidr.js';

const languageKey = z.enum(LANGUAGE_CODES as [string, ...string[]]);
/** One text for every language, or a map by language code (EN is the fallback). */
export const localizedTextSchema = z.union([
  z.string().max(500),
  z.partialRecord(languageKey, z.string().max(500)),
]);

const cidrList = z.array(z.string().refine(isValidCidr, 'not an IP address or CIDR range'));

export const maintenanceSettingSchema = z.strictObject({
  enabled: z.boolean(),
  title: localizedTextSchema.optional(),
  info: localizedTextSchema.optional(),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type MaintenanceSetting = z.infer<typeof maintenanceSettingSchema>;

export const regionRestrictionSettingSchema = z.strictObject({
  enabled: z.boolean(),
  blockedCidrs: cidrList,
  allowedCidrs: cidrList,
  title: localizedTextSchema.optional(),
  info: localizedTextSchema.optional(),
});
export type RegionRestrictionSetting = z.infer<typeof regionRestrictionSettingSchema>;

export const analyticsSettingSchema = z.strictObject({ gtagId: z.string().max(32).nullable() });
/** When stored, these replace IMAGE_CDNS and LAUNCH_GAME_CDNS of the environment. */
export const cdnSettingSchema = z.strictObject({
  imageCDNs: z.array(z.url()),
  launchGameCDNs: z.array(z.url()),
});
/** The name people see for the site where no page is around it (the lite app's label). */
export const brandSettingSchema = z.strictObject({ name: z.string().min(1).max(64) });
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
    schema: regionRestrictionSettingSchema,
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
  seedVersion: { schema: seedVersionSettingSchema, fallback: 0 },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefinitions)[K]['schema']>;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
