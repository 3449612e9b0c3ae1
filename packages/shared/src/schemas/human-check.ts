import { z } from 'zod';
import { HUMAN_CHECK_PROVIDERS } from '../constants/human-check.js';

/**
 * The site setting `humanCheck`: where the operator asks for it. A place is checked only while
 * its switch is on and the environment names a provider with its site key and secret.
 */
export const humanCheckSettingSchema = z.strictObject({
  login: z.boolean(),
  smsCode: z.boolean(),
  register: z.boolean(),
});
export type HumanCheckSetting = z.infer<typeof humanCheckSettingSchema>;

/**
 * What the site needs to draw the widget (in the whitelabel answer); null while the environment
 * has no provider. A place whose switch is off is false.
 */
export const humanCheckInfoSchema = z
  .object({
    provider: z.enum(HUMAN_CHECK_PROVIDERS),
    siteKey: z.string(),
    scriptUrl: z.string(),
    login: z.boolean(),
    smsCode: z.boolean(),
    register: z.boolean(),
  })
  .nullable();
export type HumanCheckInfo = z.infer<typeof humanCheckInfoSchema>;
