import { z } from 'zod';

/** Params of /wps/system/customerService/:id/link. */
export const customerServiceLinkParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The address to open for a customer-service entry (for type 3, issued on demand). */
export const customerServiceLinkValueSchema = z.object({ url: z.string() });
export type CustomerServiceLink = z.infer<typeof customerServiceLinkValueSchema>;
