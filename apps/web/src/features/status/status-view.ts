import { SystemStatus } from '@portal/shared/constants/site';
import type { SystemStatusValue } from '@portal/shared/schemas/system';

export type StatusView = 'app' | 'maintenance' | 'blocked';

/**
 * Which top-level view the system status calls for (spec section 2): the site itself,
 * the maintenance page or the region-blocked page. Unknown status means the site.
 */
export function statusView(status: SystemStatusValue | undefined): StatusView {
  if (status?.status === SystemStatus.MAINTENANCE) return 'maintenance';
  if (status?.status === SystemStatus.REGION_BLOCKED) return 'blocked';
  return 'app';
}
