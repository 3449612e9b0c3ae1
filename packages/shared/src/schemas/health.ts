import { z } from 'zod';

/** /wps/system/health: for load balancers; a failing dependency answers 503 instead. */
export const healthValueSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  redis: z.enum(['up', 'disabled']),
  uptimeSeconds: z.number().int().min(0),
});
export type HealthValue = z.infer<typeof healthValueSchema>;
